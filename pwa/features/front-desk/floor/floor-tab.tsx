import { useMemo, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Dialog, Flex, Grid, Skeleton } from '@radix-ui/themes';
import { PlusIcon } from '#pwa/components/icons/plus';
import { shopDate } from '#shared/domain/shop-time';
import { LoadProblem } from '#pwa/components/load-problem';
import { useLiveEvents } from '#pwa/lib/live-events';
import { useT } from '#pwa/i18n/use-t';
import { TabHeading } from '../../staff-shell/components/tab-heading';
import { useOutboxRows } from '../hooks/use-outbox';
import { useSubmitCancel } from '../hooks/use-queueable-changes';
import { useDeskServices } from '#pwa/lib/catalogue';
import { AddToLineForm } from './add-to-line-form';
import { BarberColumn } from './barber-column';
import { FLOOR_EVENTS_URL, floorQueryKey, useFloor, type FloorAppointment } from './floor-api';
import { startTime } from './floor-format';
import { withPending } from './floor-pending';
import { LateList } from './late-list';
import { LineList } from './line-list';
import { UndoBar } from './undo-bar';
import { useFloorActions } from './use-floor-actions';
import './floor.css';

/**
 * The Floor (docs/decisions/068-floor-screens.md): the first tab for staff. A column per barber
 * working today (the chair, Call next, their next visits), the line, late clients, and the last
 * minute's taps with Undo. Live from GET /api/floor/events (each event refetches the floor), polling
 * while the stream is down; the desk's own changes waiting in the outbox are shown laid over it.
 */
export function FloorTab() {
  const { t } = useT();
  const queryClient = useQueryClient();
  const floor = useFloor();
  const rows = useOutboxRows();
  const live = useLiveEvents(
    FLOOR_EVENTS_URL,
    () => void queryClient.invalidateQueries({ queryKey: floorQueryKey }, { cancelRefetch: false }),
  );
  const actions = useFloorActions();
  const cancel = useSubmitCancel();
  const services = useDeskServices();
  const [adding, setAdding] = useState(false);
  const data = useMemo(() => (floor.data ? withPending(floor.data, rows ?? []) : undefined), [floor.data, rows]);
  const now = Math.max(actions.now, Date.now());

  const moveToLine = async (a: FloorAppointment) => {
    const service = services.data?.find((s) => (a.serviceId !== undefined ? s.id === a.serviceId : s.name === a.serviceName));
    if (!service) return;
    const added = await actions.addToLine({
      entry: {
        firstName: a.clientName.split(' ')[0] ?? a.clientName,
        serviceId: service.id,
        barberId: a.barberId,
        fromAppointmentId: a.id,
      },
      serviceName: a.serviceName,
    });
    if (!added) return;
    const day = /^\d\d:\d\d/.test(a.start) ? shopDate(new Date()) : shopDate(new Date(a.start));
    cancel.mutate({ appointmentId: a.id, clientName: a.clientName, date: day, time: startTime(a.start) });
  };

  return (
    <>
      <Flex justify="between" align="start" gap="3" wrap="wrap">
        <TabHeading title={t('floor.heading')} description={t('floor.description')} />
        <Flex gap="2" align="center">
          {live !== 'live' && (
            <Badge color="amber" size="2" data-testid="floor-live">
              {t(live === 'polling' ? 'floor.live.polling' : 'floor.live.reconnecting')}
            </Badge>
          )}
          <Dialog.Root open={adding} onOpenChange={setAdding}>
            <Dialog.Trigger>
              <Button size="3">
                <PlusIcon aria-hidden /> {t('floor.addToLine')}
              </Button>
            </Dialog.Trigger>
            <Dialog.Content maxWidth="600px" className="admin-touch" aria-describedby={undefined}>
              <Dialog.Title size="6">{t('floor.addToLine')}</Dialog.Title>
              <AddToLineForm
                onAdd={async (add) => {
                  const ok = await actions.addToLine(add);
                  if (ok) setAdding(false);
                  return ok;
                }}
                onCancel={() => setAdding(false)}
              />
            </Dialog.Content>
          </Dialog.Root>
        </Flex>
      </Flex>
      <UndoBar items={actions.undoItems} now={now} onUndo={(key) => void actions.undoTap(key)} />
      <LoadProblem size="3" what={t('floor.what')} query={floor} />
      {floor.isPending && <Skeleton height="320px" />}
      {data && (
        <>
          <LateList
            late={data.appointments.filter((a) => a.late && a.visit === 'booked')}
            barbers={data.barbers}
            onNoShow={(a) => void actions.visit({ id: a.id, name: a.clientName }, 'booked', 'no_show')}
            onMoveToLine={(a) => void moveToLine(a)}
          />
          <Grid columns={{ initial: '1', md: '3' }} gap="4" className="floor-grid">
            <div className="floor-barbers">
              {data.barbers
                .filter((b) => b.working !== false || b.inChair)
                .map((b) => (
                  <BarberColumn
                    key={b.id}
                    barber={b}
                    now={now}
                    next={data.appointments
                      .filter((a) => a.barberId === b.id && (a.visit === 'booked' || a.visit === 'arrived'))
                      .sort((x, y) => x.start.localeCompare(y.start))}
                    onVisit={(a, from, to, barberId) => void actions.visit(a, from, to, barberId)}
                    onLine={(e, from, to, barberId) => void actions.line(e, from, to, barberId)}
                    onCallNext={(barber) => void actions.next(barber)}
                    onDropEntry={(id, barberId) => {
                      const e = data.line.find((x) => x.id === id);
                      if (e) void actions.line({ id, name: e.firstName }, e.status, 'called', barberId);
                    }}
                  />
                ))}
            </div>
            <LineList
              line={data.line}
              barbers={data.barbers}
              onLine={(e, from, to, barberId) => void actions.line(e, from, to, barberId)}
            />
          </Grid>
        </>
      )}
    </>
  );
}
