import type { Db } from '../db/connect';
import type { ContactInboxMessage, ContactReply, ContactReplyState } from '#shared/schemas/contact';

const iso = (d: Date | string) => new Date(d).toISOString();

/** The client whose email is the message's (clients are unique on lower(trim(email))). */
const CLIENT_JOIN = 'lower(trim(c.email)) = lower(trim(m.email))';

type MessageRow = {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  created_at: Date;
  handled_at: Date | null;
  handled_by_name: string | null;
  client_id: number | null;
  client_first: string | null;
  client_last: string | null;
};

/**
 * The Contact page's messages and the inbox over them (docs/decisions/045-contact-inbox.md): newest
 * first, unread = not handled, the client matched by email when read, each with its reply thread.
 */
export function contactMessagesRepository(db: Db) {
  async function repliesOf(ids: number[]): Promise<Map<number, ContactReply[]>> {
    const out = new Map<number, ContactReply[]>();
    if (ids.length === 0) return out;
    const rows = await db('contact_message_replies as r')
      .leftJoin('staff_users as s', 's.id', 'r.staff_user_id')
      .leftJoin('notifications as n', 'n.id', 'r.notification_id')
      .whereIn('r.contact_message_id', ids)
      .orderBy([{ column: 'r.created_at' }, { column: 'r.id' }])
      .select('r.id', 'r.contact_message_id', 'r.body', 'r.created_at', 's.display_name', 'n.state', 'n.last_error');
    for (const r of rows) {
      const list = out.get(r.contact_message_id) ?? [];
      list.push({
        id: r.id,
        body: r.body,
        staffName: r.display_name ?? 'Former staff',
        createdAt: iso(r.created_at),
        // No outbox row (deleted with its client): the reply was recorded; say so rather than guess.
        emailState: (r.state ?? 'skipped') as ContactReplyState,
        emailError: r.last_error ?? '',
      });
      out.set(r.contact_message_id, list);
    }
    return out;
  }

  function messages() {
    return db('contact_messages as m')
      .leftJoin('clients as c', db.raw(CLIENT_JOIN))
      .leftJoin('staff_users as h', 'h.id', 'm.handled_by')
      .select(
        'm.id',
        'm.first_name',
        'm.last_name',
        'm.email',
        'm.phone',
        'm.message',
        'm.created_at',
        'm.handled_at',
        'h.display_name as handled_by_name',
        'c.id as client_id',
        'c.first_name as client_first',
        'c.last_name as client_last',
      );
  }

  async function present(rows: MessageRow[]): Promise<ContactInboxMessage[]> {
    const replies = await repliesOf(rows.map((r) => r.id));
    return rows.map((r) => ({
      id: r.id,
      firstName: r.first_name,
      lastName: r.last_name,
      email: r.email,
      phone: r.phone,
      message: r.message,
      createdAt: iso(r.created_at),
      handledAt: r.handled_at ? iso(r.handled_at) : null,
      handledBy: r.handled_at ? (r.handled_by_name ?? 'Former staff') : null,
      client: r.client_id === null ? null : { id: r.client_id, name: `${r.client_first ?? ''} ${r.client_last ?? ''}`.trim() },
      replies: replies.get(r.id) ?? [],
    }));
  }

  return {
    async create(m: { firstName: string; lastName: string; email: string; phone: string; message: string }) {
      const [row] = await db('contact_messages')
        .insert({ first_name: m.firstName, last_name: m.lastName, email: m.email, phone: m.phone, message: m.message })
        .returning(['id', 'created_at']);
      return { id: row.id as number, createdAt: new Date(row.created_at).toISOString() };
    },

    /** Newest first, at most `limit`; `unreadOnly`: those not handled. */
    async list(q: { unreadOnly: boolean; limit: number }): Promise<ContactInboxMessage[]> {
      const query = messages()
        .orderBy([
          { column: 'm.created_at', order: 'desc' },
          { column: 'm.id', order: 'desc' },
        ])
        .limit(q.limit);
      if (q.unreadOnly) query.whereNull('m.handled_at');
      return present((await query) as MessageRow[]);
    },

    async unreadCount(): Promise<number> {
      const row = await db('contact_messages').whereNull('handled_at').count<{ n: string }[]>({ n: '*' }).first();
      return Number(row?.n ?? 0);
    },

    async find(id: number): Promise<ContactInboxMessage | undefined> {
      const rows = (await messages().where('m.id', id)) as MessageRow[];
      return (await present(rows))[0];
    },

    /** Row-locks the message (a reply and a mark handled of the same message wait for each other). */
    async lock(id: number): Promise<{ id: number; handledAt: Date | null } | undefined> {
      const r = await db('contact_messages').where({ id }).forUpdate().first('id', 'handled_at');
      return r ? { id: r.id, handledAt: r.handled_at } : undefined;
    },

    async setHandled(id: number, handled: { at: Date; by: number | null } | null): Promise<void> {
      await db('contact_messages')
        .where({ id })
        .update(handled ? { handled_at: handled.at, handled_by: handled.by } : { handled_at: null, handled_by: null });
    },

    async addReply(r: {
      contactMessageId: number;
      body: string;
      staffUserId: number | null;
      notificationId: number;
      at: Date;
    }): Promise<number> {
      const [row] = await db('contact_message_replies')
        .insert({
          contact_message_id: r.contactMessageId,
          body: r.body,
          staff_user_id: r.staffUserId,
          notification_id: r.notificationId,
          created_at: r.at,
        })
        .returning('id');
      return row.id as number;
    },

    /** The id of the client whose email is this one, if any. */
    async clientIdByEmail(email: string): Promise<number | null> {
      const r = await db('clients').whereRaw('lower(trim(email)) = lower(trim(?))', [email]).first('id');
      return r ? (r.id as number) : null;
    },
  };
}
