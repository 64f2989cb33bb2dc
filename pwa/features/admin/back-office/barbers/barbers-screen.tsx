import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AlertDialog, Badge, Button, Callout, Flex, Heading, Skeleton, Text } from '@radix-ui/themes';
import { PersonIcon, PlusIcon } from '@radix-ui/react-icons';
import { AdminBarber } from '#shared/schemas/back-office';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import { useToast } from '../../../../components/toast';
import { EmptyState } from '../../components/empty-state';
import {
  ConflictList, conflictAppointments, failureMessage, OfflineNote, officeSend, refreshCatalogue, useOfficeOffline,
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
          {failureMessage(barbers.error, 'Could not load the barbers. Please try again.')}{' '}
          <Button size="1" variant="soft" onClick={() => void barbers.refetch()}>Try again</Button>
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
        <Text color="gray">Who clients can book, in the order they see them.</Text>
        <Button size="3" onClick={() => setOpen({ kind: 'add' })}>
          <PlusIcon aria-hidden width={18} height={18} /> Add Barber
        </Button>
      </Flex>
      <OfflineNote offline={offline} />
      {failure && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
      {active.length === 0 ? (
        <EmptyState title="No active barbers" hint="Add one, or bring one back." />
      ) : (
        <ul className="office-list" aria-label="Barbers">
          {active.map((b) => (
            <li key={b.id} className="office-row office-row-with-photo" data-testid="barber-row">
              <Thumb barber={b} />
              <Flex direction="column" gap="1" className="office-row-main">
                <Text size="4" weight="medium">{b.name}</Text>
                {b.title && <Text color="gray">{b.title}</Text>}
              </Flex>
              <Flex gap="2" wrap="wrap">
                <Button size="3" variant="soft" aria-label={`Edit ${b.name}`} onClick={() => setOpen({ kind: 'edit', barber: b })}>Edit</Button>
                <Button size="3" variant="soft" aria-label={`Hours for ${b.name}`} onClick={() => setOpen({ kind: 'hours', barber: b })}>Hours</Button>
                <Button size="3" variant="soft" aria-label={`Time off for ${b.name}`} onClick={() => setOpen({ kind: 'time-off', barber: b })}>Time off</Button>
                <Button size="3" variant="soft" color="red" aria-label={`Deactivate ${b.name}`} disabled={offline} onClick={() => setOpen({ kind: 'deactivate', barber: b })}>
                  Deactivate
                </Button>
              </Flex>
            </li>
          ))}
        </ul>
      )}
      {inactive.length > 0 && (
        <Flex direction="column" gap="2" mt="2">
          <Heading as="h3" size="3" color="gray">Inactive</Heading>
          <ul className="office-list" aria-label="Inactive barbers">
            {inactive.map((b) => (
              <li key={b.id} className="office-row office-row-with-photo" data-muted="" data-testid="inactive-row">
                <Thumb barber={b} />
                <Flex direction="column" gap="1" className="office-row-main">
                  <Flex gap="2" align="center"><Text size="3" color="gray">{b.name}</Text><Badge color="gray">Inactive</Badge></Flex>
                </Flex>
                <Button
                  size="3" variant="soft" aria-label={`Reactivate ${b.name}`} disabled={offline || reactivate.isPending}
                  onClick={() => {
                    setFailure(null);
                    reactivate.mutate(b, {
                      onSuccess: (saved) => {
                        void refreshCatalogue(queryClient);
                        toast({ title: 'Barber Reactivated', description: `${saved.name} can be booked again once their hours are set.` });
                      },
                      onError: (err) => setFailure(failureMessage(err, 'The barber could not be reactivated. Please try again.')),
                    });
                  }}
                >
                  Reactivate
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
  const [failure, setFailure] = useState<string | null>(null);
  const [upcoming, setUpcoming] = useState<AdminAppointment[] | null>(null);
  const deactivate = useMutation({ mutationFn: () => officeSend('DELETE', `/api/barbers/${barber.id}`, undefined, AdminBarber), networkMode: 'always' });
  return (
    <AlertDialog.Root open onOpenChange={(o) => !o && onClose()}>
      <AlertDialog.Content maxWidth="520px" className="admin-touch">
        <AlertDialog.Title>Deactivate {barber.name}?</AlertDialog.Title>
        <AlertDialog.Description size="3">
          They leave the booking pages. Past appointments keep their name; you can bring them back later.
        </AlertDialog.Description>
        <Flex direction="column" gap="3" mt="3">
          {upcoming && upcoming.length > 0 && <ConflictList appointments={upcoming} title={`${barber.name} has upcoming appointments. Move or cancel these first.`} />}
          {failure && !upcoming?.length && <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>}
          <OfflineNote offline={offline} />
        </Flex>
        <Flex gap="3" mt="4" justify="end" wrap="wrap">
          <AlertDialog.Cancel><Button size="3" variant="soft" color="gray">Keep</Button></AlertDialog.Cancel>
          <Button
            size="3" color="red" disabled={offline || deactivate.isPending}
            onClick={() => {
              setFailure(null);
              setUpcoming(null);
              deactivate.mutate(undefined, {
                onSuccess: () => {
                  void refreshCatalogue(queryClient);
                  toast({ title: 'Barber Deactivated', description: `${barber.name} no longer takes bookings.` });
                  onClose();
                },
                onError: (err) => {
                  setUpcoming(conflictAppointments(err));
                  setFailure(failureMessage(err, 'The barber could not be deactivated. Please try again.'));
                },
              });
            }}
          >
            {deactivate.isPending ? 'Deactivating...' : 'Deactivate'}
          </Button>
        </Flex>
      </AlertDialog.Content>
    </AlertDialog.Root>
  );
}
