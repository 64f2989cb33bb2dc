/**
 * The booking wizard's state: which step is showing and the booking draft.
 * `barberId`: null = no preference, undefined = not chosen yet.
 */
export type BookingDraft = {
  serviceId?: number;
  /** `YYYY-MM-DD`, shop-local. */
  date?: string;
  /** `HH:MM` 24-hour, shop-local. */
  time?: string;
  barberId?: number | null;
  clientId?: number;
  clientName?: string;
  clientEmail?: string;
  clientPhone?: string;
  notes?: string;
  /** This visit made the client (POST /api/clients): the token lets it correct a typo (docs/decisions/069-visitor-never-stuck.md). */
  correctionToken?: string;
};

/** The steps' names (message ids): Service, Date & Time, Barber, Your Info, Confirm. */
export const STEP_LABELS = [
  'booking.steps.service',
  'booking.steps.dateTime',
  'booking.steps.barber',
  'booking.steps.info',
  'booking.steps.confirm',
] as const;
export const FIRST_STEP = 1;
export const LAST_STEP = STEP_LABELS.length;

export type WizardState = { step: number; draft: BookingDraft };

export type ClientChoice = {
  clientId: number;
  clientName: string;
  clientEmail: string;
  clientPhone: string;
  notes?: string;
  correctionToken?: string;
};

export type WizardAction =
  | { type: 'service'; serviceId: number }
  | { type: 'date'; date: string }
  | { type: 'time'; time: string }
  /** undefined clears the choice (a `?barber=` link to a barber who does not exist). */
  | { type: 'barber'; barberId: number | null | undefined }
  | { type: 'client'; client: ClientChoice }
  | { type: 'next' }
  | { type: 'back' }
  /** The server answered 409: the time went to someone else. Back to Date & Time, time cleared. */
  | { type: 'slotTaken' };

export function initialWizard(preselectedBarberId?: number): WizardState {
  return { step: FIRST_STEP, draft: preselectedBarberId ? { barberId: preselectedBarberId } : {} };
}

const withoutTime = (draft: BookingDraft): BookingDraft => {
  const { time: _time, ...rest } = draft;
  return rest;
};

export function wizardReducer(state: WizardState, action: WizardAction): WizardState {
  const { draft } = state;
  switch (action.type) {
    case 'service':
      // Another service has another duration: the chosen time may no longer fit.
      if (draft.serviceId === action.serviceId) return state;
      return { ...state, draft: { ...withoutTime(draft), serviceId: action.serviceId } };
    case 'date':
      // Picking a new date resets the time (docs/product.md#the-wizard).
      if (draft.date === action.date) return state;
      return { ...state, draft: { ...withoutTime(draft), date: action.date } };
    case 'time':
      return { ...state, draft: { ...draft, time: action.time } };
    case 'barber': {
      if (action.barberId !== undefined) return { ...state, draft: { ...draft, barberId: action.barberId } };
      const { barberId: _barberId, ...rest } = draft;
      return { ...state, draft: rest };
    }
    case 'client': {
      const { notes, ...client } = action.client;
      const trimmedNotes = notes?.trim();
      const { notes: _old, correctionToken: _token, ...rest } = draft;
      return { ...state, draft: { ...rest, ...client, ...(trimmedNotes ? { notes: trimmedNotes } : {}) } };
    }
    case 'next':
      return { ...state, step: Math.min(state.step + 1, LAST_STEP) };
    case 'back':
      return { ...state, step: Math.max(state.step - 1, FIRST_STEP) };
    case 'slotTaken':
      return { step: 2, draft: withoutTime(draft) };
  }
}
