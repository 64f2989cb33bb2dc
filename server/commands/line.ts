import crypto from 'node:crypto';
import type { Db, KeyScopedDb } from '../db/connect';
import { canMoveLine, canUndoLine, mayUndo } from '#shared/domain/visit-lifecycle';
import type { DeskLineJoin, LineMove, LineState, Range } from '#shared/schemas/floor';
import { badRequest, conflict, notFound } from '../errors';
import { say, type Said } from '../i18n/say';
import { toE164 } from '../notifications/phone';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { chairsRepository, lineEntriesRepository, type LineEntryPatch } from '../repositories/line-entries';
import type { LineEntryRow } from '../repositories/line-entry-row';
import { loadFloor } from '../queries/floor';
import { loadLineSettings } from '../queries/line-settings';
import { oweLineNotices } from './line-notices';
import { closeEndedDays } from './day-end';
import { sourceWord, stateWord as word } from './floor-words';

export type Joined = { id: number; token: string; position: number; estimate: Range };
export type LineMoved = { id: number; status: LineState; barberId: number | null; chairBarberId: number | null };

/** 128 random bits, URL-safe: the client's only key to their entry. */
export const newLineToken = () => crypto.randomBytes(16).toString('base64url');

const UNDONE = ['status', 'barber_id', 'called_at', 'started_at', 'finished_at', 'chair_barber_id', 'left_at', 'removed_by'] as const;
const snapshot = (e: LineEntryRow, by: number | null = null) => ({
  by,
  status: e.status,
  barber_id: e.barberId,
  called_at: e.calledAt,
  started_at: e.startedAt,
  finished_at: e.finishedAt,
  chair_barber_id: e.chairBarberId,
  left_at: e.leftAt,
  removed_by: null as number | null,
});

/**
 * Joins the line (docs/decisions/067-floor-data-model-and-live-channel.md): from the website or the door
 * (`POST /api/line`: refused while the owner has paused online joining, and a phone or an email is
 * required) or at the desk (`POST /api/floor/line`, `actor` the staff member). One live entry per phone or
 * email; the barber must be working today and do the service. Writes the History row and any notice owed.
 * A late client moved to the line (`fromAppointmentId`, desk only) keeps their client's phone, email and language.
 */
export async function joinLine(
  db: KeyScopedDb,
  now: Date,
  join: DeskLineJoin,
  source: 'desk' | 'web' | 'door',
  actor: Actor,
): Promise<Joined> {
  return db.transaction(async (trx) => {
    await closeEndedDays(trx, now);
    const repo = lineEntriesRepository(trx);
    let j = join;
    if (j.fromAppointmentId !== undefined) {
      if (source !== 'desk') throw badRequest('fromAppointmentId: only the desk moves an appointment to the line');
      const contact = await repo.appointmentContact(j.fromAppointmentId);
      if (!contact) throw notFound('Appointment not found');
      j = { ...j, phone: j.phone ?? contact.phone, email: j.email ?? contact.email, lang: j.lang ?? contact.lang };
    }
    if (source !== 'desk' && (await loadLineSettings(trx)).onlineJoinPaused) throw conflict(say('refusal.line.paused'));
    const phone = j.phone ? toE164(j.phone) : null;
    if (j.phone && !phone)
      throw badRequest('phone: Please enter a valid phone number', { fields: { phone: 'Please enter a valid phone number' } });
    if (source !== 'desk' && !phone && !j.email) throw badRequest(say('refusal.line.contact'));
    const service = await repo.service(j.serviceId);
    if (!service || service.retired || (source !== 'desk' && !service.bookableOnline)) throw conflict(say('refusal.line.unknownService'));
    const floor = await loadFloor(trx, now);
    const working = floor.floor.barbers.filter((b) => b.working);
    if (working.length === 0) throw conflict(say('refusal.line.closed'));
    let barberName: string | Said = say('floor.firstAvailable');
    if (j.barberId !== null) {
      const b = working.find((x) => x.id === j.barberId);
      if (!b) throw conflict(say('refusal.line.unknownBarber'));
      if (!(await repo.performs(b.id, service.id)))
        throw conflict(say('refusal.line.barberNotServing', { barber: b.name, service: service.name }));
      barberName = b.name;
    }
    if (await repo.liveWith(phone, j.email)) throw conflict(say('refusal.line.alreadyIn'));
    const token = newLineToken();
    const id = await repo.insert({
      token,
      firstName: j.firstName,
      phone,
      email: j.email,
      lang: j.lang ?? 'en',
      serviceId: service.id,
      barberId: j.barberId,
      source,
      addedBy: actor?.id ?? null,
      now,
    });
    if (id === null) throw conflict(say('refusal.line.alreadyIn'));
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'line.join',
      entity: 'line_entry',
      entityId: id,
      summary: say('history.line.join', { client: j.firstName, service: service.name, barber: barberName, source: sourceWord(source) }),
      after: { firstName: j.firstName, serviceId: service.id, barberId: j.barberId, source },
    });
    await oweLineNotices(trx, now);
    const view = (await loadFloor(trx, now)).entries.get(id);
    return { id, token, position: view?.position ?? 1, estimate: view?.estimate ?? { fromMinutes: 0, toMinutes: 0 } };
  });
}

/**
 * `POST /api/floor/line/:id`: one tap on a line entry (Called, In chair, Done, Left, back to Waiting), or
 * `undo` within 60 s. The entry is row-locked and moves only as the lifecycle allows from the state it is
 * in now, so two tablets cannot serve it twice; its chair goes through `chairs` (409 when taken).
 */
export async function moveLineEntry(db: KeyScopedDb, now: Date, id: number, input: LineMove, actor: Actor): Promise<LineMoved> {
  return db.transaction(async (trx) => {
    await closeEndedDays(trx, now);
    const e = await lineEntriesRepository(trx).lock(id);
    if (!e) throw notFound(say('refusal.line.notFound'));
    return applyLineMove(trx, now, e, input, actor);
  });
}

/** `POST /api/floor/call-next`: calls the first waiting client the barber can serve; one called client per barber at a time. */
export async function callNext(db: KeyScopedDb, now: Date, barberId: number, actor: Actor): Promise<LineMoved & { firstName: string }> {
  return db.transaction(async (trx) => {
    await closeEndedDays(trx, now);
    const repo = lineEntriesRepository(trx);
    const barber = await repo.lockBarber(barberId);
    if (!barber) throw notFound(say('refusal.line.unknownBarber'));
    const called = await repo.calledFor(barberId);
    if (called) throw conflict(say('refusal.line.alreadyCalled', { client: called.first_name, barber: barber.name }));
    const e = await repo.lockNextFor(barberId);
    if (!e) throw notFound(say('refusal.line.nobodyWaiting', { barber: barber.name }));
    return { ...(await applyLineMove(trx, now, e, { to: 'called', barberId }, actor)), firstName: e.firstName };
  });
}

/** `DELETE /api/line/:token`: the client leaves (a second time, or once served: nothing changes). */
export async function leaveLine(db: KeyScopedDb, now: Date, token: string): Promise<void> {
  await db.transaction(async (trx) => {
    const found = await lineEntriesRepository(trx).byToken(token);
    if (!found) throw notFound(say('refusal.line.notFound'));
    const e = (await lineEntriesRepository(trx).lock(found.id))!;
    if (e.status !== 'waiting' && e.status !== 'called') return;
    await applyLineMove(trx, now, e, { to: 'left' }, null);
  });
}

async function applyLineMove(trx: Db, now: Date, e: LineEntryRow, input: LineMove, actor: Actor): Promise<LineMoved> {
  const repo = lineEntriesRepository(trx);
  const chairs = chairsRepository(trx);
  let patch: LineEntryPatch;
  let summary: Said;
  const values = { client: e.firstName, service: e.serviceName };
  if (input.undo) {
    const undo = e.undo as ReturnType<typeof snapshot> | null;
    if (!undo || !mayUndo({ at: e.changedAt, by: undo.by }, now)) throw conflict(say('refusal.floor.undoExpired'));
    if (undo.status !== input.to || !canUndoLine(e.status, undo.status))
      throw conflict(say('refusal.floor.moved', { state: word(e.status), to: word(input.to) }));
    patch = Object.fromEntries(UNDONE.map((k) => [k, undo[k]])) as LineEntryPatch;
    patch.undo = null;
    summary = say('history.line.undo', { ...values, to: word(input.to) });
  } else {
    if (!canMoveLine(e.status, input.to)) throw conflict(say('refusal.floor.moved', { state: word(e.status), to: word(input.to) }));
    patch = { undo: snapshot(e, actor?.id ?? null) };
    const barberId = input.barberId ?? e.barberId;
    const barber = barberId === null ? undefined : await chairs.barber(barberId);
    if (barberId !== null && !barber) throw conflict(say('refusal.line.unknownBarber'));
    if (barber && (input.to === 'called' || input.to === 'in_chair') && !(await repo.performs(barber.id, e.serviceId))) {
      throw conflict(say('refusal.line.barberNotServing', { barber: barber.name, service: e.serviceName }));
    }
    summary = say('history.line.change', { ...values, to: word(input.to) });
    if (input.to === 'called') {
      if (barber) {
        await repo.lockBarber(barber.id);
        const called = await repo.calledFor(barber.id);
        if (called && called.id !== e.id)
          throw conflict(say('refusal.line.alreadyCalled', { client: called.first_name, barber: barber.name }));
      }
      Object.assign(patch, { status: 'called', barber_id: barberId, called_at: now });
      summary = say('history.line.call', { ...values, barber: barber?.name ?? say('floor.firstAvailable') });
    } else if (input.to === 'in_chair') {
      if (!barber) throw conflict(say('refusal.line.needBarber'));
      Object.assign(patch, {
        status: 'in_chair',
        barber_id: barber.id,
        chair_barber_id: barber.id,
        started_at: now,
        called_at: e.calledAt ?? now,
      });
      summary = say('history.line.inChair', { ...values, chair: barber.name });
    } else if (input.to === 'done') {
      Object.assign(patch, { status: 'done', finished_at: now });
    } else if (input.to === 'left') {
      Object.assign(patch, { status: 'left', left_at: now, removed_by: actor?.id ?? null });
      if (!actor) summary = say('history.line.leftByClient', values);
    } else {
      Object.assign(patch, { status: 'waiting', called_at: null, barber_id: input.barberId ?? e.barberId });
    }
  }
  patch.changed_at = now;
  const seatedBefore = e.status === 'in_chair';
  const seatedAfter = patch.status === 'in_chair';
  if (seatedBefore && !seatedAfter) await chairs.free({ lineEntryId: e.id });
  if (seatedAfter && !seatedBefore && !(await chairs.take(patch.chair_barber_id!, { lineEntryId: e.id }, patch.started_at!))) {
    const name = (await chairs.barber(patch.chair_barber_id!))?.name ?? '';
    throw conflict(say('refusal.floor.chairTaken', { barber: name }));
  }
  if (patch.status === 'called' && patch.barber_id !== null && patch.barber_id !== undefined && input.undo) {
    const called = await repo.calledFor(patch.barber_id);
    if (called && called.id !== e.id) throw conflict(say('refusal.line.alreadyCalled', { client: called.first_name, barber: '' }));
  }
  await repo.update(e.id, patch);
  await auditLogRepository(trx).record({
    actor,
    at: now,
    action: input.undo ? 'line.undo' : `line.${input.to}`,
    entity: 'line_entry',
    entityId: e.id,
    summary,
    before: snapshot(e),
    after: { ...snapshot(e), ...Object.fromEntries(UNDONE.filter((k) => k in patch).map((k) => [k, patch[k]])) },
  });
  await oweLineNotices(trx, now);
  const status = (patch.status ?? e.status) as LineState;
  return {
    id: e.id,
    status,
    barberId: patch.barber_id !== undefined ? patch.barber_id : e.barberId,
    chairBarberId: patch.chair_barber_id !== undefined ? patch.chair_barber_id : e.chairBarberId,
  };
}
