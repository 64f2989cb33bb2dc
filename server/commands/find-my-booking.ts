import type { Db } from '../db/connect';
import { clockTime } from '#shared/domain/shop-time';
import type { FindBookingInput, FindBookingMessage, NotificationChannel } from '#shared/schemas/notifications';
import { manageToken, tokenHash } from '../notifications/links';
import { toE164 } from '../notifications/phone';
import { notificationsRepository } from '../repositories/notifications';
import { findMyBookingRepository, type FindBookingClient } from '../repositories/find-my-booking';
import { clientsWithPhone } from './resolve-client';

/** The most appointments one message lists (a client rarely has more; the rest are on the phone to the shop). */
const MOST_LISTED = 10;

/** The normalised address a "Find my booking" request is for, as the per-recipient limit counts it. */
export function recipientKey(input: FindBookingInput): string {
  return input.email ? `email:${input.email.trim().toLowerCase()}` : `sms:${toE164(input.phone!) ?? input.phone!.replace(/\D/g, '')}`;
}

/**
 * `POST /api/find-my-booking`: when the email (or, where SMS is set up, the phone) is a client's with
 * upcoming live appointments, one message listing them with their manage links is owed, to that
 * address, in the client's language; otherwise nothing. The caller answers the same either way
 * (docs/decisions/069-visitor-never-stuck.md). Answers whether a message was owed (for tests and logs only).
 */
export async function findMyBooking(db: Db, now: Date, linkKey: Buffer, input: FindBookingInput): Promise<boolean> {
  return db.transaction(async (trx) => {
    const repo = findMyBookingRepository(trx);
    let clients: FindBookingClient[];
    let channel: NotificationChannel;
    let recipient: string;
    if (input.email) {
      channel = 'email';
      recipient = input.email.trim();
      clients = await repo.clientsWithEmail(recipient);
    } else {
      channel = 'sms';
      const e164 = toE164(input.phone!);
      if (!e164) return false;
      recipient = e164;
      const ids = (await clientsWithPhone(trx, input.phone!)).map((c) => c.id);
      clients = await repo.clientsWithIds(ids);
    }
    if (clients.length === 0) return false;
    const rows = await repo.upcoming(
      clients.map((c) => c.id),
      now,
      MOST_LISTED,
    );
    if (rows.length === 0) return false;
    // A walk-in made at the desk may have no link yet: it gets one now (only the hash is stored).
    for (const r of rows) {
      if (r.manage_token_hash === null) {
        await repo.setManageTokenHashIfNone(r.id, tokenHash(manageToken(linkKey, r.id)));
      }
    }
    const client = clients.find((c) => c.id === rows[0]!.client_id) ?? clients[0]!;
    const payload: FindBookingMessage = {
      clientFirstName: client.first_name,
      appointments: rows.map((r) => ({
        appointmentId: r.id,
        serviceName: r.service_name,
        barberName: r.barber_name,
        date: String(r.appointment_date),
        time: clockTime(String(r.appointment_time)),
      })),
    };
    await notificationsRepository(trx).insert(
      [{ clientId: client.id, appointmentId: null, kind: 'find-booking', channel, recipient, payload, dueAt: now }],
      now,
    );
    return true;
  });
}
