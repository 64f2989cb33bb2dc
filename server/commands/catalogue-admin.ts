import type { Db } from '../db/connect';
import type { z } from 'zod';
import type {
  AdminBarber,
  BarberCreateInput as BarberCreateSchema,
  BarberPatchInput as BarberPatchSchema,
  WeeklyHours,
} from '#shared/schemas/admin-barbers';
import type {
  AdminService,
  ServiceCreateInput as ServiceCreateSchema,
  ServicePatchInput as ServicePatchSchema,
} from '#shared/schemas/admin-services';
import { ErrorCode } from '#shared/errors';
import { conflict, fieldError, notFound } from '../errors';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { backOfficeCatalogueRepository, toCents, type ServiceRowInput } from '../repositories/back-office-catalogue';
import { loadShopDetails } from '../queries/shop-details';
import type { Config } from '../config';
import { describeOverlap } from './block-slot';
import { say } from '../i18n/say';
import { followRename } from '#shared/i18n/localise';
import { addDays, shopDate } from '#shared/domain/shop-time';
import { lockDaysExclusive } from '../repositories/schedule-locks';
import { changed } from './changes';

/** Past the longest booking horizon (365 days): the days a deactivation locks. */
const MAX_BOOKABLE_DAYS = 366;

type ServiceCreate = z.output<typeof ServiceCreateSchema>;
type ServicePatch = z.output<typeof ServicePatchSchema>;
type BarberCreate = z.output<typeof BarberCreateSchema>;
type BarberPatch = z.output<typeof BarberPatchSchema>;

const NAME_TAKEN = 'A live service already has this name';

/** A unique-name violation (services_live_name_unique) as the form's field error; anything else as it is. */
function nameTaken(err: unknown): unknown {
  return (err as { code?: string; constraint?: string }).code === '23505' ? fieldError('name', NAME_TAKEN) : err;
}

async function refuseOffStep(db: Db, config: Pick<Config, 'booking'>, duration: number): Promise<void> {
  const step = (await loadShopDetails(db, config)).bookingRules.slotStepMinutes;
  if (duration % step !== 0) throw fieldError('duration', `Duration must be a multiple of the slot step (${step} minutes)`);
}

async function checkedBarbers(db: Db, list: { barberId: number; price: number | null }[]) {
  const ids = [...new Set(list.map((b) => b.barberId))];
  if (ids.length !== list.length) throw fieldError('barbers', 'Each barber may be listed once');
  const known = await backOfficeCatalogueRepository(db).existingBarberIds(ids);
  const unknown = ids.find((id) => !known.has(id));
  if (unknown !== undefined) throw fieldError('barbers', `No such barber: ${unknown}`);
  return list.map((b) => ({ barberId: b.barberId, priceCents: toCents(b.price) }));
}

/**
 * `POST /api/services`: the duration a multiple of the shop's slot step; the barbers given (each at
 * their own price, null: the service's), or every active barber at the service's price. Audited.
 */
export async function createService(
  db: Db,
  config: Pick<Config, 'booking'>,
  now: Date,
  actor: Actor,
  s: ServiceCreate,
): Promise<AdminService> {
  changed({ catalogue: true });
  return db.transaction(async (trx) => {
    await refuseOffStep(trx, config, s.duration);
    const repo = backOfficeCatalogueRepository(trx);
    const barbers = s.barbers ? await checkedBarbers(trx, s.barbers) : undefined;
    let id: number;
    try {
      id = await trx.transaction(async (sp) =>
        backOfficeCatalogueRepository(sp).insertService({
          name: s.name,
          description: s.description,
          priceCents: toCents(s.price),
          durationMin: s.duration,
          cleanupMin: s.cleanup,
          bookableOnline: s.bookableOnline,
          sortOrder: s.sortOrder ?? (await repo.nextServiceSortOrder()),
          translations: s.translations,
        }),
      );
    } catch (err) {
      throw nameTaken(err);
    }
    if (barbers) await repo.setServiceBarbers(id, barbers);
    else await repo.assignActiveBarbers(id);
    const after = (await repo.findService(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'service.create',
      entity: 'service',
      entityId: id,
      summary: say('history.service.add', { name: after.name }),
      after,
    });
    return after;
  });
}

/**
 * `PATCH /api/services/{id}`: any field; a barbers list replaces who performs it. Booked appointments
 * keep the price, duration and clean-up they were booked with (they store their own). Audited.
 */
export async function updateService(
  db: Db,
  config: Pick<Config, 'booking'>,
  now: Date,
  actor: Actor,
  id: number,
  s: ServicePatch,
): Promise<AdminService> {
  changed({ catalogue: true });
  return db.transaction(async (trx) => {
    const repo = backOfficeCatalogueRepository(trx);
    const before = await repo.findService(id);
    if (!before) throw notFound('Service not found');
    // A duration kept as it is stays valid (the spec's 45-minute Corte on the 30-minute grid); a new one must fit the step.
    if (s.duration !== undefined && s.duration !== before.duration) await refuseOffStep(trx, config, s.duration);
    const barbers = s.barbers ? await checkedBarbers(trx, s.barbers) : undefined;
    const patch: Partial<ServiceRowInput> = {
      name: s.name,
      description: s.description,
      priceCents: s.price === undefined ? undefined : toCents(s.price),
      durationMin: s.duration,
      cleanupMin: s.cleanup,
      bookableOnline: s.bookableOnline,
      sortOrder: s.sortOrder,
      translations: s.translations ?? followRename(before, s),
    };
    try {
      await trx.transaction((sp) => backOfficeCatalogueRepository(sp).updateService(id, patch));
    } catch (err) {
      throw nameTaken(err);
    }
    if (barbers) await repo.setServiceBarbers(id, barbers);
    const after = (await repo.findService(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'service.update',
      entity: 'service',
      entityId: id,
      summary: say('history.service.change', { name: after.name }),
      before,
      after,
    });
    return after;
  });
}

/** `DELETE /api/services/{id}`: retires it (hidden, never booked again; past appointments keep its name). Audited. */
export async function retireService(db: Db, now: Date, actor: Actor, id: number): Promise<AdminService> {
  changed({ catalogue: true });
  return db.transaction(async (trx) => {
    const repo = backOfficeCatalogueRepository(trx);
    const before = await repo.findService(id);
    if (!before) throw notFound('Service not found');
    if (before.retired) return before;
    await repo.retireService(id, now);
    const after = (await repo.findService(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'service.retire',
      entity: 'service',
      entityId: id,
      summary: say('history.service.retire', { name: after.name }),
      before,
      after,
    });
    return after;
  });
}

/** `POST /api/barbers`: performs every live service at its price; no hours until set. Audited. */
export async function createBarber(db: Db, now: Date, actor: Actor, b: BarberCreate): Promise<AdminBarber> {
  changed({ catalogue: true });
  return db.transaction(async (trx) => {
    const repo = backOfficeCatalogueRepository(trx);
    const id = await repo.insertBarber({
      name: b.name,
      title: b.title,
      bio: b.bio,
      sortOrder: b.sortOrder ?? (await repo.nextBarberSortOrder()),
      translations: b.translations,
      rating: b.rating,
    });
    await repo.assignLiveServices(id);
    const after = (await repo.findBarber(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'barber.create',
      entity: 'barber',
      entityId: id,
      summary: say('history.barber.add', { name: after.name }),
      after,
    });
    return after;
  });
}

/** `PATCH /api/barbers/{id}`: details, or `active: true` to bring them back. Audited. */
export async function updateBarber(db: Db, now: Date, actor: Actor, id: number, b: BarberPatch): Promise<AdminBarber> {
  changed({ catalogue: true });
  return db.transaction(async (trx) => {
    const repo = backOfficeCatalogueRepository(trx);
    const before = await repo.findBarber(id);
    if (!before) throw notFound('Barber not found');
    await repo.updateBarber(id, {
      name: b.name,
      title: b.title,
      bio: b.bio,
      sortOrder: b.sortOrder,
      translations: b.translations,
      active: b.active,
      rating: b.rating,
    });
    const after = (await repo.findBarber(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'barber.update',
      entity: 'barber',
      entityId: id,
      summary: say('history.barber.change', { name: after.name }),
      before,
      after,
    });
    return after;
  });
}

/**
 * `DELETE /api/barbers/{id}`: deactivates (gone from the public list and availability), or 409 listing
 * their upcoming live appointments. Audited.
 */
export async function deactivateBarber(db: Db, now: Date, actor: Actor, id: number): Promise<AdminBarber> {
  changed({ catalogue: true });
  return db.transaction(async (trx) => {
    const repo = backOfficeCatalogueRepository(trx);
    const before = await repo.findBarber(id);
    if (!before) throw notFound('Barber not found');
    if (!before.active) return before;
    // Every bookable day exclusive (bookings take their day shared): none can land between the check and the change.
    const today = shopDate(now);
    await lockDaysExclusive(trx, today, addDays(today, MAX_BOOKABLE_DAYS));
    const live = await adminAppointmentsRepository(trx).liveUpcoming({ barberId: id, now });
    if (live.length > 0) {
      throw conflict(
        say('refusal.barberHasAppointments', { barber: before.name, appointments: live.map((a) => describeOverlap(a, true)) }),
        ErrorCode.conflict,
        { appointments: live },
      );
    }
    await repo.updateBarber(id, { active: false });
    const after = (await repo.findBarber(id))!;
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'barber.deactivate',
      entity: 'barber',
      entityId: id,
      summary: say('history.barber.deactivate', { name: after.name }),
      before,
      after,
    });
    return after;
  });
}

/** `PUT /api/barbers/{id}/hours`: replaces the weekly hours. Audited. */
export async function replaceHours(db: Db, now: Date, actor: Actor, id: number, hours: WeeklyHours): Promise<WeeklyHours> {
  changed({ barbers: true });
  return db.transaction(async (trx) => {
    const repo = backOfficeCatalogueRepository(trx);
    const barber = await repo.findBarber(id);
    if (!barber) throw notFound('Barber not found');
    const before = await repo.hours(id);
    await repo.replaceHours(id, hours);
    const after = await repo.hours(id);
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'hours.update',
      entity: 'barber',
      entityId: id,
      summary: say('history.barber.hours', { name: barber.name }),
      before,
      after,
    });
    return after;
  });
}
