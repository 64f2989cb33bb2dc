import type { AdminAppointment } from '#shared/schemas/admin-appointment';

/**
 * Where staff open one appointment: the dashboard with it in a dialog (its day and barber narrow
 * the list it is found in). A refusal that names appointments links each one here.
 */
export function appointmentHref(a: Pick<AdminAppointment, 'id' | 'appointmentDate' | 'barberId'>): string {
  return `/admin?${new URLSearchParams({ appointment: String(a.id), date: a.appointmentDate, barber: String(a.barberId) })}`;
}

/** The appointment a dashboard address asks to open (`appointmentHref`), or null. */
export function linkedAppointment(params: URLSearchParams): { id: number; date?: string; barberId?: number } | null {
  const id = Number(params.get('appointment'));
  if (!Number.isSafeInteger(id) || id <= 0) return null;
  const date = params.get('date');
  const barberId = Number(params.get('barber'));
  return {
    id,
    ...(date && /^\d{4}-\d{2}-\d{2}$/.test(date) ? { date } : {}),
    ...(Number.isSafeInteger(barberId) && barberId > 0 ? { barberId } : {}),
  };
}
