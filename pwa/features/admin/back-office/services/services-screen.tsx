import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Badge, Button, Callout, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { PlusIcon } from '@radix-ui/react-icons';
import { AdminService } from '#shared/schemas/back-office';
import { useToast } from '../../../../components/toast';
import { useT, type I18nValue } from '../../../../i18n/use-t';
import { EmptyState } from '../../components/empty-state';
import { formatDollarsExact } from '../../lib/format';
import { OfflineNote, officeSend, refreshCatalogue, useFailureMessage, useOfficeOffline } from './office-api';
import { sortBarbers, splitServices, useAdminBarbers, useAdminServices } from './queries';
import { ServiceDialog } from './service-dialog';
import { shopQueryOptions } from '../shop/shop-api';
import { staleAfterChange } from './stale-text';
import { StaleTextNote, type StaleNote } from './stale-text-note';
import './office.css';

/** "$35.00 · 45 min + 10 min clean-up", or "Call the shop" for a service priced after an evaluation. */
export function serviceSummary(s: AdminService, t: I18nValue['t']): string {
  const price = s.price === null ? t('office.service.callShop') : formatDollarsExact(s.price);
  return s.cleanup > 0
    ? t('office.service.summaryCleanup', { price, duration: s.duration, cleanup: s.cleanup })
    : t('office.service.summary', { price, duration: s.duration });
}

/** The back office's Services screen: the list in the owner's order, retired ones apart; add, edit, retire. */
export function ServicesScreen() {
  const services = useAdminServices();
  const barbers = useAdminBarbers();
  const [editing, setEditing] = useState<AdminService | 'new' | null>(null);
  const [retiring, setRetiring] = useState<AdminService | null>(null);
  const [stale, setStale] = useState<StaleNote | null>(null);
  const queryClient = useQueryClient();
  const offline = useOfficeOffline();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const activeBarbers = sortBarbers((barbers.data ?? []).filter((b) => b.active));
  const names = new Map((barbers.data ?? []).map((b) => [b.id, b.name]));

  /** After a rename or a new price: where the old text still shows (Home's cards need the shop's details; without them, the Spanish only). */
  async function noteStale(before: AdminService, after: AdminService) {
    const homeMayShow = before.name.trim() !== after.name.trim() || (before.price !== null && after.price !== null && before.price !== after.price);
    const shop = homeMayShow ? await queryClient.fetchQuery(shopQueryOptions()).catch(() => undefined) : undefined;
    const items = staleAfterChange(before, after, shop);
    setStale(items.length ? { before, after, items } : null);
  }

  if (services.isPending || barbers.isPending) {
    return <Skeleton data-testid="services-loading" height="12rem" />;
  }
  if (services.isError || barbers.isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          {failureMessage(services.error ?? barbers.error, t('office.service.loadFailed'))}{' '}
          <Button size="1" variant="soft" onClick={() => { void services.refetch(); void barbers.refetch(); }}>{t('office.tryAgain')}</Button>
        </Callout.Text>
      </Callout.Root>
    );
  }
  const { live, retired } = splitServices(services.data);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text color="gray">{t('office.service.intro')}</Text>
        <Button size="3" onClick={() => setEditing('new')}>
          <PlusIcon aria-hidden width={18} height={18} /> {t('office.service.add')}
        </Button>
      </Flex>
      <OfflineNote offline={offline} />
      {stale && <StaleTextNote note={stale} onChange={setStale} onEditSpanish={() => { setEditing(stale.after); setStale(null); }} />}
      {live.length === 0 ? (
        <EmptyState title={t('office.service.empty')} hint={t('office.service.emptyHint')} />
      ) : (
        <ul className="office-list" aria-label={t('office.nav.services')}>
          {live.map((s) => (
            <li key={s.id} className="office-row" data-testid="service-row">
              <Flex direction="column" gap="1" className="office-row-main">
                <Flex gap="2" align="center" wrap="wrap">
                  <Text size="4" weight="medium">{s.name}</Text>
                  {!s.bookableOnline && <Badge color="gray">{t('office.service.staffOnlyBadge')}</Badge>}
                </Flex>
                <Text color="gray">{serviceSummary(s, t)}</Text>
                <Text size="2" color="gray">
                  {s.barbers.length === 0 ? t('office.service.noBarber') : s.barbers.map((b) => names.get(b.barberId) ?? t('office.service.barberN', { id: b.barberId })).join(', ')}
                </Text>
              </Flex>
              <Flex gap="2" wrap="wrap">
                <Button size="3" variant="soft" onClick={() => setEditing(s)} aria-label={t('office.editName', { name: s.name })}>{t('office.edit')}</Button>
                <Button size="3" variant="soft" color="red" onClick={() => setRetiring(s)} aria-label={t('office.retireName', { name: s.name })} disabled={offline}>{t('office.retire')}</Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {retired.length > 0 && (
        <Flex direction="column" gap="2" mt="2">
          <Heading as="h3" size="3" color="gray">{t('office.retired')}</Heading>
          <ul className="office-list" aria-label={t('office.service.retiredList')}>
            {retired.map((s) => (
              <li key={s.id} className="office-row" data-muted="" data-testid="retired-row">
                <Flex direction="column" gap="1" className="office-row-main">
                  <Text size="3" color="gray">{s.name}</Text>
                  <Text size="2" color="gray">{serviceSummary(s, t)}</Text>
                </Flex>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {editing && (
        <ServiceDialog service={editing === 'new' ? undefined : editing} activeBarbers={activeBarbers} onClose={() => setEditing(null)} onSaved={(before, after) => void noteStale(before, after)} />
      )}
      {retiring && <RetireDialog service={retiring} onClose={() => setRetiring(null)} />}
    </Flex>
  );
}

function RetireDialog({ service, onClose }: { service: AdminService; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const offline = useOfficeOffline();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const retire = useMutation({ mutationFn: () => officeSend('DELETE', `/api/services/${service.id}`, undefined, AdminService), networkMode: 'always' });
  return (
    <AlertDialog.Root open onOpenChange={(open) => !open && onClose()}>
      <AlertDialog.Content maxWidth="460px" className="admin-touch">
        <AlertDialog.Title>{t('office.service.retireTitle', { name: service.name })}</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {t('office.service.retireBody')}
        </AlertDialog.Description>
        <Flex direction="column" gap="3" mt="3">
          <OfflineNote offline={offline} />
          {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel><Button size="3" variant="soft" color="gray">{t('office.keepIt')}</Button></AlertDialog.Cancel>
          <Button
            size="3" color="red" disabled={offline || retire.isPending}
            onClick={() =>
              retire.mutate(undefined, {
                onSuccess: () => {
                  void refreshCatalogue(queryClient);
                  toast({ title: t('office.service.retiredToast'), description: t('office.service.retiredToastBody', { name: service.name }) });
                  onClose();
                },
                onError: (err) => setFailure(failureMessage(err, t('office.service.retireFailed'))),
              })
            }
          >
            {retire.isPending ? t('office.retiring') : t('office.service.retireButton')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
