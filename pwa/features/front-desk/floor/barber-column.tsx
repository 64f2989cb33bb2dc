import { Badge, Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { canMoveVisit } from '#shared/domain/visit-lifecycle';
import { useT } from '#pwa/i18n/use-t';
import type { FloorAppointment, FloorBarber, LineStatus, VisitStatus } from './floor-api';
import { minutesSince, startTime } from './floor-format';

type Props = {
  barber: FloorBarber;
  /** This barber's visits still to come today (booked or arrived), earliest first. */
  next: FloorAppointment[];
  now: number;
  onVisit: (a: { id: number; name: string }, from: VisitStatus, to: VisitStatus, barberId?: number) => void;
  onLine: (e: { id: number; name: string }, from: LineStatus, to: LineStatus, barberId?: number) => void;
  onCallNext: (b: { id: number; name: string }) => void;
  /** A line entry dropped on the column (dragged from the line): it is called to this barber. */
  onDropEntry: (entryId: number, barberId: number) => void;
};

/** One barber's column on the Floor: who is in the chair and for how long (Done), Call next, their next visits. */
export function BarberColumn({ barber, next, now, onVisit, onLine, onCallNext, onDropEntry }: Props) {
  const { t, time } = useT();
  const chair = barber.inChair;
  return (
    <Card
      className="floor-column"
      data-testid="floor-barber"
      aria-label={barber.name}
      onDragOver={(e) => e.preventDefault()}
      onDrop={(e) => {
        const id = Number(e.dataTransfer.getData('text/x-line-entry'));
        if (id) onDropEntry(id, barber.id);
      }}
    >
      <Flex justify="between" align="center" gap="2" mb="2">
        <Heading as="h3" size="5">
          {barber.name}
        </Heading>
        <Button size="3" variant="soft" onClick={() => onCallNext(barber)} aria-label={t('floor.callNext.aria', { name: barber.name })}>
          {t('floor.callNext.button')}
        </Button>
      </Flex>
      <div className="floor-chair" data-busy={chair ? true : undefined}>
        {chair ? (
          <Flex justify="between" align="center" gap="2" wrap="wrap">
            <div>
              <Text as="div" size="1" color="gray">
                {t('floor.inChair')}
              </Text>
              <Text as="div" size="4" weight="bold">
                {chair.firstName}
              </Text>
              <Text as="div" size="2" color="gray">
                {chair.serviceName} · {t('floor.forMinutes', { minutes: minutesSince(chair.startedAt, now) })}
              </Text>
            </div>
            <Button
              size="3"
              color="green"
              onClick={() =>
                chair.kind === 'appointment'
                  ? onVisit({ id: chair.id, name: chair.firstName }, 'in_chair', 'done')
                  : onLine({ id: chair.id, name: chair.firstName }, 'in_chair', 'done')
              }
              aria-label={t('floor.done.aria', { name: chair.firstName })}
            >
              {t('floor.done.button')}
            </Button>
          </Flex>
        ) : (
          <Text size="3" color="gray">
            {t('floor.free')}
          </Text>
        )}
      </div>
      <Text as="div" size="2" weight="bold" mt="3" mb="1">
        {t('floor.nextAppointments')}
      </Text>
      {next.length === 0 && (
        <Text as="p" size="2" color="gray">
          {t('floor.noNext')}
        </Text>
      )}
      <ul className="floor-list">
        {next.slice(0, 4).map((a) => (
          <li key={a.id} className="floor-item" data-testid="floor-appointment">
            <Flex justify="between" align="center" gap="2" wrap="wrap">
              <div>
                <Text weight="bold">{time(startTime(a.start))}</Text> <Text>{a.clientName}</Text>
                <Text as="div" size="1" color="gray">
                  {a.serviceName}
                </Text>
                {a.visit === 'arrived' && <Badge color="blue">{t('floor.visit.arrived')}</Badge>}
                {a.late && a.visit === 'booked' && <Badge color="red">{t('floor.late')}</Badge>}
              </div>
              <Flex gap="2" wrap="wrap">
                {canMoveVisit(a.visit, 'arrived') && (
                  <Button
                    size="3"
                    variant="soft"
                    onClick={() => onVisit({ id: a.id, name: a.clientName }, 'booked', 'arrived')}
                    aria-label={t('floor.action.aria', { action: t('floor.visit.arrived'), name: a.clientName })}
                  >
                    {t('floor.visit.arrived')}
                  </Button>
                )}
                {canMoveVisit(a.visit, 'in_chair') && (
                  <Button
                    size="3"
                    disabled={!!chair}
                    onClick={() => onVisit({ id: a.id, name: a.clientName }, a.visit, 'in_chair', barber.id)}
                    aria-label={t('floor.action.aria', { action: t('floor.visit.in_chair'), name: a.clientName })}
                  >
                    {t('floor.visit.in_chair')}
                  </Button>
                )}
              </Flex>
            </Flex>
          </li>
        ))}
      </ul>
    </Card>
  );
}
