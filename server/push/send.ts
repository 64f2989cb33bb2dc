import https from 'node:https';
import net from 'node:net';
import webpush from 'web-push';
import type { PushPayload } from '#shared/schemas/push';
import type { VapidKeys } from './vapid';
import { endpointAllowed } from './endpoint-policy';

/** A device to send to: what the browser's PushSubscription gave us. */
export type PushTarget = { endpoint: string; p256dh: string; auth: string };

export type SendOptions = {
  /** How long the push service keeps an undelivered message (seconds); a reminder is useless after the appointment. */
  ttlSeconds: number;
  /** Same topic: a newer undelivered message replaces the older one at the push service. */
  topic?: string;
  urgency?: webpush.Urgency;
};

/**
 * One send's outcome. `gone`: the push service says the subscription no longer exists (404/410):
 * delete it. `retryable`: a network error, a timeout, 429 or 5xx: try again later.
 */
export type SendResult = { ok: true; status: number } | { ok: false; gone: boolean; retryable: boolean; status?: number; error: string };

/** The HTTP request itself; web-push's sendNotification unless a test swaps it. */
export type PushTransport = (
  subscription: webpush.PushSubscription,
  payload: string,
  options: webpush.RequestOptions,
) => Promise<{ statusCode: number }>;

/**
 * web-push only speaks HTTPS. For a push service on a loopback address over plain http (development
 * and tests: tests/integration/helpers/push-service.ts), this agent hands https.request a plain socket.
 */
export class PlainHttpAgent extends https.Agent {
  override createConnection(options: https.RequestOptions): net.Socket {
    return net.createConnection({ host: options.host ?? options.hostname ?? 'localhost', port: Number(options.port) });
  }
}

export type PushSender = { send(target: PushTarget, payload: PushPayload, options: SendOptions): Promise<SendResult> };

export type SenderOptions = {
  vapid: VapidKeys;
  /**
   * PUSH_DEV_ENDPOINTS=1: any endpoint the schema accepts, plain http to loopback included. Otherwise
   * only https endpoints of known push services: any other stored endpoint is refused without a
   * request and reported gone (so it is deleted).
   */
  devEndpoints: boolean;
  timeoutMs?: number;
  transport?: PushTransport;
};

const RETRYABLE = (status: number) => status === 429 || status >= 500;

function describe(err: unknown): Extract<SendResult, { ok: false }> {
  if (err instanceof webpush.WebPushError) {
    const status = err.statusCode;
    const body = String(err.body ?? '').slice(0, 200);
    return {
      ok: false,
      gone: status === 404 || status === 410,
      retryable: RETRYABLE(status),
      status,
      error: `HTTP ${status}${body ? `: ${body}` : ''}`,
    };
  }
  return { ok: false, gone: false, retryable: true, error: err instanceof Error ? err.message : String(err) };
}

/** Encrypts and sends one push message (RFC 8291 aes128gcm, VAPID) and classifies what happened. */
export function createPushSender(opts: SenderOptions): PushSender {
  const plain = new PlainHttpAgent();
  const transport: PushTransport = opts.transport ?? ((s, p, o) => webpush.sendNotification(s, p, o));
  return {
    async send(target, payload, options) {
      if (!endpointAllowed(target.endpoint, { dev: opts.devEndpoints })) {
        return { ok: false, gone: true, retryable: false, error: 'not a known push service: refused' };
      }
      const isHttp = target.endpoint.startsWith('http:');
      try {
        const res = await transport(
          { endpoint: target.endpoint, keys: { p256dh: target.p256dh, auth: target.auth } },
          JSON.stringify(payload),
          {
            vapidDetails: { subject: opts.vapid.subject, publicKey: opts.vapid.publicKey, privateKey: opts.vapid.privateKey },
            TTL: Math.max(0, Math.floor(options.ttlSeconds)),
            topic: options.topic,
            urgency: options.urgency ?? 'normal',
            contentEncoding: 'aes128gcm',
            timeout: opts.timeoutMs ?? 10_000,
            agent: isHttp ? plain : undefined,
          },
        );
        return { ok: true, status: res.statusCode };
      } catch (err) {
        return describe(err);
      }
    },
  };
}
