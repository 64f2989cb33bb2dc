import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { APPOINTMENT_VISITS, LINE_STATUSES } from '#shared/domain/visit-lifecycle';
import { getJson } from '#pwa/lib/api';
import { newIdempotencyKey, sendChange } from '../../staff-shell/lib/send';

/**
 * The shop floor as the desk sees it (GET /api/floor, docs/decisions/068-floor-screens.md): who is
 * in each chair, today's appointments with their visit status, and the line.
 */
export const Estimate = z.object({ fromMinutes: z.number(), toMinutes: z.number() });
export type Estimate = z.infer<typeof Estimate>;

export const VisitStatus = z.enum(APPOINTMENT_VISITS);
export type VisitStatus = z.infer<typeof VisitStatus>;
export const LineStatus = z.enum(LINE_STATUSES);
export type LineStatus = z.infer<typeof LineStatus>;

export const InChair = z.object({
  kind: z.enum(['appointment', 'line']),
  id: z.number(),
  firstName: z.string(),
  serviceName: z.string(),
  startedAt: z.string(),
});
export type InChair = z.infer<typeof InChair>;

export const FloorBarber = z.object({
  id: z.number(),
  name: z.string(),
  /** Working today (hours, not off): the Floor shows a column only for them. */
  working: z.boolean().optional(),
  inChair: InChair.nullable(),
  freeAt: z.string().nullable().optional(),
});
export type FloorBarber = z.infer<typeof FloorBarber>;

export const FloorAppointment = z.object({
  id: z.number(),
  clientName: z.string(),
  barberId: z.number(),
  serviceId: z.number().optional(),
  serviceName: z.string(),
  start: z.string(),
  visit: VisitStatus,
  late: z.boolean(),
});
export type FloorAppointment = z.infer<typeof FloorAppointment>;

export const FloorLineEntry = z.object({
  id: z.number(),
  position: z.number(),
  firstName: z.string(),
  serviceName: z.string(),
  barberId: z.number().nullable(),
  status: LineStatus,
  joinedAt: z.string(),
  estimate: Estimate.nullable(),
  waitedMinutes: z.number(),
  source: z.enum(['desk', 'web', 'door']),
});
export type FloorLineEntry = z.infer<typeof FloorLineEntry>;

export const Floor = z.object({
  now: z.string(),
  barbers: z.array(FloorBarber),
  appointments: z.array(FloorAppointment),
  line: z.array(FloorLineEntry),
});
export type Floor = z.infer<typeof Floor>;

export const FLOOR_URL = '/api/floor';
export const FLOOR_EVENTS_URL = '/api/floor/events';
export const floorQueryKey = [FLOOR_URL] as const;

export const floorQueryOptions = () => queryOptions({ queryKey: floorQueryKey, queryFn: () => getJson(FLOOR_URL, Floor) });
export const useFloor = () => useQuery(floorQueryOptions());

/** A tap on a booked visit: POST /api/appointments/:id/visit (409 when the chair is taken or it moved on). */
export const VisitChange = z.object({
  appointmentId: z.number(),
  to: VisitStatus,
  barberId: z.number().optional(),
  undo: z.boolean().optional(),
  /** What staff saw, for the outbox's lists. */
  clientName: z.string(),
});
export type VisitChange = z.infer<typeof VisitChange>;

/** A tap on a line entry: POST /api/floor/line/:id. */
export const LineChange = z.object({
  entryId: z.number(),
  to: LineStatus,
  barberId: z.number().optional(),
  undo: z.boolean().optional(),
  clientName: z.string(),
});
export type LineChange = z.infer<typeof LineChange>;

/** The desk adds someone to the line: POST /api/floor/line. */
export const DeskLineEntry = z.object({
  firstName: z.string().trim().min(1).max(60),
  phone: z.string().trim().max(30).optional(),
  email: z.string().trim().max(254).optional(),
  serviceId: z.number().int().positive(),
  barberId: z.number().int().positive().nullable(),
  lang: z.enum(['en', 'es']).optional(),
  /** A late booked client moved to the line: the server takes their phone, email and language from it. */
  fromAppointmentId: z.number().int().positive().optional(),
});
export type DeskLineEntry = z.infer<typeof DeskLineEntry>;

const Answer = z.unknown();

export function sendVisitChange(c: VisitChange, key = newIdempotencyKey()): Promise<unknown> {
  return sendChange('POST', `/api/appointments/${c.appointmentId}/visit`, { to: c.to, barberId: c.barberId, undo: c.undo }, Answer, key);
}

export function sendLineChange(c: LineChange, key = newIdempotencyKey()): Promise<unknown> {
  return sendChange('POST', `/api/floor/line/${c.entryId}`, { to: c.to, barberId: c.barberId, undo: c.undo }, Answer, key);
}

export function sendDeskLineEntry(e: DeskLineEntry, key = newIdempotencyKey()): Promise<unknown> {
  return sendChange('POST', '/api/floor/line', e, Answer, key);
}

/** "Call next" for a barber as the outbox keeps it (the server picks the entry, never the same one for two taps). */
export const CallNextChange = z.object({ barberId: z.number().int().positive(), barberName: z.string() });
export type CallNextChange = z.infer<typeof CallNextChange>;
/** What the server answers: the entry it called (for Undo). */
export const CallNextAnswer = z.object({ id: z.number().int().positive(), firstName: z.string() }).passthrough();

/** "Call next" for a barber: the server picks the entry (never the same one for two taps). */
export function callNext(barberId: number, key = newIdempotencyKey()): Promise<unknown> {
  return sendChange('POST', '/api/floor/call-next', { barberId }, Answer, key);
}
