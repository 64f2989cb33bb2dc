import type { Db } from '../db/connect';
import type { ContactInboxMessage } from '#shared/schemas/contact';
import { notFound } from '../errors';
import { oweContactReply } from '../notifications/owe';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { contactMessagesRepository } from '../repositories/contact-messages';
import { say } from '../i18n/say';

const from = (m: ContactInboxMessage) => `${m.firstName} ${m.lastName}`.trim();

/**
 * `PATCH /api/contact-messages/{id}`: marks the message handled (or back to unread), with its History row.
 * Marking it as it already is changes nothing and records nothing.
 */
export async function setContactMessageHandled(
  db: Db,
  now: Date,
  actor: Actor,
  id: number,
  handled: boolean,
): Promise<ContactInboxMessage> {
  return db.transaction(async (trx) => {
    const repo = contactMessagesRepository(trx);
    const locked = await repo.lock(id);
    if (!locked) throw notFound('Message not found');
    if ((locked.handledAt !== null) !== handled) {
      await repo.setHandled(id, handled ? { at: now, by: actor?.id ?? null } : null);
      const m = (await repo.find(id))!;
      await auditLogRepository(trx).record({
        actor,
        at: now,
        action: handled ? 'contact-message.handle' : 'contact-message.reopen',
        entity: 'contact-message',
        entityId: id,
        summary: say(handled ? 'history.contact.handle' : 'history.contact.reopen', { name: from(m) }),
        before: { handled: !handled },
        after: { handled },
      });
    }
    return (await repo.find(id))!;
  });
}

/**
 * `POST /api/contact-messages/{id}/reply`: staff's answer, owed to the notification job as an email
 * to the message's address in the same transaction as the reply row that shows it in the thread, and
 * its History row. Answering marks the message handled. Without SMTP the job marks the email
 * 'not-configured'; the reply stays recorded either way.
 */
export async function replyToContactMessage(db: Db, now: Date, actor: Actor, id: number, body: string): Promise<ContactInboxMessage> {
  return db.transaction(async (trx) => {
    const repo = contactMessagesRepository(trx);
    const locked = await repo.lock(id);
    if (!locked) throw notFound('Message not found');
    const m = (await repo.find(id))!;
    const notificationId = await oweContactReply(
      trx,
      { clientId: await repo.clientIdByEmail(m.email), email: m.email },
      { contactMessageId: id, name: m.firstName, body, original: { message: m.message, sentAt: m.createdAt } },
      { now, staffUserId: actor?.id ?? null },
    );
    const replyId = await repo.addReply({ contactMessageId: id, body, staffUserId: actor?.id ?? null, notificationId, at: now });
    if (locked.handledAt === null) await repo.setHandled(id, { at: now, by: actor?.id ?? null });
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'contact-message.reply',
      entity: 'contact-message',
      entityId: id,
      summary: say('history.contact.reply', { name: from(m) }),
      after: { replyId, notificationId, to: m.email, body },
    });
    return (await repo.find(id))!;
  });
}
