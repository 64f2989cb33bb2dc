import { Badge, Flex, Skeleton, Text } from '@radix-ui/themes';
import { shopDate, shopTime, to12Hour } from '#shared/domain/shop-time';
import type { Lang } from '#shared/i18n/lang';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';
import type { ClientMessage } from '#shared/schemas/notifications';
import { useClientMessages } from '../../api/get-client-messages';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { LoadProblem } from '#pwa/components/load-problem';

const CHANNEL: Record<ClientMessage['channel'], MessageId> = {
  email: 'admin.messages.email',
  sms: 'admin.messages.sms',
  push: 'admin.messages.push',
};

/** What staff read for a message's state, and its colour (docs/decisions/042-notifications.md). */
const STATE: Record<string, { text: MessageId; color: 'green' | 'gray' | 'red' | 'amber' | 'blue' }> = {
  pending: { text: 'admin.messages.state.pending', color: 'blue' },
  sending: { text: 'admin.messages.state.sending', color: 'blue' },
  sent: { text: 'admin.messages.state.sent', color: 'green' },
  failed: { text: 'admin.messages.state.failed', color: 'red' },
  skipped: { text: 'admin.messages.state.skipped', color: 'gray' },
  'not-configured': { text: 'admin.messages.state.skipped', color: 'amber' },
  recorded: { text: 'admin.messages.state.recorded', color: 'gray' },
  unknown: { text: 'admin.messages.state.unknown', color: 'amber' },
};

const whenIn = (iso: string, lang: Lang) => {
  const d = new Date(iso);
  return `${formatDay(shopDate(d), undefined, lang)} · ${to12Hour(shopTime(d), lang)}`;
};

/**
 * Why a message did not go, in a few words, in the screen's language: what the state means for a channel
 * not configured (the job's own English words are for the log), else the job's reason (known ones translated).
 */
function why(m: ClientMessage, { t, known }: Pick<ReturnType<typeof useT>, 't' | 'known'>): string {
  if (m.state === 'not-configured')
    return t('admin.messages.notConfigured', { channel: m.channel === 'sms' ? 'SMS' : t('admin.messages.email') });
  if (m.state === 'unknown') return t('admin.messages.unknownOutcome');
  return m.error ? known(m.error) : '';
}

/** The details dialog's Messages: every email, SMS and push message of the client, newest first. */
export function ClientMessagesList({ clientId, open }: { clientId: number; open: boolean }) {
  const messages = useClientMessages(clientId, open);
  const i18n = useT();
  const { t, lang } = i18n;
  const when = (iso: string) => whenIn(iso, lang);
  if (messages.isPending) return <Skeleton height="72px" />;
  if (messages.isError)
    return <LoadProblem size="3" what={t('admin.messages.what')} failure={t('admin.messages.failed')} query={messages} />;
  const list = messages.data.messages;
  if (list.length === 0) return <Text color="gray">{t('admin.messages.none')}</Text>;
  return (
    <ul className="admin-plain-list admin-history" aria-label={t('admin.clients.messages')}>
      {list.map((m) => {
        const known = STATE[m.state];
        const state = known ? { text: t(known.text), color: known.color } : { text: m.state, color: 'gray' as const };
        const problem = why(m, i18n);
        return (
          <li key={m.id} data-message-state={m.state}>
            <Flex justify="between" align="center" gap="3" py="2">
              <Flex direction="column" minWidth="0" flexGrow="1">
                <Text size="3" weight="medium">
                  {t(CHANNEL[m.channel])} · {m.label}
                </Text>
                <Text size="2" color="gray">
                  {m.sentAt
                    ? t('admin.messages.sentAt', { when: when(m.sentAt) })
                    : m.state === 'pending'
                      ? t('admin.messages.dueAt', { when: when(m.dueAt) })
                      : when(m.dueAt)}
                </Text>
                {m.channel !== 'push' && (
                  <Text size="2" color="gray" className="admin-break">
                    {m.recipient}
                  </Text>
                )}
                {problem && (
                  <Text size="2" color={m.state === 'failed' ? 'red' : 'gray'} className="admin-break">
                    {problem}
                  </Text>
                )}
              </Flex>
              <Badge size="2" variant="soft" color={state.color} style={{ flexShrink: 0 }}>
                {state.text}
              </Badge>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
