import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Badge, Button, Callout, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { PersonIcon, PlusIcon } from '@radix-ui/react-icons';
import { AdminBarber } from '#shared/schemas/back-office';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { useToast } from '../../../../components/toast';
import { useT } from '../../../../i18n/use-t';
import { EmptyState } from '../../components/empty-state';
import {
  ConflictList, conflictAppointments, OfflineNote, officeSend, refreshCatalogue, useFailureMessage, useOfficeOffline,
} from '../services/office-api';
import { sortBarbers, useAdminBarbers } from '../services/queries';
import { BarberDialog } from './barber-dialog';
import { barberPhotoSrc } from './barber-photo';
import { HoursDialog } from './hours-dialog';
import { TimeOffDialog } from './time-off-dialog';
import '../services/office.css';

type Open = { kind: 'edit' | 'hours' | 'time-off' | 'deactivate'; barber: AdminBarber } | { kind: 'add' } | null;

/** The back office's Barbers screen: who works here, their photo, hours and time off; add, edit, deactivate, bring back. */
export function BarbersScreen() {
  const barbers = useAdminBarbers();
  const [open, setOpen] = useState<Open>(null);
  const offline = useOfficeOffline();
  const queryClient = useQueryClient();
  const toast = useToast();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const reactivate = useMutation({
    mutationFn: (b: AdminBarber) => officeSend('PATCH', `/api/barbers/${b.id}`, { active: true }, AdminBarber),
    networkMode: 'always',
  });

  if (barbers.isPending) return <Skeleton data-testid="barbers-loading" height="12rem" />;
  if (barbers.isError) {
    return (
      <Callout.Root color="red" role="alert">
        <Callout.Text>
          {failureMessage(barbers.error, t('office.barber.loadFailed'))}{' '}
          <Button size="1" variant="soft" onClick={() => void barbers.refetch()}>{t('office.tryAgain')}</Button>
        </Callout.Text>
      </Callout.Root>
    );
  }
  const all = sortBarbers(barbers.data);
  const active = all.filter((b) => b.active);
  const inactive = all.filter((b) => !b.active);
  const close = () => setOpen(null);

  return (
    <Flex direction="column" gap="4">
      <Flex justify="between" align="center" gap="3" wrap="wrap">
        <Text color="gray">{t('office.barber.intro')}</Text>
        <Button size="3" onClick={() => setOpen({ kind: 'add' })}>
          <PlusIcon aria-hidden width={18} height={18} /> {t('office.barber.add')}
        </Button>
      </Flex>
      <OfflineNote offline={offline} />
      {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
      {active.length === 0 ? (
        <EmptyState title={t('office.barber.empty')} hint={t('office.barber.emptyHint')} />
      ) : (
        <ul className="office-list" aria-label={t('office.nav.barbers')}>
          {active.map((b) => (
            <li key={b.id} className="office-row office-row-with-photo" data-testid="barber-row">
              <Thumb barber={b} />
              <Flex direction="column" gap="1" className="office-row-main">
                <Text size="4" weight="medium">{b.name}</Text>
                {b.title && <Text color="gray">{b.title}</Text>}
              </Flex>
              <Flex gap="2" wrap="wrap">
                <Button size="3" variant="soft" aria-label={t('office.editName', { name: b.name })} onClick={() => setOpen({ kind: 'edit', barber: b })}>{t('office.edit')}</Button>
                <Button size="3" variant="soft" aria-label={t('office.barber.hoursFor', { name: b.name })} onClick={() => setOpen({ kind: 'hours', barber: b })}>{t('office.barber.hours')}</Button>
                <Button size="3" variant="soft" aria-label={t('office.barber.timeOffFor', { name: b.name })} onClick={() => setOpen({ kind: 'time-off', barber: b })}>{t('office.barber.timeOff')}</Button>
                <Button size="3" variant="soft" color="red" aria-label={t('office.deactivateName', { name: b.name })} disabled={offline} onClick={() => setOpen({ kind: 'deactivate', barber: b })}>
                  {t('office.deactivate')}
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {inactive.length > 0 && (
        <Flex direction="column" gap="2" mt="2">
          <Heading as="h3" size="3" color="gray">{t('office.barber.inactiveHeading')}</Heading>
          <ul className="office-list" aria-label={t('office.barber.inactiveList')}>
            {inactive.map((b) => (
              <li key={b.id} className="office-row office-row-with-photo" data-muted="" data-testid="inactive-row">
                <Thumb barber={b} />
                <Flex direction="column" gap="1" className="office-row-main">
                  <Flex gap="2" align="center"><Text size="3" color="gray">{b.name}</Text><Badge color="gray">{t('office.barber.inactiveBadge')}</Badge></Flex>
                </Flex>
                <Button
                  size="3" variant="soft" aria-label={t('office.reactivateName', { name: b.name })} disabled={offline || reactivate.isPending}
                  onClick={() => {
                    setFailure(null);
                    reactivate.mutate(b, {
                      onSuccess: (saved) => {
                        void refreshCatalogue(queryClient);
                        toast({ title: t('office.barber.reactivated'), description: t('office.barber.reactivatedBody', { name: saved.name }) });
                      },
                      onError: (err) => setFailure(failureMessage(err, t('office.barber.reactivateFailed'))),
                    });
                  }}
                >
                  {t('office.reactivate')}
                </Button>
              </li>
            ))}
          </ul>
        </Flex>
      )}
      {open?.kind === 'add' && <BarberDialog onClose={close} />}
      {open?.kind === 'edit' && <BarberDialog barber={open.barber} onClose={close} />}
      {open?.kind === 'hours' && <HoursDialog barber={open.barber} onClose={close} />}
      {open?.kind === 'time-off' && <TimeOffDialog barber={open.barber} onClose={close} />}
      {open?.kind === 'deactivate' && <DeactivateDialog barber={open.barber} onClose={close} />}
    </Flex>
  );
}

function Thumb({ barber }: { barber: AdminBarber }) {
  const src = barberPhotoSrc(barber);
  return src ? (
    <img className="office-thumb" src={src} alt="" loading="lazy" data-testid="barber-thumb" />
  ) : (
    <div className="office-thumb" aria-hidden data-testid="barber-thumb"><PersonIcon width={24} height={24} /></div>
  );
}

/** Deactivating asks first; while they have upcoming appointments the server lists them (409). */
function DeactivateDialog({ barber, onClose }: { barber: AdminBarber; onClose: () => void }) {
  const queryClient = useQueryClient();
  const toast = useToast();
  const offline = useOfficeOffline();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const [failure, setFailure] = useState<string | null>(null);
  const [upcoming, setUpcoming] = useState<AdminAppointment[] | null>(null);
  const deactivate = useMutation({ mutationFn: () => officeSend('DELETE', `/api/barbers/${barber.id}`, undefined, AdminBarber), networkMode: 'always' });
  return (
    <AlertDialog.Root open onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Content maxWidth="520px" className="admin-touch">
        <AlertDialog.Title>{t('office.deactivateTitle', { name: barber.name })}</AlertDialog.Title>
        <AlertDialog.Description size="3">
          {t('office.barber.deactivateBody')}
        </AlertDialog.Description>
        <Flex direction="column" gap="3" mt="3">
          {upcoming && upcoming.length > 0 && <ConflictList appointments={upcoming} title={t('office.barber.upcoming', { name: barber.name })} />}
          {failure && !upcoming?.length && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
          <OfflineNote offline={offline} />
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel><Button size="3" variant="soft" color="gray">{t('office.keep')}</Button></AlertDialog.Cancel>
          <Button
            size="3" color="red" disabled={offline || deactivate.isPending}
            onClick={() => {
              setFailure(null);
              setUpcoming(null);
              deactivate.mutate(undefined, {
                onSuccess: () => {
                  void refreshCatalogue(queryClient);
                  toast({ title: t('office.barber.deactivated'), description: t('office.barber.deactivatedBody', { name: barber.name }) });
                  onClose();
                },
                onError: (err) => {
                  setUpcoming(conflictAppointments(err));
                  setFailure(failureMessage(err, t('office.barber.deactivateFailed')));
                },
              });
            }}
          >
            {deactivate.isPending ? t('office.deactivating') : t('office.deactivate')}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
