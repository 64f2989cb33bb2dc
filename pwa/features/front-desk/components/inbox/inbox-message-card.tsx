import { useState } from 'react';
import { Badge, Button, Card, Flex, Link, Text, TextArea } from '@radix-ui/themes';
import { CheckIcon } from '#pwa/components/icons/check';
import { EnvelopeClosedIcon } from '#pwa/components/icons/envelope-closed';
import { MobileIcon } from '#pwa/components/icons/mobile';
import { PaperPlaneIcon } from '#pwa/components/icons/paper-plane';
import { ResetIcon } from '#pwa/components/icons/reset';
import { shopDate, shopTime, to12Hour } from '#shared/domain/shop-time';
import { ContactReplyInput, type ContactInboxMessage, type ContactReply } from '#shared/schemas/contact';
import { useToast } from '#pwa/components/toast';
import { useMarkHandled, useReplyToMessage } from '../../api/contact-inbox';
import { useFailureToast } from '#pwa/features/staff-shell/hooks/use-failure-toast';
import { formatDay } from '#pwa/features/staff-shell/lib/format';
import { ClientDetailsDialog } from '../clients/client-details-dialog';
import { useT } from '#pwa/i18n/use-t';
import type { MessageId } from '#pwa/i18n/catalogue';
import type { Lang } from '#shared/i18n/lang';

const whenIn = (iso: string, lang: Lang) => {
  const d = new Date(iso);
  return `${formatDay(shopDate(d), undefined, lang)} · ${to12Hour(shopTime(d), lang)}`;
};

/** A reply's email as staff read it (the outbox's state; docs/decisions/045-contact-inbox.md). */
export const REPLY_STATE: Record<ContactReply['emailState'], { text: MessageId; color: 'green' | 'blue' | 'red' | 'amber' | 'gray' }> = {
  pending: { text: 'admin.inbox.reply.pending', color: 'blue' },
  sending: { text: 'admin.inbox.reply.pending', color: 'blue' },
  sent: { text: 'admin.inbox.reply.sent', color: 'green' },
  failed: { text: 'admin.inbox.reply.failed', color: 'red' },
  skipped: { text: 'admin.inbox.reply.skipped', color: 'gray' },
  'not-configured': { text: 'admin.inbox.reply.notConfigured', color: 'amber' },
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
  const { t, known, lang } = useT();
  const when = (iso: string) => whenIn(iso, lang);

  const toggle = () =>
    mark.mutate(
      { id: m.id, handled: unread },
      {
        onError: (e) =>
          failed(e, { title: t('admin.inbox.notUpdated'), description: t('admin.inbox.updateFailed'), serverMessageFor: [404] }),
      },
    );

  const send = (e: React.FormEvent) => {
    e.preventDefault();
    const parsed = ContactReplyInput.safeParse({ body: draft });
    if (!parsed.success) return setDraftError(parsed.error.issues[0]?.message);
    setDraftError(undefined);
    reply.mutate(
      { id: m.id, body: parsed.data.body },
      {
        onSuccess: () => {
          setDraft('');
          toast({ title: t('admin.inbox.replySent.title'), description: t('admin.inbox.replySent.description', { name, email: m.email }) });
        },
        // The draft stays in the box, so nothing typed is lost.
        onError: (err) =>
          failed(err, { title: t('admin.inbox.replyNotSent'), description: t('admin.inbox.replyFailed'), serverMessageFor: [400, 404] }),
      },
    );
  };

  return (
    <li>
      <Card
        size="2"
        className="admin-inbox-card"
        data-testid="inbox-message"
        data-unread={unread || undefined}
        aria-label={t('admin.inbox.messageFrom', { name })}
      >
        <Flex direction="column" gap="3">
          <Flex justify="between" align="start" gap="3" wrap="wrap">
            <Flex direction="column" gap="1" minWidth="0">
              <Flex align="center" gap="2" wrap="wrap">
                <Text size="4" weight="bold">
                  {name}
                </Text>
                {unread ? (
                  <Badge color="red" variant="solid">
                    {t('admin.inbox.new')}
                  </Badge>
                ) : (
                  <Badge color="green" variant="soft">
                    {t('admin.inbox.handled')}
                  </Badge>
                )}
              </Flex>
              <Text size="2" color="gray">
                {when(m.createdAt)}
              </Text>
            </Flex>
            <Flex gap="2" wrap="wrap">
              {m.client && <ClientDetailsDialog clientId={m.client.id} name={m.client.name} label={t('admin.inbox.clientRecord')} />}
              <Button size="3" variant="soft" color={unread ? 'green' : 'gray'} onClick={toggle} loading={mark.isPending}>
                {unread ? (
                  <>
                    <CheckIcon aria-hidden /> {t('admin.inbox.markHandled')}
                  </>
                ) : (
                  <>
                    <ResetIcon aria-hidden /> {t('admin.inbox.markUnread')}
                  </>
                )}
              </Button>
            </Flex>
          </Flex>
          <Flex gap="4" wrap="wrap">
            <Flex gap="2" align="center">
              <EnvelopeClosedIcon aria-hidden />
              <Link size="2" href={`mailto:${m.email}`} className="admin-break">
                {m.email}
              </Link>
            </Flex>
            {m.phone && (
              <Flex gap="2" align="center">
                <MobileIcon aria-hidden />
                <Link size="2" href={`tel:${m.phone}`}>
                  {m.phone}
                </Link>
              </Flex>
            )}
          </Flex>
          <Text as="p" size="3" className="admin-inbox-text">
            {m.message}
          </Text>
          {!unread && m.handledBy && m.handledAt && (
            <Text size="2" color="gray">
              {t('admin.inbox.handledBy', { name: m.handledBy, when: when(m.handledAt) })}
            </Text>
          )}
          {m.replies.length > 0 && (
            <ul className="admin-plain-list admin-inbox-thread" aria-label={t('admin.inbox.repliesTo', { name })}>
              {m.replies.map((r) => {
                const state = REPLY_STATE[r.emailState];
                return (
                  <li key={r.id} data-email-state={r.emailState}>
                    <Flex justify="between" align="center" gap="2" wrap="wrap">
                      <Text size="2" weight="medium">
                        {r.staffName} · {when(r.createdAt)}
                      </Text>
                      <Badge variant="soft" color={state.color}>
                        {t(state.text)}
                      </Badge>
                    </Flex>
                    <Text as="p" size="3" className="admin-inbox-text">
                      {r.body}
                    </Text>
                    {r.emailState === 'failed' && r.emailError && (
                      <Text size="2" color="red" className="admin-break">
                        {r.emailError}
                      </Text>
                    )}
                  </li>
                );
              })}
            </ul>
          )}
          <form onSubmit={send} noValidate aria-label={t('admin.inbox.replyTo', { name })}>
            <Flex direction="column" gap="2">
              <label htmlFor={`reply-${m.id}`}>
                <Text size="2" weight="medium">
                  {t('admin.inbox.replyByEmail')}
                </Text>
              </label>
              <TextArea
                id={`reply-${m.id}`}
                size="3"
                rows={3}
                resize="vertical"
                value={draft}
                onChange={(e) => setDraft(e.target.value)}
                aria-invalid={draftError ? true : undefined}
                aria-describedby={draftError ? `reply-${m.id}-error` : undefined}
                placeholder={t('admin.inbox.writeTo', { name: m.firstName })}
              />
              {draftError && (
                <Text id={`reply-${m.id}-error`} size="2" color="red">
                  {known(draftError)}
                </Text>
              )}
              <Flex justify="end">
                <Button type="submit" size="3" loading={reply.isPending}>
                  <PaperPlaneIcon aria-hidden /> {t('admin.inbox.sendReply')}
                </Button>
              </Flex>
            </Flex>
          </form>
        </Flex>
      </Card>
    </li>
  );
}
