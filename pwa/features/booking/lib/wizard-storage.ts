import type { ClientInput } from '#shared/schemas/client';
import { FIRST_STEP, LAST_STEP, type BookingDraft } from './draft';

/**
 * The wizard's choices, kept for the tab (sessionStorage): a reload, or a visit to another page and
 * back, finds them again; another tab starts afresh, and a booking made clears them
 * (docs/decisions/069-visitor-never-stuck.md).
 */
export type SavedWizard = { draft: BookingDraft; infoValues?: ClientInput };

const KEY = 'booking-wizard';
const NUMBER_KEYS = ['serviceId', 'clientId'] as const;
const TEXT_KEYS = ['date', 'time', 'clientName', 'clientEmail', 'clientPhone', 'notes', 'correctionToken'] as const;

/** Only fields of the right type come back: a stale or edited value is dropped, not trusted. */
function cleanDraft(raw: Record<string, unknown>): BookingDraft {
  const draft: BookingDraft = {};
  for (const k of NUMBER_KEYS) if (typeof raw[k] === 'number') draft[k] = raw[k];
  for (const k of TEXT_KEYS) if (typeof raw[k] === 'string') draft[k] = raw[k];
  if (raw.barberId === null || typeof raw.barberId === 'number') draft.barberId = raw.barberId;
  return draft;
}

export function loadWizard(): SavedWizard | undefined {
  try {
    const raw = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as { draft?: unknown; infoValues?: unknown } | null;
    if (!raw || typeof raw.draft !== 'object' || raw.draft === null) return undefined;
    const values = raw.infoValues as Record<string, unknown> | undefined;
    const infoValues =
      values && typeof values === 'object'
        ? {
            email: String(values.email ?? ''),
            firstName: String(values.firstName ?? ''),
            lastName: String(values.lastName ?? ''),
            phone: String(values.phone ?? ''),
            notes: String(values.notes ?? ''),
          }
        : undefined;
    return { draft: cleanDraft(raw.draft as Record<string, unknown>), infoValues };
  } catch {
    return undefined;
  }
}

export function saveWizard(saved: SavedWizard): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(saved));
  } catch {
    // Storage full or refused (private mode): the wizard works, only a reload loses the choices.
  }
}

export function clearWizard(): void {
  try {
    sessionStorage.removeItem(KEY);
  } catch {
    // as above
  }
}

/** The furthest step the draft has what it needs for: a `?step=` beyond it shows that step instead. */
export function reachableStep(draft: BookingDraft): number {
  if (!draft.serviceId) return FIRST_STEP;
  if (!draft.date || !draft.time) return 2;
  if (draft.barberId === undefined) return 3;
  if (!draft.clientId || !draft.clientName || !draft.clientEmail || !draft.clientPhone) return 4;
  return LAST_STEP;
}

/** `?step=` as a step number, clamped to what the draft reaches; anything else is step 1. */
export function stepFromParam(param: string | null, draft: BookingDraft): number {
  const n = Number(param);
  if (!Number.isInteger(n) || n < FIRST_STEP) return FIRST_STEP;
  return Math.min(n, LAST_STEP, reachableStep(draft));
}
