import { Badge, Button, Card, Flex, Heading, Select, Text } from '@radix-ui/themes';
import { canMoveLine } from '#shared/domain/visit-lifecycle';
import { useT } from '#pwa/i18n/use-t';
import type { FloorBarber, FloorLineEntry, LineStatus } from './floor-api';
import { rangeValues } from './floor-format';

type Props = {
  line: FloorLineEntry[];
  barbers: FloorBarber[];
  onLine: (e: { id: number; name: string }, from: LineStatus, to: LineStatus, barberId?: number) => void;
};

/**
 * The line in order: position, first name, service, barber or "First available", the estimate and
 * how long they have waited. Called → In chair → Done, or Left; a "first available" entry is
 * assigned by choosing a barber (or dragged onto a barber's column), which calls them to that chair.
 */
export function LineList({ line, barbers, onLine }: Props) {
  const { t } = useT();
  const live = line.filter((e) => e.status === 'waiting' || e.status === 'called');
  const nameOf = (id: number | null) => barbers.find((b) => b.id === id)?.name;
  return (
    <Card className="floor-line" data-testid="floor-line">
      <Heading as="h3" size="5" mb="2">
        {t('floor.line.heading', { count: live.length })}
      </Heading>
      {live.length === 0 && (
        <Text as="p" color="gray">
          {t('floor.line.empty')}
        </Text>
      )}
      <ol className="floor-list">
        {live.map((e) => {
          const who = { id: e.id, name: e.firstName };
          const pending = e.id < 0;
          return (
            <li
              key={e.id}
              className="floor-item"
              data-testid="floor-line-entry"
              draggable={!pending && e.barberId === null}
              onDragStart={(ev) => ev.dataTransfer.setData('text/x-line-entry', String(e.id))}
            >
              <Flex justify="between" align="center" gap="2" wrap="wrap">
                <Flex gap="3" align="center">
                  <Text size="6" weight="bold" className="floor-position">
                    {e.position}
                  </Text>
                  <div>
                    <Text size="4" weight="bold">
                      {e.firstName}
                    </Text>{' '}
                    {e.status === 'called' && <Badge color="amber">{t('floor.line.called')}</Badge>}
                    {pending && <Badge color="gray">{t('floor.waitingToSync')}</Badge>}
                    <Text as="div" size="2" color="gray">
                      {e.serviceName} · {nameOf(e.barberId) ?? t('floor.firstAvailable')}
                    </Text>
                    <Text as="div" size="2">
                      {e.estimate && t('floor.range', rangeValues(e.estimate))}
                      {e.estimate && ' · '}
                      {t('floor.waited', { minutes: e.waitedMinutes })}
                    </Text>
                  </div>
                </Flex>
                {!pending && (
                  <Flex gap="2" wrap="wrap" align="center">
                    {e.barberId === null && (
                      <Select.Root size="3" onValueChange={(v) => onLine(who, e.status, 'called', Number(v))}>
                        <Select.Trigger
                          aria-label={t('floor.assign.aria', { name: e.firstName })}
                          placeholder={t('floor.assign.placeholder')}
                        />
                        <Select.Content>
                          {barbers.map((b) => (
                            <Select.Item key={b.id} value={String(b.id)}>
                              {b.name}
                            </Select.Item>
                          ))}
                        </Select.Content>
                      </Select.Root>
                    )}
                    {canMoveLine(e.status, 'called') && e.barberId !== null && (
                      <Button
                        size="3"
                        variant="soft"
                        onClick={() => onLine(who, 'waiting', 'called')}
                        aria-label={t('floor.action.aria', { action: t('floor.line.called'), name: e.firstName })}
                      >
                        {t('floor.line.called')}
                      </Button>
                    )}
                    {e.barberId !== null && canMoveLine(e.status, 'in_chair') && (
                      <Button
                        size="3"
                        onClick={() => onLine(who, e.status, 'in_chair', e.barberId ?? undefined)}
                        aria-label={t('floor.action.aria', { action: t('floor.line.in_chair'), name: e.firstName })}
                      >
                        {t('floor.line.in_chair')}
                      </Button>
                    )}
                    {canMoveLine(e.status, 'left') && (
                      <Button
                        size="3"
                        variant="soft"
                        color="red"
                        onClick={() => onLine(who, e.status, 'left')}
                        aria-label={t('floor.action.aria', { action: t('floor.line.left'), name: e.firstName })}
                      >
                        {t('floor.line.left')}
                      </Button>
                    )}
                  </Flex>
                )}
              </Flex>
            </li>
          );
        })}
      </ol>
    </Card>
  );
}
