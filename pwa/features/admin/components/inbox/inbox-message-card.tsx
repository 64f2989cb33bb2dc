import { useState } from 'react';
import { Badge, Button, Card, Flex, Link, Text, TextArea } from '@radix-ui/themes';
import { CheckIcon, EnvelopeClosedIcon, MobileIcon, PaperPlaneIcon, ResetIcon } from '@radix-ui/react-icons';
import { shopDate, shopTime, to12Hour } from '#shared/domain/shop-time';
import { ContactReplyInput, type ContactInboxMessage, type ContactReply } from '#shared/schemas/contact';
import { useToast } from '../../../../components/toast';
import { useMarkHandled, useReplyToMessage } from '../../api/contact-inbox';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { formatDay } from '../../lib/format';
import { ClientDetailsDialog } from '../clients/client-details-dialog';

const when = (iso: string) => {
  const d = new Date(iso);
  return `${formatDay(shopDate(d))} · ${to12Hour(shopTime(d))}`;
};

/** A reply's email as staff read it (the outbox's state; docs/decisions/045-contact-inbox.md). */
export const REPLY_STATE: Record<ContactReply['emailState'], { text: string; color: 'green' | 'blue' | 'red' | 'amber' | 'gray' }> = {
  pending: { text: 'Sending', color: 'blue' },
  sending: { text: 'Sending', color: 'blue' },
  sent: { text: 'Email sent', color: 'green' },
  failed: { text: 'Email failed', color: 'red' },
  skipped: { text: 'Not emailed', color: 'gray' },
  'not-configured': { text: 'Email not configured', color: 'amber' },
};

/** One Contact message: who, when, what, the client's record if the email matches, the reply thread and the reply form. */
export function InboxMessageCard({ message: m }: { message: ContactInboxMessage }) {
  const name = `${m.firstName} ${m.lastName}`.trim();
  const unread = m.handledAt === null;
  const toast = useToast();
  const failed = useFailureToast();
  const mark = useMarkHandled();
  const reply = useReplyToMessage();
  const [draft, setDraft] = useState('');
  const [draftError, setDraftError] = useState<string>();

  const toggle = () =>
    mark.mutate({ id: m.id, handled: unread }, {
      onError: (e) => failed(e, { title: 'Not Updated', description: 'Failed to update the message. Please try again.', serverMessageFor: [404] }),
    });

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ContactReplyInput.safeParse({ body: draft });
    if (!parsed.success) return setDraftError(parsed.error.issues[0]?.message);
    setDraftError(undefined);
    reply.mutate({ id: m.id, body: parsed.data.body }, {
      onSuccess: () => {
        setDraft('');
        toast({ title: 'Reply Sent', description: `Your reply to ${name} is on its way to ${m.email}.` });
      },
      // The draft stays in the box, so nothing typed is lost.
      onError: (err) => failed(err, { title: 'Reply Not Sent', description: 'Failed to send the reply. Please try again.', serverMessageFor: [400, 404] }),
    });
  };

  return (
    <li>
      <Card size="2" className="admin-inbox-card" data-testid="inbox-message" data-unread={unread || undefined} aria-label={`Message from ${name}`}>
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1" minWidth="0">
              <Flex align="center" gap="2" wrap="wrap">
                <Text size="4" weight="bold">{name}</Text>
                {unread ? <Badge color="red" variant="solid">New</Badge> : <Badge color="green" variant="soft">Handled</Badge>}
              </Flex>
              <Text size="2" color="gray">{when(m.createdAt)}</Text>
            </Flex>
            <Flex gap="2" wrap="wrap">
              {m.client && <ClientDetailsDialog clientId={m.client.id} name={m.client.name} label="Client record" />}
              <Button size="3" variant="soft" color={unread ? 'green' : 'gray'} onClick={toggle} loading={mark.isPending}>
                {unread ? <><CheckIcon aria-hidden /> Mark Handled</> : <><ResetIcon aria-hidden /> Mark Unread</>}
              </Button>
            </Flex>
          </Flex>
          <Flex gap="4" wrap="wrap">
            <Flex gap="2" align="center"><EnvelopeClosedIcon aria-hidden /><Link size="2" href={`mailto:${m.email}`} className="admin-break">{m.email}</Link></Flex>
            {m.phone && <Flex gap="2" align="center"><MobileIcon aria-hidden /><Link size="2" href={`tel:${m.phone}`}>{m.phone}</Link></Flex>}
          </Flex>
          <Text as="p" size="3" className="admin-inbox-text">{m.message}</Text>
          {!unread && m.handledBy && m.handledAt && <Text size="2" color="gray">Handled by {m.handledBy}, {when(m.handledAt)}</Text>}
          {m.replies.length > 0 && (
            <ul className="admin-plain-list admin-inbox-thread" aria-label={`Replies to ${name}`}>
              {m.replies.map((r) => {
                const state = REPLY_STATE[r.emailState];
                return (
                  <li key={r.id} data-email-state={r.emailState}>
                    <Flex justify="between" align="center" gap="2" wrap="wrap">
                      <Text size="2" weight="medium">{r.staffName} · {when(r.createdAt)}</Text>
                      <Badge variant="soft" color={state.color}>{state.text}</Badge>
                    </Flex>
                    <Text as="p" size="3" className="admin-inbox-text">{r.body}</Text>
                    {r.emailState === 'failed' && r.emailError && <Text size="2" color="red" className="admin-break">{r.emailError}</Text>}
                  </li>
                );
              })}
            </ul>
          )}
          <form onSubmit={send} noValidate aria-label={`Reply to ${name}`}>
            <Flex direction="column" gap="2">
              <label htmlFor={`reply-${m.id}`}><Text size="2" weight="medium">Reply by email</Text></label>
              <TextArea
                id={`reply-${m.id}`} size="3" rows={3} resize="vertical" value={draft} onChange={(e) => setDraft(e.target.value)}
                aria-invalid={draftError ? true : undefined} aria-describedby={draftError ? `reply-${m.id}-error` : undefined}
                placeholder={`Write to ${m.firstName}…`}
              />
              {draftError && <Text id={`reply-${m.id}-error`} size="2" color="red">{draftError}</Text>}
              <Flex justify="end">
                <Button type="submit" size="3" loading={reply.isPending}><PaperPlaneIcon aria-hidden /> Send Reply</Button>
              </Flex>
            </Flex>
          </form>
        </Flex>
      </Card>
    </li>
  );
}
