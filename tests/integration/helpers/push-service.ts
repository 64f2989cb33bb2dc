import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import * as ece from 'http_ece';
import { addDays, shopDate, weekday } from '#shared/domain/shop-time';
import type { BookedAppointment } from '#shared/schemas/appointment';
import type { PushPayload, PushSubscriptionJson } from '#shared/schemas/push';
import { bookingBody } from './booking';
import type { TestApp } from './test-app';

/** One request the push service received. */
export type PushRequest = { path: string; headers: http.IncomingHttpHeaders; body: Buffer; status: number };

/** A browser's side of a subscription: its keys, and a way to read what was sent to it. */
export type TestDevice = { id: string; subscription: PushSubscriptionJson; decrypt: (body: Buffer) => PushPayload };

/**
 * A local stand-in for a browser push service (FCM, Mozilla autopush, …) over plain http on
 * 127.0.0.1: `POST /push/:id` records the request and answers 201, or what `respond` set for that
 * device (410 gone, 500 failure, …). `device()` makes a subscription with real P-256 keys, as a
 * browser would, so tests can decrypt a payload (aes128gcm) with the device's private key.
 * `delayMs` holds each answer back (a slow push service widens the window for races).
 */
export async function startPushService(opts: { delayMs?: number } = {}) {
  const received: PushRequest[] = [];
  const answers = new Map<string, number[]>();
  let n = 0;

  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const path = req.url ?? '';
      const id = path.replace(/^\/push\//, '');
      const queue = answers.get(id);
      const status =
        req.method !== 'POST' || !path.startsWith('/push/') ? 404 : queue && queue.length > 1 ? queue.shift()! : (queue?.[0] ?? 201);
      received.push({ path, headers: req.headers, body: Buffer.concat(chunks), status });
      setTimeout(() => {
        res.writeHead(status, { 'content-type': 'text/plain' });
        res.end(status < 300 ? '' : `push service says ${status}`);
      }, opts.delayMs ?? 0);
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;

  function device(name = `d${++n}-${crypto.randomBytes(4).toString('hex')}`): TestDevice {
    const ecdh = crypto.createECDH('prime256v1');
    ecdh.generateKeys();
    const auth = crypto.randomBytes(16);
    return {
      id: name,
      subscription: {
        endpoint: `${base}/push/${name}`,
        keys: { p256dh: ecdh.getPublicKey().toString('base64url'), auth: auth.toString('base64url') },
      },
      decrypt: (body) =>
        JSON.parse(ece.decrypt(body, { version: 'aes128gcm', privateKey: ecdh, authSecret: auth }).toString('utf8')) as PushPayload,
    };
  }

  return {
    base,
    received,
    device,
    /** Requests that reached this device's endpoint. */
    to: (d: TestDevice) => received.filter((r) => r.path === `/push/${d.id}`),
    /** The device's endpoint answers these statuses in turn (the last one from then on). */
    respond: (d: TestDevice, ...statuses: number[]) => void answers.set(d.id, statuses),
    close: async () => {
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
    },
  };
}

export type PushService = Awaited<ReturnType<typeof startPushService>>;

// ---- fixtures for push tests: a booking through the API, and a device subscribed to it ----

/** A Monday–Saturday shop date at least `daysAhead` days after `from`'s shop date. */
export function workingDay(from: Date, daysAhead: number): string {
  let d = addDays(shopDate(from), daysAhead);
  while (weekday(d) === 0) d = addDays(d, 1);
  return d;
}

/** Books through POST /api/appointments (no-preference barber); answers the booking and the email used. */
export async function bookThroughApi(t: TestApp, serviceId: number, date: string, time: string, email?: string) {
  const body = bookingBody({ serviceId, appointmentDate: date, appointmentTime: time, ...(email ? { clientEmail: email } : {}) });
  const res = await t.post<BookedAppointment>('/api/appointments', body);
  if (res.status !== 201) throw new Error(`booking failed: ${res.status} ${res.text}`);
  return { appointment: res.body, email: body.clientEmail };
}

/** Subscribes a device to a booking's reminders through POST /api/push/subscriptions. */
export function subscribeThroughApi(t: TestApp, device: TestDevice, appointmentId: number, clientEmail: string) {
  return t.post('/api/push/subscriptions', { subscription: device.subscription, appointmentId, clientEmail });
}
