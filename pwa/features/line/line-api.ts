import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { getJson, sendJson } from '../../lib/api';
import { LinePushAnswer, PublicKeyAnswer, type PushSubscriptionJson } from '#shared/schemas/push';

/** The public line's API (docs/decisions/067-floor-data-model-and-live-channel.md): no personal data but the visitor's own first name. */
export const Estimate = z.object({ fromMinutes: z.number(), toMinutes: z.number() });
export type Estimate = z.infer<typeof Estimate>;

export const LineWait = z.object({
  paused: z.boolean(),
  firstAvailable: Estimate.nullable(),
  barbers: z.array(
    z.object({
      id: z.number(),
      name: z.string(),
      fromMinutes: z.number().nullable(),
      toMinutes: z.number().nullable(),
      working: z.boolean(),
    }),
  ),
});
export type LineWait = z.infer<typeof LineWait>;

export const Joined = z.object({ token: z.string(), position: z.number(), estimate: Estimate.nullable() });
export type Joined = z.infer<typeof Joined>;

export const LineEntry = z.object({
  status: z.enum(['waiting', 'called', 'in_chair', 'done', 'left']),
  firstName: z.string(),
  position: z.number().nullable(),
  ahead: z.number().nullable(),
  estimate: Estimate.nullable(),
  serviceId: z.number(),
  barberId: z.number().nullable(),
});
export type LineEntry = z.infer<typeof LineEntry>;

export const Board = z.object({
  barbers: z.array(z.object({ id: z.number(), name: z.string(), inChair: z.string().nullable(), next: z.array(z.string()) })),
  line: z.array(z.object({ position: z.number(), name: z.string(), barberName: z.string().nullable(), estimate: Estimate.nullable() })),
  wait: Estimate.nullable(),
});
export type Board = z.infer<typeof Board>;

export type JoinInput = {
  firstName: string;
  phone?: string;
  email?: string;
  serviceId: number;
  barberId: number | null;
  lang: 'en' | 'es';
  source: 'web' | 'door';
};

export const lineKeys = {
  wait: () => ['/api/line'] as const,
  entry: (token: string) => ['/api/line', token] as const,
  board: () => ['/api/board'] as const,
};

export const lineWaitQuery = () => queryOptions({ queryKey: lineKeys.wait(), queryFn: () => getJson('/api/line', LineWait) });
export const useLineWait = () => useQuery(lineWaitQuery());

export const lineEntryQuery = (token: string) =>
  queryOptions({
    queryKey: lineKeys.entry(token),
    queryFn: () => getJson(`/api/line/${encodeURIComponent(token)}`, LineEntry),
    retry: false,
  });
export const useLineEntry = (token: string) => useQuery(lineEntryQuery(token));

export const boardQuery = () => queryOptions({ queryKey: lineKeys.board(), queryFn: () => getJson('/api/board', Board) });
export const useBoard = () => useQuery(boardQuery());

export const joinLine = (input: JoinInput): Promise<Joined> => sendJson('POST', '/api/line', input, Joined);
export const leaveLine = (token: string): Promise<unknown> =>
  sendJson('DELETE', `/api/line/${encodeURIComponent(token)}`, undefined, z.unknown());

/** GET /api/push/public-key: the shop's VAPID key, for pushManager.subscribe(). */
export const getPushPublicKey = () => getJson('/api/push/public-key', PublicKeyAnswer);
/** POST /api/line/{token}/push: this device is told when two are ahead and when it is the entry's turn (decision 071). */
export const allowLinePush = (token: string, subscription: PushSubscriptionJson) =>
  sendJson('POST', `/api/line/${encodeURIComponent(token)}/push`, { subscription }, LinePushAnswer);

/** The visitor's entry on this device (the token is their only key to it), so a returning visitor finds it. */
const TOKEN_KEY = 'line-token';
export function savedToken(): string | null {
  try {
    return localStorage.getItem(TOKEN_KEY);
  } catch {
    return null;
  }
}
export function saveToken(token: string | null): void {
  try {
    if (token) localStorage.setItem(TOKEN_KEY, token);
    else localStorage.removeItem(TOKEN_KEY);
  } catch {
    /* private mode: the link still works */
  }
}
