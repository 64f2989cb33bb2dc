import type { KeyScopedDb } from '../db/connect';
import { shopInstant } from '#shared/domain/shop-time';
import type { AdminAppointment } from '#shared/schemas/admin-appointment';
import type { WalkIn } from '#shared/schemas/walk-in';
import { appointmentsRepository } from '../repositories/appointments';
import { adminAppointmentsRepository } from '../repositories/admin-appointments';
import { resolveWalkInClient } from './resolve-client';
import { auditLogRepository, type Actor } from '../repositories/audit-log';
import { walkInLine } from './audit-summaries';
import { checkStaffSlot } from './staff-slot-rules';
import { oweAppointmentMessages } from '../notifications/owe';
import { manageToken, tokenHash } from '../notifications/links';
import type { NotifySettings } from '../notifications/settings';
import { changed } from './changes';

/**
 * `POST /api/appointments/walk-in`, in one transaction: the staff slot rules, the client (by email
 * or phone when on file, else new: `resolveWalkInClient`), the row (walk-in, confirmed, the barber's own price for the
 * service, else the service's; 0 for one priced by phone; with the service's clean-up), and its
 * History row. Staff-only services are fine here; retired ones are refused. The exclusion constraint
 * refuses an overlap: the `slot_taken` 409. A walk-in given an email owes its client a confirmation
 * (and reminders, if it is far enough ahead), in the same transaction (docs/decisions/042-notifications.md).
 */
export async function addWalkIn(db: KeyScopedDb, now: Date, w: WalkIn, actor: Actor, notify: NotifySettings): Promise<AdminAppointment> {
  const id = await db.transaction(async (trx) => {
    const { service, barber } = await checkStaffSlot(trx, now, w);
    const client = await resolveWalkInClient(trx, now, { name: w.clientName, phone: w.clientPhone, email: w.clientEmail });
    const inserted = await appointmentsRepository(trx).insert({
      clientId: client.id,
      barberId: w.barberId,
      serviceId: service.id,
      date: w.date,
      time: w.time,
      startsAt: shopInstant(w.date, w.time),
      durationMin: service.durationMin,
      cleanupMin: service.cleanupMin,
      priceCents: barber.priceCents ?? service.priceCents ?? 0,
      status: 'confirmed',
      paymentStatus: 'pending',
      notes: w.notes,
      isWalkIn: true,
      createdAt: now,
      ...(w.clientEmail?.trim() ? { manageTokenHash: (id: number) => tokenHash(manageToken(notify.linkKey, id)) } : {}),
    });
    const added = (await adminAppointmentsRepository(trx).find(inserted))!;
    changed({ days: [w.date] });
    await auditLogRepository(trx).record({
      actor,
      at: now,
      action: 'walk-in.add',
      entity: 'appointment',
      entityId: inserted,
      summary: walkInLine(added),
      after: {
        clientName: added.clientName,
        barberName: added.barberName,
        serviceName: added.serviceName,
        date: added.appointmentDate,
        time: added.appointmentTime,
        totalPrice: added.totalPrice,
      },
    });
    if (w.clientEmail?.trim()) await oweAppointmentMessages(trx, 'confirmation', inserted, { now, ...notify });
    return inserted;
  });
  return (await adminAppointmentsRepository(db).find(id))!;
}
