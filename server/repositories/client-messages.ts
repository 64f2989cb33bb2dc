import type { Db } from '../db/connect';
import { MESSAGE_LABELS, type ClientMessage } from '#shared/schemas/notifications';

const iso = (d: Date | string | null) => (d === null ? null : new Date(d).toISOString());

/**
 * Every message owed or sent to one client, newest first (by when it went out, else when it is due):
 * the email and SMS of the outbox (`notifications`), the web push reminders of its appointments that
 * were attempted (sent or failed: most clients have no device, so the skipped ones would only be noise),
 * and the staff reminders that went by web push (`reminders`, channel 'push').
 */
export function clientMessagesRepository(db: Db) {
  return {
    async ofClient(clientId: number): Promise<ClientMessage[]> {
      const { rows } = await db.raw(
        `select * from (
           select 'n' || n.id as id, n.kind, n.channel, n.recipient, n.state, n.created_at, n.due_at, n.sent_at, n.last_error as error,
                  n.appointment_id
             from notifications n where n.client_id = :clientId
           union all
           select 'p' || r.id, 'push-' || r.kind, 'push', r.sent_count || case when r.sent_count = 1 then ' device' else ' devices' end,
                  r.state, r.created_at, r.due_at, case when r.state = 'sent' then r.updated_at end, r.last_error, r.appointment_id
             from appointment_reminders r join appointments a on a.id = r.appointment_id
            where a.client_id = :clientId and r.state in ('sent', 'failed')
           union all
           select 'r' || m.id, 'lapsed', 'push', 'devices', m.status, m.created_at, m.created_at,
                  case when m.status = 'sent' then m.created_at end, case when m.status = 'failed' then m.detail else '' end, null
             from reminders m where m.client_id = :clientId and m.channel = 'push'
         ) x
         order by coalesce(x.sent_at, x.due_at) desc, x.created_at desc, x.id desc`,
        { clientId },
      );
      return rows.map((r: Record<string, any>): ClientMessage => ({
        id: r.id,
        kind: r.kind,
        channel: r.channel,
        recipient: r.recipient,
        label: MESSAGE_LABELS[r.kind as keyof typeof MESSAGE_LABELS] ?? r.kind,
        state: r.state,
        createdAt: iso(r.created_at)!,
        dueAt: iso(r.due_at)!,
        sentAt: iso(r.sent_at),
        error: r.error ?? '',
        appointmentId: r.appointment_id,
      }));
    },
  };
}
