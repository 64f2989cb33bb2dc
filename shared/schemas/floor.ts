import { z } from 'zod';
import { digitsToNumber } from './common';
import { LANGS } from '../i18n/lang';

/**
 * The shop floor's API (docs/decisions/067-floor-data-model-and-live-channel.md): the day's visits, the
 * walk-in line, the public line pages and the lobby board. Answers are JSON; refusals `{ message }`.
 */

export const LINE_MESSAGES = {
  firstName: 'Please enter your first name',
  contact: 'Please give a phone number or an email so we can tell you when it is your turn',
  phone: 'Please enter a valid phone number',
  email: 'Please enter a valid email',
  serviceId: 'Please select a service',
  barberId: 'Please select a barber or first available',
  to: 'Unknown status',
} as const;

const positiveId = (message: string) =>
  z.preprocess(digitsToNumber, z.number({ message }).int(message).positive(message).max(2_147_483_647, message));
const EmailCheck = z.email();

/** `POST /api/line` (public) and `POST /api/floor/line` (the desk): who joins the line. */
export const LineJoinInput = z
  .object({
    firstName: z
      .string({ message: LINE_MESSAGES.firstName })
      .trim()
      .min(1, LINE_MESSAGES.firstName)
      .max(40, 'First name must be at most 40 characters'),
    phone: z
      .string()
      .trim()
      .max(30, LINE_MESSAGES.phone)
      .refine((s) => s === '' || s.replace(/\D/g, '').length >= 10, LINE_MESSAGES.phone)
      .nullish()
      .transform((s) => (s ? s : null)),
    email: z
      .string()
      .trim()
      .max(254, LINE_MESSAGES.email)
      .refine((s) => s === '' || EmailCheck.safeParse(s).success, LINE_MESSAGES.email)
      .nullish()
      .transform((s) => (s ? s.toLowerCase() : null)),
    serviceId: positiveId(LINE_MESSAGES.serviceId),
    /** null (or absent): first available. */
    barberId: z.preprocess((v) => (v === '' || v === undefined ? null : v), positiveId(LINE_MESSAGES.barberId).nullable()),
    lang: z.enum(LANGS).optional(),
    /** Online: 'door' when the page was opened from the lobby's QR code (the desk's entries are 'desk'). */
    source: z.enum(['web', 'door']).optional(),
  })
  .strict();
export type LineJoinInput = z.input<typeof LineJoinInput>;
export type LineJoin = z.output<typeof LineJoinInput>;

/**
 * `POST /api/floor/line` (staff): the public join, plus `fromAppointmentId` when a late booked client is
 * moved to the line: their phone, email and language come from the appointment's client (unless given), so
 * they are told when two are ahead and when it is their turn. The public join refuses the field (400).
 */
export const DeskLineJoinInput = LineJoinInput.extend({
  fromAppointmentId: positiveId('Unknown appointment').optional(),
});
export type DeskLineJoinInput = z.input<typeof DeskLineJoinInput>;
export type DeskLineJoin = z.output<typeof DeskLineJoinInput>;

export const VISIT_TARGETS = ['booked', 'arrived', 'in_chair', 'done', 'no_show'] as const;
export const LINE_TARGETS = ['waiting', 'called', 'in_chair', 'done', 'left'] as const;

/** `POST /api/appointments/:id/visit`: one tap on a booked visit; `undo`: put back the last tap (within 60 s). */
export const VisitMoveInput = z.object({
  to: z.enum(VISIT_TARGETS, { message: LINE_MESSAGES.to }),
  /** In chair: whose chair (default: the appointment's barber). */
  barberId: positiveId(LINE_MESSAGES.barberId).optional(),
  undo: z.boolean().optional(),
});
export type VisitMoveInput = z.input<typeof VisitMoveInput>;
export type VisitMove = z.output<typeof VisitMoveInput>;

/** `POST /api/floor/line/:id`: one tap on a line entry; `barberId` assigns a first-available entry or picks the chair. */
export const LineMoveInput = z.object({
  to: z.enum(LINE_TARGETS, { message: LINE_MESSAGES.to }),
  barberId: positiveId(LINE_MESSAGES.barberId).optional(),
  undo: z.boolean().optional(),
});
export type LineMoveInput = z.input<typeof LineMoveInput>;
export type LineMove = z.output<typeof LineMoveInput>;

/** `POST /api/floor/call-next`: the barber who is free calls the next client who can sit in their chair. */
export const CallNextInput = z.object({ barberId: positiveId(LINE_MESSAGES.barberId) });

export const LineToken = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{22,64}$/, 'No such place in the line') });

export type Range = { fromMinutes: number; toMinutes: number };
export type VisitState = (typeof VISIT_TARGETS)[number];
export type LineState = (typeof LINE_TARGETS)[number];

/** `GET /api/line` (public): the wait before joining; no personal data. */
export type PublicLine = {
  paused: boolean;
  firstAvailable: Range | null;
  barbers: Array<{ id: number; name: string; working: boolean } & Range>;
};

/** `POST /api/line` 201. */
export type LineJoined = { token: string; position: number; estimate: Range };

/** `GET /api/line/:token`, its events, and `DELETE` (status 'left'). */
export type LineEntryView = {
  status: LineState;
  firstName: string;
  /** 1 = next; 0 once called, in the chair or gone. */
  position: number;
  ahead: number;
  estimate: Range | null;
  serviceId: number;
  barberId: number | null;
};

export type FloorChairVisit = {
  kind: 'appointment' | 'line';
  id: number;
  firstName: string;
  serviceName: string;
  startedAt: string;
  minutes: number;
};

/** `GET /api/floor` (staff). */
export type Floor = {
  now: string;
  settings: { lateAfterMinutes: number; onlineJoinPaused: boolean };
  barbers: Array<{
    id: number;
    name: string;
    working: boolean;
    inChair: FloorChairVisit | null;
    freeAt: string | null;
    next: Array<{ kind: 'appointment' | 'line'; id: number; firstName: string; at: string | null }>;
  }>;
  appointments: Array<{
    id: number;
    clientId: number;
    clientName: string;
    firstName: string;
    barberId: number;
    barberName: string;
    serviceId: number;
    serviceName: string;
    start: string;
    minutes: number;
    visit: VisitState;
    late: boolean;
    arrivedAt: string | null;
    startedAt: string | null;
    finishedAt: string | null;
    chairBarberId: number | null;
    changedAt: string | null;
  }>;
  line: Array<{
    id: number;
    position: number;
    firstName: string;
    serviceId: number;
    serviceName: string;
    barberId: number | null;
    status: LineState;
    source: 'desk' | 'web' | 'door';
    joinedAt: string;
    calledAt: string | null;
    startedAt: string | null;
    chairBarberId: number | null;
    estimate: Range | null;
    waitedMinutes: number;
    hasPhone: boolean;
    hasEmail: boolean;
    changedAt: string;
  }>;
  /** The first-available wait, as the public page shows it. */
  wait: Range | null;
};

/** `POST /api/floor/line` 201 (the desk's entry, with the client's token for the QR / link). */
export type DeskLineEntry = Floor['line'][number] & { token: string };

/** `GET /api/board` (public, the lobby TV): first name and initial only. */
export type Board = {
  barbers: Array<{ id: number; name: string; inChair: string | null; next: string[] }>;
  line: Array<{ position: number; name: string; barberName: string | null; estimate: Range | null }>;
  wait: Range | null;
};
