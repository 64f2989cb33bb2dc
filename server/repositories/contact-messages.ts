import type { Db } from '../db/connect';

export function contactMessagesRepository(db: Db) {
  return {
    async create(m: { firstName: string; lastName: string; email: string; phone: string; message: string }) {
      const [row] = await db('contact_messages')
        .insert({ first_name: m.firstName, last_name: m.lastName, email: m.email, phone: m.phone, message: m.message })
        .returning(['id', 'created_at']);
      return { id: row.id as number, createdAt: new Date(row.created_at).toISOString() };
    },
  };
}
