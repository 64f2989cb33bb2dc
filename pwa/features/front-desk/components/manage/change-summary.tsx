import { Flex, Text } from '@radix-ui/themes';
import { useT } from '#pwa/i18n/use-t';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import type { ChangeLine } from '../../lib/outbox-view';

/** 'Walk-in: Ana Rivera' and 'Sat, Nov 21 · 4:05 PM · Miguel · Corte' (what was queued). */
export function ChangeSummary({ line }: { line: ChangeLine }) {
  const { time, lang } = useT();
  const when = [line.date && formatDay(line.date, undefined, lang), line.time && time(line.time), line.barberName, line.serviceName].filter(
    Boolean,
  );
  return (
    <Flex direction="column" gap="1" className="admin-who">
      <Text size="4" weight="bold">
        {line.title}
      </Text>
      {when.length > 0 && (
        <Text size="3" color="gray">
          {when.join(' · ')}
        </Text>
      )}
    </Flex>
  );
}
