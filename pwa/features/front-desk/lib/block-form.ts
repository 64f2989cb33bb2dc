import { BLOCK_CLOSES, BLOCK_OPENS, BLOCK_REQUIRED_MESSAGE, BlockedSlotInput, type NewBlockedSlot } from '#shared/schemas/blocked-slot';
import { blockTimesProblem, type BlockWindow } from '#shared/domain/block-window';

/** The Block Time Slots form as typed: every value a string ('' = not filled in; barber '0' = All Barbers). */
export type BlockFormValues = { barberId: string; startDate: string; endDate: string; startTime: string; endTime: string; reason: string };

export const emptyBlockForm: BlockFormValues = { barberId: '', startDate: '', endDate: '', startTime: '', endTime: '', reason: '' };

/** `outside`: the times leave the window (the message names it in English; screens say it in their language). */
export type BlockFormCheck =
  | { ok: true; block: NewBlockedSlot }
  | { ok: false; missing: true }
  | { ok: false; missing: false; message: string; outside?: BlockWindow };

/**
 * Checks the form with the shared schema. Any field left empty → `missing` (the toast
 * 'Missing Information' / 'Please fill in all required fields.'); otherwise the first rule broken
 * (a start date before today in shop time, an end before the start, a time outside the window the
 * barbers can be booked in: `GET /api/blocked-slots/bounds`, by default 9:00–19:00).
 * On success the barber is an integer (0 = all barbers).
 */
export function checkBlockForm(
  values: BlockFormValues,
  today: string,
  window: BlockWindow = { opens: BLOCK_OPENS, closes: BLOCK_CLOSES },
): BlockFormCheck {
  const parsed = BlockedSlotInput.safeParse(values);
  if (!parsed.success) {
    if (parsed.error.issues.some((i) => i.message === BLOCK_REQUIRED_MESSAGE)) return { ok: false, missing: true };
    return { ok: false, missing: false, message: parsed.error.issues[0]?.message ?? BLOCK_REQUIRED_MESSAGE };
  }
  const outside = blockTimesProblem(parsed.data, window);
  if (outside) return { ok: false, missing: false, message: outside.message, outside: window };
  if (parsed.data.startDate < today) return { ok: false, missing: false, message: 'The start date cannot be in the past' };
  return { ok: true, block: parsed.data };
}
