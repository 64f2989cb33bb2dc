import type { Db } from '../db/connect';
import { auditLogRepository } from '../repositories/audit-log';
import { demoDataRepository } from '../repositories/demo-data';

const HOUR = 3_600_000;

/** What visitors write to a barbershop from its Contact page (some from clients, one answered). */
const MESSAGES = [
  {
    firstName: 'Valeria',
    lastName: 'Cruz',
    phone: '787-555-0141',
    hoursAgo: 3,
    message: "Hi! Do you cut kids' hair? My son is 6 and a bit nervous about clippers.",
  },
  {
    firstName: 'Marcos',
    lastName: 'Feliciano',
    phone: '',
    hoursAgo: 20,
    message: 'Do you sell gift cards? I would like one for my father for his birthday next week.',
  },
  { fromClient: true, hoursAgo: 46, message: 'I left my sunglasses at the shop yesterday afternoon, black Ray-Ban. Did anyone find them?' },
  {
    firstName: 'Daniela',
    lastName: 'Ortiz',
    phone: '939-555-0172',
    hoursAgo: 70,
    handled: true,
    message: "Can you do a groom's cut and beard for my fiancé and four groomsmen on a Saturday in March?",
    reply: 'Congratulations! Yes, we can. Call us to hold the chairs for that Saturday morning and we will book all five together.',
  },
  {
    firstName: 'Pablo',
    lastName: 'Negrón',
    phone: '',
    hoursAgo: 120,
    handled: true,
    message: 'Is there parking near the shop inside Plaza Las Américas?',
  },
] as const;

/**
 * The demo's Contact inbox (docs/decisions/045-contact-inbox.md): a few messages over the last days,
 * newest unread, one from a client of the demo (their record links), two handled, one answered by
 * the front desk, its email recorded as sent, with their History rows. Answers how many.
 */
export async function writeDemoMessages(trx: Db, now: Date, frontDeskId: number, frontDesk: string): Promise<number> {
  const data = demoDataRepository(trx);
  const client = await data.firstClientWithEmail();
  const audit = auditLogRepository(trx);
  const actor = { id: frontDeskId, username: frontDesk };
  let written = 0;
  for (const m of MESSAGES) {
    const from =
      'fromClient' in m
        ? client && { firstName: client.first_name, lastName: client.last_name, email: client.email, phone: client.phone }
        : {
            firstName: m.firstName,
            lastName: m.lastName,
            email: `${m.firstName}.${m.lastName}.demo@example.com`.toLowerCase(),
            phone: m.phone,
          };
    if (!from) continue;
    const sentAt = new Date(now.getTime() - m.hoursAgo * HOUR);
    const handledAt = 'handled' in m ? new Date(sentAt.getTime() + 2 * HOUR) : null;
    const id = await data.insertContactMessage({
      first_name: from.firstName,
      last_name: from.lastName,
      email: from.email,
      phone: from.phone,
      message: m.message,
      created_at: sentAt,
      handled_at: handledAt,
      handled_by: handledAt ? frontDeskId : null,
    });
    written += 1;
    if (!handledAt) continue;
    const name = `${from.firstName} ${from.lastName}`;
    if ('reply' in m) {
      await data.insertSentReply(
        {
          client_id: null,
          appointment_id: null,
          kind: 'contact-reply',
          channel: 'email',
          recipient: from.email,
          state: 'sent',
          due_at: handledAt,
          next_attempt_at: handledAt,
          attempts: 1,
          sent_at: handledAt,
          staff_user_id: frontDeskId,
          created_at: handledAt,
          updated_at: handledAt,
          payload: JSON.stringify({
            contactMessageId: id,
            name: from.firstName,
            body: m.reply,
            original: { message: m.message, sentAt: sentAt.toISOString() },
          }),
        },
        { contact_message_id: id, body: m.reply, staff_user_id: frontDeskId, created_at: handledAt },
      );
      await audit.record({
        actor,
        at: handledAt,
        action: 'contact-message.reply',
        entity: 'contact-message',
        entityId: id,
        summary: `Replied by email to ${name}'s message`,
        after: { to: from.email, body: m.reply },
      });
    } else {
      await audit.record({
        actor,
        at: handledAt,
        action: 'contact-message.handle',
        entity: 'contact-message',
        entityId: id,
        summary: `Marked ${name}'s message handled`,
        before: { handled: false },
        after: { handled: true },
      });
    }
  }
  return written;
}
