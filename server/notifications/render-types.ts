import type { NotificationChannel, NotificationKind } from '#shared/schemas/notifications';
import type { Lang } from '#shared/i18n/lang';
import type { IcsMethod } from './ics';

/* The shapes render.ts and the message renderers beside it share (kept apart so they import no cycle). */

/** What a message needs besides its row: the shop as the owner describes it, and where links point. */
export type RenderContext = {
  shop: { name: string; addressLines: string[]; phone: string; email: string };
  /** PUBLIC_URL (no trailing slash). */
  publicUrl: string;
  linkKey: Buffer;
  now: Date;
};

/** An outbox row, as far as its text goes. */
export type RenderRow = {
  kind: NotificationKind;
  channel: NotificationChannel;
  recipient: string;
  clientId: number | null;
  payload: unknown;
  /** The client's language (clients.lang, read when sending); English when the row has no client. */
  lang?: Lang;
};

/** The links a message carries (the log prints them when email is not configured). */
export type MessageLinks = { manage?: string; book?: string; unsubscribe?: string };

export type RenderedEmail = {
  subject: string;
  text: string;
  html: string;
  /** The calendar entry (REQUEST: confirmation, change, 24-hour reminder none; CANCEL: cancellation). */
  ics?: { method: IcsMethod; content: string };
  headers: Record<string, string>;
  links: MessageLinks;
};

export type RenderedSms = { text: string; links: MessageLinks };

/** A payload that does not parse can never be sent: the job marks its row failed. */
export class UnrenderableMessage extends Error {}

/** SMS longer than two segments are refused by us (they cost more and read badly). */
export const SMS_MAX = 320;
