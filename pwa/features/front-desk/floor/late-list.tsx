import { useState } from 'react';
import { Button, Callout, Flex, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { useT } from '#pwa/i18n/use-t';
import type { FloorAppointment, FloorBarber } from './floor-api';
import { startTime } from './floor-format';

type Props = {
  late: FloorAppointment[];
  barbers: FloorBarber[];
  onNoShow: (a: FloorAppointment) => void;
  onMoveToLine: (a: FloorAppointment) => void;
};

/**
 * Booked clients not arrived N minutes after their start: staff choose Wait (hidden on this tablet
 * until the next one is late), Move to the line (they join it with their client's phone, email and
 * language, so they are told when they are up, and their booking is cancelled, freeing the time), or No-show (counted on the client's record).
 */
export function LateList({ late, barbers, onNoShow, onMoveToLine }: Props) {
  const { t, time } = useT();
  const [waiting, setWaiting] = useState<ReadonlySet<number>>(new Set());
  const shown = late.filter((a) => !waiting.has(a.id));
  if (shown.length === 0) return null;
  return (
    <Callout.Root color="red" mb="4" data-testid="floor-late">
      <Callout.Icon>
        <ExclamationTriangleIcon />
      </Callout.Icon>
      <Flex direction="column" gap="3" width="100%">
        <Text weight="bold">{t('floor.lateHeading', { count: shown.length })}</Text>
        {shown.map((a) => (
          <Flex key={a.id} justify="between" align="center" gap="2" wrap="wrap" data-testid="floor-late-item">
            <Text>
              <strong>{a.clientName}</strong> · {time(startTime(a.start))} · {barbers.find((b) => b.id === a.barberId)?.name}
            </Text>
            <Flex gap="2" wrap="wrap">
              <Button size="3" variant="soft" color="gray" onClick={() => setWaiting((s) => new Set(s).add(a.id))}>
                {t('floor.lateWait')}
              </Button>
              <Button size="3" variant="soft" onClick={() => onMoveToLine(a)}>
                {t('floor.lateToLine')}
              </Button>
              <Button
                size="3"
                color="red"
                onClick={() => onNoShow(a)}
                aria-label={t('floor.action.aria', { action: t('floor.visit.no_show'), name: a.clientName })}
              >
                {t('floor.visit.no_show')}
              </Button>
            </Flex>
          </Flex>
        ))}
      </Flex>
    </Callout.Root>
  );
}
