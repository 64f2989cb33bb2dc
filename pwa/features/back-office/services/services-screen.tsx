import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Flex, Text } from '@radix-ui/themes';
import { AdminService } from '#shared/schemas/admin-services';
import { useT, type I18nValue } from '#pwa/i18n/use-t';
import { formatDollarsExact } from '../../staff-shell/lib/format';
import { OfflineNote, officeSend, refreshCatalogue, useFailureMessage, useOfficeOffline } from '../../staff-shell/api/office-api';
import { sortBarbers, splitServices, useAdminBarbers, useAdminServices } from './queries';
import { OfficeConfirmDialog, OfficeFailure } from '../common/office-dialog';
import { useOfficeCommand } from '../common/office-command';
import { OfficeListLoading, OfficeListScreen, OfficeLoadFailure, OfficeRowActions } from '../common/office-list-screen';
import { ServiceDialog } from './service-dialog';
import { shopQueryOptions } from '../shop/shop-api';
import { staleAfterChange } from './stale-text';
import { StaleTextNote, type StaleNote } from './stale-text-note';

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
    const homeMayShow =
      before.name.trim() !== after.name.trim() || (before.price !== null && after.price !== null && before.price !== after.price);
    const shop = homeMayShow ? await queryClient.fetchQuery(shopQueryOptions()).catch(() => undefined) : undefined;
    const items = staleAfterChange(before, after, shop);
    setStale(items.length ? { before, after, items } : null);
  }

  if (services.isPending || barbers.isPending) return <OfficeListLoading testId="services-loading" />;
  if (services.isError || barbers.isError) {
    return (
      <OfficeLoadFailure
        message={failureMessage(services.error ?? barbers.error, t('office.service.loadFailed'))}
        onRetry={() => {
          void services.refetch();
          void barbers.refetch();
        }}
      />
    );
  }
  const { live, retired } = splitServices(services.data);

  return (
    <OfficeListScreen
      intro={t('office.service.intro')}
      addLabel={t('office.service.add')}
      onAdd={() => setEditing('new')}
      offline={offline}
      notes={
        stale && (
          <StaleTextNote
            note={stale}
            onChange={setStale}
            onEditSpanish={() => {
              setEditing(stale.after);
              setStale(null);
            }}
          />
        )
      }
      live={{
        items: live,
        label: t('office.nav.services'),
        emptyTitle: t('office.service.empty'),
        emptyHint: t('office.service.emptyHint'),
        row: (s) => (
          <li key={s.id} className="office-row" data-testid="service-row">
            <Flex direction="column" gap="1" className="office-row-main">
              <Flex gap="2" align="center" wrap="wrap">
                <Text size="4" weight="medium">
                  {s.name}
                </Text>
                {!s.bookableOnline && <Badge color="gray">{t('office.service.staffOnlyBadge')}</Badge>}
              </Flex>
              <Text color="gray">{serviceSummary(s, t)}</Text>
              <Text size="2" color="gray">
                {s.barbers.length === 0
                  ? t('office.service.noBarber')
                  : s.barbers.map((b) => names.get(b.barberId) ?? t('office.service.barberN', { id: b.barberId })).join(', ')}
              </Text>
            </Flex>
            <OfficeRowActions
              name={s.name}
              onEdit={() => setEditing(s)}
              remove="retire"
              onRemove={() => setRetiring(s)}
              offline={offline}
            />
          </li>
        ),
      }}
      retired={{
        items: retired,
        heading: t('office.retired'),
        label: t('office.service.retiredList'),
        row: (s) => (
          <li key={s.id} className="office-row" data-muted="" data-testid="retired-row">
            <Flex direction="column" gap="1" className="office-row-main">
              <Text size="3" color="gray">
                {s.name}
              </Text>
              <Text size="2" color="gray">
                {serviceSummary(s, t)}
              </Text>
            </Flex>
          </li>
        ),
      }}
    >
      {editing && (
        <ServiceDialog
          service={editing === 'new' ? undefined : editing}
          activeBarbers={activeBarbers}
          onClose={() => setEditing(null)}
          onSaved={(before, after) => void noteStale(before, after)}
        />
      )}
      {retiring && <RetireDialog service={retiring} onClose={() => setRetiring(null)} />}
    </OfficeListScreen>
  );
}

function RetireDialog({ service, onClose }: { service: AdminService; onClose: () => void }) {
  const offline = useOfficeOffline();
  const { t } = useT();
  const retire = useOfficeCommand({
    send: () => officeSend('DELETE', `/api/services/${service.id}`, undefined, AdminService),
    refresh: refreshCatalogue,
    done: () => ({ title: t('office.service.retiredToast'), description: t('office.service.retiredToastBody', { name: service.name }) }),
    failed: t('office.service.retireFailed'),
    onDone: onClose,
  });
  return (
    <OfficeConfirmDialog
      title={t('office.service.retireTitle', { name: service.name })}
      body={t('office.service.retireBody')}
      maxWidth="460px"
      onClose={onClose}
      notes={
        <>
          <OfflineNote offline={offline} />
          <OfficeFailure failure={retire.failure} />
        </>
      }
      keepLabel={t('office.keepIt')}
      confirmLabel={t('office.service.retireButton')}
      busyLabel={t('office.retiring')}
      busy={retire.busy}
      disabled={offline || retire.busy}
      onConfirm={() => retire.run(undefined)}
    />
  );
}
