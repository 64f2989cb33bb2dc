import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { ExclamationTriangleIcon } from '#pwa/components/icons/exclamation-triangle';
import { replaceChange } from '#pwa/offline/outbox-store';
import { replayNow } from '#pwa/offline/replay';
import { useToast } from '#pwa/components/toast';
import { CANCEL, queuedToast } from '../../lib/outbox-kinds';
import { useT } from '#pwa/i18n/use-t';
import type { ChangeLine } from '../../lib/outbox-view';
import type { MessageId } from '#pwa/i18n/catalogue';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { ChangeSummary } from './change-summary';
import { ChooseAnotherTime } from './choose-another-time';
import { DiscardChange } from './discard-change';

/**
 * A refused cancellation: send it again as a new change (the old key's answer is kept by the server);
 * one refused because the visit changed is sent for the visit as it is now.
 */
function TryAgain({ line }: { line: ChangeLine }) {
  const toast = useToast();
  const { t } = useT();
  // Refused because the visit changed: staff saw both versions, so trying again cancels it as it is now.
  const c = line.current;
  const payload =
    c && line.cancel
      ? {
          ...line.cancel,
          date: c.date,
          time: c.time,
          barberName: c.barberName,
          seen: { date: c.date, time: c.time, barberId: c.barberId, status: c.status },
        }
      : line.cancel;
  const retry = async () => {
    await replaceChange(line.id, CANCEL, payload);
    toast(queuedToast(t, 'cancel'));
    void replayNow({ force: true });
  };
  return (
    <Button size="3" onClick={() => void retry()} aria-label={t('admin.manage.tryAgain.aria', { title: line.title })}>
      {t('admin.manage.tryAgain.button')}
    </Button>
  );
}

/** A change refused because its appointment changed since: what staff saw, and what it is now. */
function BothVersions({ line }: { line: ChangeLine & { current: NonNullable<ChangeLine['current']> } }) {
  const { t, time, lang } = useT();
  const c = line.current;
  const saw = [formatDay(line.date, undefined, lang), time(line.time), line.barberName].filter(Boolean).join(' · ');
  const now = [formatDay(c.date, undefined, lang), time(c.time), c.barberName, t(`admin.status.${c.status}` as MessageId)].join(' · ');
  return (
    <Flex direction="column" gap="1">
      <Text size="3" data-testid="change-seen">
        {t('admin.changed.saw', { when: saw })}
      </Text>
      <Text size="3" weight="bold" data-testid="change-now">
        {t('admin.changed.now', { when: now })}
      </Text>
    </Flex>
  );
}

function AttentionItem({ line }: { line: ChangeLine }) {
  const { t, known } = useT();
  return (
    <li className="admin-attention-item" data-testid="attention-item">
      <Flex direction="column" gap="2" className="admin-who">
        {line.current ? (
          <>
            <Text size="4" weight="bold">
              {line.title}
            </Text>
            <BothVersions line={{ ...line, current: line.current }} />
          </>
        ) : (
          <ChangeSummary line={line} />
        )}
        <Text size="3" color="red" role="note">
          {line.message ? known(line.message) : t('admin.manage.attention.refused')}
        </Text>
      </Flex>
      <Flex gap="2" wrap="wrap" justify="end" className="admin-attention-actions">
        {line.walkIn && <ChooseAnotherTime line={{ ...line, walkIn: line.walkIn }} />}
        {line.cancel && <TryAgain line={line} />}
        <DiscardChange line={line} />
      </Flex>
    </li>
  );
}

/**
 * "Needs attention": changes made on this device that the server refused when they were replayed
 * (the slot was taken meanwhile, a past day …). Nothing is dropped silently: staff pick another
 * barber or time, or discard the change on purpose.
 */
export function NeedsAttention({ lines }: { lines: readonly ChangeLine[] }) {
  const { t } = useT();
  if (lines.length === 0) return null;
  return (
    <section aria-labelledby="attention-heading" className="admin-attention">
      <Flex align="center" gap="2" mb="1">
        <ExclamationTriangleIcon aria-hidden width={20} height={20} color="var(--red-11)" />
        <Heading as="h3" size="5" id="attention-heading">
          {t('admin.manage.attention.heading')}
        </Heading>
      </Flex>
      <Text as="p" size="3" color="gray" mb="3">
        {t('admin.manage.attention.intro', { count: lines.length })}
      </Text>
      <ul className="admin-plain-list admin-attention-list">
        {lines.map((line) => (
          <AttentionItem key={line.id} line={line} />
        ))}
      </ul>
    </section>
  );
}
