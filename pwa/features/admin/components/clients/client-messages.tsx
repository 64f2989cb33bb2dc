import { Badge, Flex, Skeleton, Text } from '@radix-ui/themes';
import { shopDate, shopTime, to12Hour } from '#shared/domain/shop-time';
import type { ClientMessage } from '#shared/schemas/notifications';
import { useClientMessages } from '../../api/get-client-messages';
import { formatDay } from '../../lib/format';
import { LoadProblem } from '../../../../components/load-problem';

const CHANNEL: Record<ClientMessage['channel'], string> = { email: 'Email', sms: 'SMS', push: 'Push' };

/** What staff read for a message's state, and its colour (docs/decisions/042-notifications.md). */
const STATE: Record<string, { text: string; color: 'green' | 'gray' | 'red' | 'amber' | 'blue' }> = {
  pending: { text: 'Scheduled', color: 'blue' },
  sending: { text: 'Sending', color: 'blue' },
  sent: { text: 'Sent', color: 'green' },
  failed: { text: 'Failed', color: 'red' },
  skipped: { text: 'Not sent', color: 'gray' },
  'not-configured': { text: 'Not sent', color: 'amber' },
  recorded: { text: 'Recorded', color: 'gray' },
};

const when = (iso: string) => {
  const d = new Date(iso);
  return `${formatDay(shopDate(d))} · ${to12Hour(shopTime(d))}`;
};

/** Why a message did not go, in a few words: the job's error, or what the state means. */
function why(m: ClientMessage): string {
  if (m.error) return m.error;
  if (m.state === 'not-configured') return `${m.channel === 'sms' ? 'SMS' : 'Email'} is not configured`;
  return '';
}

/** The details dialog's Messages: every email, SMS and push message of the client, newest first. */
export function ClientMessagesList({ clientId, open }: { clientId: number; open: boolean }) {
  const messages = useClientMessages(clientId, open);
  if (messages.isPending) return <Skeleton height="72px" />;
  if (messages.isError) return <LoadProblem size="3" what="messages" failure="Failed to fetch messages" query={messages} />;
  const list = messages.data.messages;
  if (list.length === 0) return <Text color="gray">No messages yet</Text>;
  return (
    <ul className="admin-plain-list admin-history" aria-label="Messages">
      {list.map((m) => {
        const state = STATE[m.state] ?? { text: m.state, color: 'gray' as const };
        const problem = why(m);
        return (
          <li key={m.id} data-message-state={m.state}>
            <Flex justify="between" align="center" gap="3" py="2">
              <Flex direction="column" minWidth="0" flexGrow="1">
                <Text size="3" weight="medium">{CHANNEL[m.channel]} · {m.label}</Text>
                <Text size="2" color="gray">{m.sentAt ? `Sent ${when(m.sentAt)}` : m.state === 'pending' ? `Due ${when(m.dueAt)}` : when(m.dueAt)}</Text>
                {m.channel !== 'push' && <Text size="2" color="gray" className="admin-break">{m.recipient}</Text>}
                {problem && <Text size="2" color={m.state === 'failed' ? 'red' : 'gray'} className="admin-break">{problem}</Text>}
              </Flex>
              <Badge size="2" variant="soft" color={state.color} style={{ flexShrink: 0 }}>{state.text}</Badge>
            </Flex>
          </li>
        );
      })}
    </ul>
  );
}
