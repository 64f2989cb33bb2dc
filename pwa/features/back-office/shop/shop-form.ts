import { DEFAULT_LINE_RULES, type ShopDetails } from '#shared/schemas/shop-details';
import type { FieldErrors } from '../../staff-shell/lib/form-errors';

/** The Shop details form as typed: every value a string; three address lines; notice as hours and minutes. */
export type ShopFormValues = {
  name: string;
  addressLines: [string, string, string];
  phone: string;
  email: string;
  instagram: string;
  facebook: string;
  openingHours: { days: string; hours: string }[];
  homeServices: { name: string; price: string; duration: string; description: string }[];
  noticeHours: string;
  noticeMinutes: string;
  horizonDays: string;
  slotStepMinutes: string;
  /** Days between two lapsed-client reminders to one client. */
  reminderDays: string;
  /** The walk-in line: minutes after a booked start before the client shows as late; online joining paused. */
  lateAfterMinutes: string;
  onlineJoinPaused: boolean;
};

export const SLOT_STEPS = [10, 15, 20, 30, 60] as const;
export const WHOLE_NUMBER = 'Enter a whole number';

/** The saved details as the form shows them. */
export function toForm(d: ShopDetails): ShopFormValues {
  const lines = [...d.addressLines, '', '', ''];
  return {
    name: d.name,
    addressLines: [lines[0]!, lines[1]!, lines[2]!],
    phone: d.phone,
    email: d.email,
    instagram: d.instagram,
    facebook: d.facebook,
    openingHours: d.openingHours.map((h) => ({ ...h })),
    homeServices: d.homeServices.map((s) => ({ ...s, duration: String(s.duration) })),
    noticeHours: String(Math.floor(d.bookingRules.minNoticeMinutes / 60)),
    noticeMinutes: String(d.bookingRules.minNoticeMinutes % 60),
    horizonDays: String(d.bookingRules.horizonDays),
    slotStepMinutes: String(d.bookingRules.slotStepMinutes),
    reminderDays: String(d.reminders.everyDays),
    lateAfterMinutes: String((d.line ?? DEFAULT_LINE_RULES).lateAfterMinutes),
    onlineJoinPaused: (d.line ?? DEFAULT_LINE_RULES).onlineJoinPaused,
  };
}

const whole = (s: string) => (/^\s*\d+\s*$/.test(s) ? Number(s) : NaN);

/**
 * The body `PUT /api/shop` takes, before the shared schema checks it; the numbers that are not whole
 * numbers are reported here (by the form's field paths), as the schema would only say "expected number".
 * Empty address lines are left out (a line of the address is optional, the first is not).
 */
export function fromForm(v: ShopFormValues): { body: unknown; errors: FieldErrors } {
  const errors: FieldErrors = {};
  const num = (path: string, s: string) => {
    const n = whole(s);
    if (Number.isNaN(n)) errors[path] ??= WHOLE_NUMBER;
    return n;
  };
  const hours = num('bookingRules.minNoticeMinutes', v.noticeHours);
  const minutes = num('bookingRules.minNoticeMinutes', v.noticeMinutes);
  const lines = v.addressLines.map((l) => l.trim());
  const body = {
    name: v.name,
    addressLines: lines.slice(0, lines.findLastIndex((l) => l !== '') + 1),
    phone: v.phone,
    email: v.email,
    instagram: v.instagram,
    facebook: v.facebook,
    openingHours: v.openingHours,
    homeServices: v.homeServices.map((s, i) => ({ ...s, duration: num(`homeServices.${i}.duration`, s.duration) })),
    bookingRules: {
      minNoticeMinutes: hours * 60 + minutes,
      horizonDays: num('bookingRules.horizonDays', v.horizonDays),
      slotStepMinutes: Number(v.slotStepMinutes),
    },
    reminders: { everyDays: num('reminders.everyDays', v.reminderDays) },
    line: { lateAfterMinutes: num('line.lateAfterMinutes', v.lateAfterMinutes), onlineJoinPaused: v.onlineJoinPaused },
  };
  return { body, errors };
}
