import type { Db } from '../db/connect';
import { lineEntryRow, type LineEntryRow } from './line-entry-row';

export type NewLineEntry = {
  token: string;
  firstName: string;
  phone: string | null;
  email: string | null;
  lang: 'en' | 'es';
  serviceId: number;
  barberId: number | null;
  source: 'desk' | 'web' | 'door';
  addedBy: number | null;
  now: Date;
};

/** The columns a tap changes, and what Undo puts back. */
export type LineEntryPatch = Partial<{
  status: string;
  barber_id: number | null;
  called_at: Date | null;
  started_at: Date | null;
  finished_at: Date | null;
  chair_barber_id: number | null;
  left_at: Date | null;
  removed_by: number | null;
  changed_at: Date;
  undo: unknown;
  notified_two_ahead_at: Date;
  notified_up_at: Date;
}>;

const withService = (db: Db) =>
  db('line_entries as l').join('services as s', 's.id', 'l.service_id').select('l.*', 's.name as service_name');

/** The walk-in line's rows (docs/decisions/067-floor-data-model-and-live-channel.md). */
export function lineEntriesRepository(db: Db) {
  return {
    /** Answers null when a live entry already has this phone or email (the unique indexes refused it). */
    async insert(e: NewLineEntry): Promise<number | null> {
      const [r] = await db('line_entries')
        .insert({
          token: e.token,
          first_name: e.firstName,
          phone: e.phone,
          email: e.email,
          lang: e.lang,
          service_id: e.serviceId,
          barber_id: e.barberId,
          status: 'waiting',
          source: e.source,
          added_by: e.addedBy,
          joined_at: e.now,
          changed_at: e.now,
        })
        .onConflict()
        .ignore()
        .returning('id');
      return r ? Number(r.id) : null;
    },
    async service(id: number): Promise<{ id: number; name: string; retired: boolean; bookableOnline: boolean } | undefined> {
      const r = await db('services').where({ id }).first('id', 'name', 'retired_at', 'bookable_online');
      return r ? { id: r.id, name: r.name, retired: r.retired_at !== null, bookableOnline: r.bookable_online } : undefined;
    },
    /** The contact and language of an appointment's client (a late client moved to the line keeps them). */
    async appointmentContact(
      appointmentId: number,
    ): Promise<{ phone: string | null; email: string | null; lang: 'en' | 'es' } | undefined> {
      const r = await db('appointments as a')
        .join('clients as c', 'c.id', 'a.client_id')
        .where('a.id', appointmentId)
        .first('c.phone', 'c.email', 'c.lang');
      return r ? { phone: r.phone ?? null, email: r.email ?? null, lang: r.lang === 'es' ? 'es' : 'en' } : undefined;
    },
    /** A live entry with this phone or email (the one-live-entry rule, checked before the unique indexes refuse). */
    async liveWith(phone: string | null, email: string | null): Promise<boolean> {
      if (!phone && !email) return false;
      const r = await db('line_entries')
        .whereIn('status', ['waiting', 'called', 'in_chair'])
        .andWhere((w) => {
          if (phone) w.orWhere({ phone });
          if (email) w.orWhere({ email });
        })
        .first('id');
      return r !== undefined;
    },
    async byToken(token: string): Promise<LineEntryRow | undefined> {
      const r = await withService(db).where('l.token', token).first();
      return r ? lineEntryRow(r) : undefined;
    },
    async tokenOf(id: number): Promise<string> {
      return (await db('line_entries').where({ id }).first('token')).token;
    },
    /** The entry, row-locked for a change. */
    async lock(id: number): Promise<LineEntryRow | undefined> {
      const r = await withService(db).where('l.id', id).forUpdate('l').first();
      return r ? lineEntryRow(r) : undefined;
    },
    async update(id: number, patch: LineEntryPatch): Promise<void> {
      await db('line_entries')
        .where({ id })
        .update({ ...patch, ...(patch.undo !== undefined ? { undo: JSON.stringify(patch.undo) } : {}) });
    },
    /** Sets a notice's time unless it was set: true the first time (the notice is then owed). */
    async markNotified(id: number, column: 'notified_two_ahead_at' | 'notified_up_at', at: Date): Promise<boolean> {
      return (
        (await db('line_entries')
          .where({ id })
          .whereNull(column)
          .update({ [column]: at })) > 0
      );
    },
    /** Locks the barber's row against a concurrent call (not against bookings: FOR NO KEY UPDATE). False: no such active barber. */
    async lockBarber(barberId: number): Promise<{ id: number; name: string } | undefined> {
      return db('barbers').where({ id: barberId, active: true }).forNoKeyUpdate().first('id', 'name');
    },
    async calledFor(barberId: number): Promise<{ id: number; first_name: string } | undefined> {
      return db('line_entries').where({ barber_id: barberId, status: 'called' }).first('id', 'first_name');
    },
    /** The first waiting entry the barber can serve (theirs, or first available for a service they do), locked; others' locks skipped. */
    async lockNextFor(barberId: number): Promise<LineEntryRow | undefined> {
      const r = await withService(db)
        .where('l.status', 'waiting')
        .andWhere((w) =>
          w
            .where('l.barber_id', barberId)
            .orWhere((x) =>
              x
                .whereNull('l.barber_id')
                .whereExists(db('service_barbers as sb').whereRaw('sb.service_id = l.service_id').andWhere('sb.barber_id', barberId)),
            ),
        )
        .orderBy([{ column: 'l.joined_at' }, { column: 'l.id' }])
        .forUpdate('l')
        .skipLocked()
        .first();
      return r ? lineEntryRow(r) : undefined;
    },
    async performs(barberId: number, serviceId: number): Promise<boolean> {
      return (await db('service_barbers').where({ barber_id: barberId, service_id: serviceId }).first('barber_id')) !== undefined;
    },
  };
}

/** The chairs: one row per occupied chair (migration 025's primary key keeps it one client per chair). */
export function chairsRepository(db: Db) {
  return {
    /** Seats the visit; false when the chair is taken or the visit already sits in one (nothing written). */
    async take(barberId: number, visit: { appointmentId: number } | { lineEntryId: number }, at: Date): Promise<boolean> {
      const rows = await db('chairs')
        .insert({
          barber_id: barberId,
          started_at: at,
          ...('appointmentId' in visit ? { appointment_id: visit.appointmentId } : { line_entry_id: visit.lineEntryId }),
        })
        .onConflict()
        .ignore()
        .returning('barber_id');
      return rows.length > 0;
    },
    async free(visit: { appointmentId: number } | { lineEntryId: number }): Promise<void> {
      await db('chairs')
        .where('appointmentId' in visit ? { appointment_id: visit.appointmentId } : { line_entry_id: visit.lineEntryId })
        .delete();
    },
    async barber(barberId: number): Promise<{ id: number; name: string } | undefined> {
      return db('barbers').where({ id: barberId, active: true }).first('id', 'name');
    },
    async occupant(barberId: number): Promise<{ appointment_id: number | null; line_entry_id: number | null } | undefined> {
      return db('chairs').where({ barber_id: barberId }).first('appointment_id', 'line_entry_id');
    },
  };
}
