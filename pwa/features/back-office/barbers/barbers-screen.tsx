import { useState } from 'react';
import { Button, Flex, Text } from '@radix-ui/themes';
import { PersonIcon } from '#pwa/components/icons/person';
import { AdminBarber } from '#shared/schemas/admin-barbers';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { useT } from '#pwa/i18n/use-t';
import {
  ConflictList,
  conflictAppointments,
  OfflineNote,
  officeSend,
  refreshCatalogue,
  useFailureMessage,
  useOfficeOffline,
} from '../../staff-shell/api/office-api';
import { sortBarbers, useAdminBarbers } from '../services/queries';
import { OfficeConfirmDialog, OfficeFailure } from '../common/office-dialog';
import { useOfficeCommand } from '../common/office-command';
import { OfficeListLoading, OfficeListScreen, OfficeLoadFailure, OfficeRetiredRow, OfficeRowActions } from '../common/office-list-screen';
import { BarberDialog } from './barber-dialog';
import { barberPhotoSrc } from './barber-photo';
import { HoursDialog } from './hours-dialog';
import { TimeOffDialog } from './time-off-dialog';

type Open = { kind: 'edit' | 'hours' | 'time-off' | 'deactivate'; barber: AdminBarber } | { kind: 'add' } | null;

/** The back office's Barbers screen: who works here, their photo, hours and time off; add, edit, deactivate, bring back. */
export function BarbersScreen() {
  const barbers = useAdminBarbers();
  const [open, setOpen] = useState<Open>(null);
  const offline = useOfficeOffline();
  const { t } = useT();
  const failureMessage = useFailureMessage();
  const reactivate = useOfficeCommand({
    send: (b: AdminBarber) => officeSend('PATCH', `/api/barbers/${b.id}`, { active: true }, AdminBarber),
    refresh: refreshCatalogue,
    done: (saved) => ({ title: t('office.barber.reactivated'), description: t('office.barber.reactivatedBody', { name: saved.name }) }),
    failed: t('office.barber.reactivateFailed'),
  });

  if (barbers.isPending) return <OfficeListLoading testId="barbers-loading" />;
  if (barbers.isError)
    return (
      <OfficeLoadFailure message={failureMessage(barbers.error, t('office.barber.loadFailed'))} onRetry={() => void barbers.refetch()} />
    );
  const all = sortBarbers(barbers.data);
  const active = all.filter((b) => b.active);
  const inactive = all.filter((b) => !b.active);
  const close = () => setOpen(null);

  return (
    <OfficeListScreen
      intro={t('office.barber.intro')}
      addLabel={t('office.barber.add')}
      onAdd={() => setOpen({ kind: 'add' })}
      offline={offline}
      notes={<OfficeFailure failure={reactivate.failure} />}
      live={{
        items: active,
        label: t('office.nav.barbers'),
        emptyTitle: t('office.barber.empty'),
        emptyHint: t('office.barber.emptyHint'),
        row: (b) => (
          <li key={b.id} className="office-row office-row-with-photo" data-testid="barber-row">
            <Thumb barber={b} />
            <Flex direction="column" gap="1" className="office-row-main">
              <Text size="4" weight="medium">
                {b.name}
              </Text>
              {b.title && <Text color="gray">{b.title}</Text>}
            </Flex>
            <OfficeRowActions
              name={b.name}
              onEdit={() => setOpen({ kind: 'edit', barber: b })}
              remove="deactivate"
              onRemove={() => setOpen({ kind: 'deactivate', barber: b })}
              offline={offline}
            >
              <Button
                size="3"
                variant="soft"
                aria-label={t('office.barber.hoursFor', { name: b.name })}
                onClick={() => setOpen({ kind: 'hours', barber: b })}
              >
                {t('office.barber.hours')}
              </Button>
              <Button
                size="3"
                variant="soft"
                aria-label={t('office.barber.timeOffFor', { name: b.name })}
                onClick={() => setOpen({ kind: 'time-off', barber: b })}
              >
                {t('office.barber.timeOff')}
              </Button>
            </OfficeRowActions>
          </li>
        ),
      }}
      retired={{
        items: inactive,
        heading: t('office.barber.inactiveHeading'),
        label: t('office.barber.inactiveList'),
        row: (b) => (
          <OfficeRetiredRow
            key={b.id}
            name={b.name}
            badge={t('office.barber.inactiveBadge')}
            thumb={<Thumb barber={b} />}
            testId="inactive-row"
            action={{
              label: t('office.reactivate'),
              accessibleName: t('office.reactivateName', { name: b.name }),
              disabled: offline || reactivate.busy,
              onClick: () => reactivate.run(b),
            }}
          />
        ),
      }}
    >
      {open?.kind === 'add' && <BarberDialog onClose={close} />}
      {open?.kind === 'edit' && <BarberDialog barber={open.barber} onClose={close} />}
      {open?.kind === 'hours' && <HoursDialog barber={open.barber} onClose={close} />}
      {open?.kind === 'time-off' && <TimeOffDialog barber={open.barber} onClose={close} />}
      {open?.kind === 'deactivate' && <DeactivateDialog barber={open.barber} onClose={close} />}
    </OfficeListScreen>
  );
}

function Thumb({ barber }: { barber: AdminBarber }) {
  const src = barberPhotoSrc(barber);
  return src ? (
    <img className="office-thumb" src={src} alt="" loading="lazy" data-testid="barber-thumb" />
  ) : (
    <div className="office-thumb" aria-hidden data-testid="barber-thumb">
      <PersonIcon width={24} height={24} />
    </div>
  );
}

/** Deactivating asks first; while they have upcoming appointments the server lists them (409). */
function DeactivateDialog({ barber, onClose }: { barber: AdminBarber; onClose: () => void }) {
  const offline = useOfficeOffline();
  const { t } = useT();
  const [upcoming, setUpcoming] = useState<AdminAppointment[] | null>(null);
  const deactivate = useOfficeCommand({
    send: () => officeSend('DELETE', `/api/barbers/${barber.id}`, undefined, AdminBarber),
    refresh: refreshCatalogue,
    done: () => ({ title: t('office.barber.deactivated'), description: t('office.barber.deactivatedBody', { name: barber.name }) }),
    failed: t('office.barber.deactivateFailed'),
    onDone: onClose,
    onError: (err) => setUpcoming(conflictAppointments(err)),
  });
  return (
    <OfficeConfirmDialog
      title={t('office.deactivateTitle', { name: barber.name })}
      body={t('office.barber.deactivateBody')}
      maxWidth="520px"
      onClose={onClose}
      notes={
        <>
          {upcoming && upcoming.length > 0 && (
            <ConflictList appointments={upcoming} title={t('office.barber.upcoming', { name: barber.name })} />
          )}
          <OfficeFailure failure={!upcoming?.length && deactivate.failure} />
          <OfflineNote offline={offline} />
        </>
      }
      keepLabel={t('office.keep')}
      confirmLabel={t('office.deactivate')}
      busyLabel={t('office.deactivating')}
      busy={deactivate.busy}
      disabled={offline || deactivate.busy}
      onConfirm={() => {
        setUpcoming(null);
        deactivate.run(undefined);
      }}
    />
  );
}
