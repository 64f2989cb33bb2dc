import type { AppointmentInput } from '#shared/schemas/appointment';
import type { Service } from '#shared/schemas/catalogue';
import { priceWith } from '#pwa/lib/service-prices';
import type { BookingDraft } from './draft';

type Complete = Required<Pick<BookingDraft, 'serviceId' | 'date' | 'time' | 'clientName' | 'clientEmail' | 'clientPhone'>>;

/** Confirm step (docs/product.md#the-wizard): these must be present before sending. */
export function isDraftComplete(draft: BookingDraft): draft is BookingDraft & Complete {
  return Boolean(
    draft.serviceId && draft.date && draft.time && draft.clientName?.trim() && draft.clientEmail?.trim() && draft.clientPhone?.trim(),
  );
}

/**
 * The appointment as the wizard sends it. Price (the chosen barber's for the service), status and payment status go too, for
 * information; the server decides them itself (docs/product.md#slots-and-availability).
 */
export function toAppointmentInput(
  draft: BookingDraft & Complete,
  service: Pick<Service, 'price' | 'barbers'> | undefined,
): AppointmentInput {
  return {
    clientId: draft.clientId ?? null,
    clientName: draft.clientName,
    clientEmail: draft.clientEmail,
    clientPhone: draft.clientPhone,
    barberId: draft.barberId ?? null,
    serviceId: draft.serviceId,
    appointmentDate: draft.date,
    appointmentTime: draft.time,
    notes: draft.notes ?? '',
    totalPrice: (service && priceWith(service, draft.barberId)) ?? 0,
    status: 'confirmed',
    paymentStatus: 'pending',
  };
}

/** The client look-up starts once the email contains an @ and a dot (docs/product.md#the-wizard). */
export function looksLikeEmail(email: string): boolean {
  const e = email.trim();
  return e.includes('@') && e.includes('.');
}
