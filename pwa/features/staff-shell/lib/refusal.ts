import { z } from 'zod';
import { ErrorCode } from '#shared/errors';
import { AppointmentNow, AppointmentSeen, SlotClash } from '#shared/schemas/admin-appointment';
import type { I18nValue } from '#pwa/i18n/use-t';

/**
 * The parts of a staff change's refusal the desk says in its own words (docs/decisions/054-history-and-seen-changes.md):
 * what a time clashes with (`clash`), or the appointment as the change saw it and as it is now
 * (`changed_since`: `seen` and `current`). Anything else is shown with the server's message.
 */
export const Refusal = z.object({
  code: z.string().optional(),
  clash: SlotClash.optional(),
  seen: AppointmentSeen.optional(),
  current: AppointmentNow.optional(),
});
export type Refusal = z.infer<typeof Refusal>;

/** The refusal's parts, from an answer body (an ApiError's, or one kept on an outbox row). */
export function refusalOf(body: unknown): Refusal | undefined {
  const r = Refusal.safeParse(body);
  return r.success && (r.data.clash || r.data.current) ? r.data : undefined;
}

type Words = Pick<I18nValue, 't' | 'time'>;

/** What was refused, in the page's language: the clash or the change since; else `fallback`. */
export function refusalText(r: Refusal | undefined, fallback: string, { t, time }: Words): string {
  if (r?.clash) {
    const c = r.clash;
    const values = { barber: c.barberName, from: time(c.from), to: time(c.to) };
    if (c.kind === 'appointment') return t('admin.clash.appointment', values);
    return c.allBarbers ? t('admin.clash.blockAll', values) : t('admin.clash.block', values);
  }
  if (r?.code === ErrorCode.changedSince && r.current) return t('admin.changed.message');
  return fallback;
}
