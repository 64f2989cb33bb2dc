import { to12Hour } from './shop-time';

/** The block form's default daily range (docs/product.md#blocking-time: 09:00–19:00). */
export const BLOCK_DEFAULT_OPENS = '09:00';
export const BLOCK_DEFAULT_CLOSES = '19:00';

/** The daily times a block may cover: `HH:MM` to `HH:MM`. */
export type BlockWindow = { opens: string; closes: string };

/**
 * The times a block may cover for barbers with these working intervals (any weekday): every time
 * that can be booked, from the earliest start to the latest end, and never less than the default
 * 09:00–19:00 (docs/decisions/059-bookable-blocks-and-closing-over-bookings.md).
 */
export function blockWindow(hours: readonly { start: string; end: string }[]): BlockWindow {
  let opens = BLOCK_DEFAULT_OPENS;
  let closes = BLOCK_DEFAULT_CLOSES;
  for (const h of hours) {
    if (h.start < opens) opens = h.start;
    if (h.end > closes) closes = h.end;
  }
  return { opens, closes };
}

/** 'Times must be between 9:00 AM and 9:00 PM' when a block's times leave its window, else null. */
export function blockTimesProblem(
  b: { startTime: string; endTime: string },
  w: BlockWindow,
): { field: 'startTime' | 'endTime'; message: string } | null {
  const message = `Times must be between ${to12Hour(w.opens)} and ${to12Hour(w.closes)}`;
  if (b.startTime < w.opens || b.startTime > w.closes) return { field: 'startTime', message };
  if (b.endTime < w.opens || b.endTime > w.closes) return { field: 'endTime', message };
  return null;
}
