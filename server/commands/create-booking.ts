import { lockDayShared, lockNoPreferenceDay } from '../repositories/schedule-locks';
import type { KeyScopedDb } from '../db/connect';
import { shopInstant, toMinutes } from '#shared/domain/shop-time';
import type { AppointmentRequest, BookedAppointment } from '#shared/schemas/appointment';
import { RETIRED_SERVICE_MESSAGE } from '#shared/schemas/admin-services';
import { badRequest, fieldError } from '../errors';
import { appointmentsRepository, type NewAppointment } from '../repositories/appointments';
import { scheduleRepository } from '../repositories/schedule';
import { chooseBarbers, firstFree, refuseUnlessBookableOnline } from './slot-choice';
import { resolveClient } from './resolve-client';
import { enforceClientCap, refuseBeyondHorizon } from './booking-limits';
import { oweAppointmentMessages } from '../notifications/owe';
import { manageToken, tokenHash } from '../notifications/links';
import type { NotifySettings } from '../notifications/settings';
import type { Lang } from '#shared/i18n/lang';
import { changed } from './changes';

/**
 * The limits a public booking is held to: the horizon always (the shop's booking rules; `horizonDays` is
 * the server's default, BOOKING_HORIZON_DAYS, when the owner has not set one); the per-client cap unless
 * turned off (RATE_LIMITS=off).
 */
export type BookingRulesIn = { horizonDays: number; maxPerClient: number | undefined };

/**
 * `POST /api/appointments`, in one transaction: the horizon (the shop's booking rules), the service
 * (not retired, bookable online) and its duration and clean-up, the slot rules (closures, time off,
 * the barbers who perform the service, minimum notice, slot step), "no preference" resolved to a
 * barber, the client found or created, the per-client cap (docs/decisions/002-booking.md,
 * 025-booking-limits.md, 041-back-office.md), the row inserted at the chosen barber's own price (else
 * the service's; "no preference" books at the service's price). The exclusion constraint is the last
 * word on overlaps (the row's `during` covers the service and its clean-up): a lost race is the `slot_taken` 409.
 * The confirmation and reminders it owes the client are written in the same transaction
 * (docs/decisions/042-notifications.md); the client's messages are in `lang`, the booking's language.
 */
export async function createBooking(
  db: KeyScopedDb,
  now: Date,
  req: AppointmentRequest,
  rules: BookingRulesIn,
  notify: NotifySettings,
  lang: Lang = 'en',
): Promise<BookedAppointment> {
  const id = await db.transaction(async (trx) => {
    await lockDayShared(trx, req.appointmentDate);
    if (req.barberId === null) await lockNoPreferenceDay(trx, req.appointmentDate);
    const { service, closure, rules: shopRules, ...day } = await scheduleRepository(trx).loadDay(req.appointmentDate, req.serviceId);
    refuseBeyondHorizon(req.appointmentDate, now, shopRules.horizonDays ?? rules.horizonDays);
    if (!service) throw fieldError('serviceId', 'No such service');
    if (service.retired) throw badRequest(RETIRED_SERVICE_MESSAGE);
    refuseUnlessBookableOnline(service);

    const input = {
      date: req.appointmentDate,
      ...day,
      closed: closure,
      durationMin: service.durationMin,
      cleanupMin: service.cleanupMin,
      stepMin: shopRules.slotStepMinutes,
      minNoticeMin: shopRules.minNoticeMinutes,
      now,
    };
    const why = { date: req.appointmentDate, closure, stepMin: shopRules.slotStepMinutes, noticeMin: shopRules.minNoticeMinutes };
    const { candidates, barber } = await chooseBarbers(trx, input, req.barberId, toMinutes(req.appointmentTime), why);

    const client = await resolveClient(trx, now, req, lang);
    if (rules.maxPerClient !== undefined) {
      await enforceClientCap(trx, { clientId: client.id, email: req.clientEmail, phone: req.clientPhone, now, max: rules.maxPerClient });
    }
    const row: Omit<NewAppointment, 'barberId'> = {
      clientId: client.id,
      serviceId: service.id,
      date: req.appointmentDate,
      time: req.appointmentTime,
      startsAt: shopInstant(req.appointmentDate, req.appointmentTime),
      durationMin: service.durationMin,
      cleanupMin: service.cleanupMin,
      priceCents: barber?.priceCents ?? service.priceCents,
      status: 'confirmed',
      paymentStatus: 'pending',
      notes: req.notes ?? null,
      isWalkIn: false,
      bookedOnline: true,
      createdAt: now,
      manageTokenHash: (id) => tokenHash(manageToken(notify.linkKey, id)),
    };
    const booked = await firstFree(trx, candidates, (db, barberId) => appointmentsRepository(db).insert({ ...row, barberId }));
    changed({ days: [req.appointmentDate] });
    await oweAppointmentMessages(trx, 'confirmation', booked, { now, ...notify });
    return booked;
  });
  return (await appointmentsRepository(db).findBooked(id))!;
}
