import net from 'node:net';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookingBody, catalogueIds, sanJuan } from './helpers/booking';
import { startTestApp, testClock, type TestApp } from './helpers/test-app';
import { signedInStaff } from './helpers/staff-session';

/**
 * Input a stranger can send that once answered 500: every case gets a 4xx with `{ message }` and
 * changes nothing. (Faults of the server itself are in db-down.test.ts and server-lifecycle.test.ts.)
 */
let t: TestApp;
let ids: Awaited<ReturnType<typeof catalogueIds>>;
let staff: { cookie: string };
beforeAll(async () => {
  t = await startTestApp({ clock: testClock(sanJuan('2026-11-23', '08:00')), env: { RATE_LIMITS: 'off' } });
  ids = await catalogueIds(t.db);
  staff = await signedInStaff(t);
});
afterAll(() => t.close());

const expectClientError = (answer: { status: number; body: unknown; text: string }, status = 400) => {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.body).toMatchObject({ message: expect.any(String) });
};

/** A raw HTTP exchange, for bytes fetch() refuses to send. */
function rawRequest(base: string, head: string, body: Buffer = Buffer.alloc(0)): Promise<string> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    const socket = net.connect(Number(port), '127.0.0.1', () => {
      socket.write(Buffer.concat([Buffer.from(head, 'latin1'), body]));
    });
    let text = '';
    socket.on('data', (d) => (text += d.toString('utf8')));
    socket.on('end', () => resolve(text));
    socket.on('error', reject);
    socket.setTimeout(10_000, () => {
      socket.destroy();
      resolve(text);
    });
  });
}
const statusOf = (raw: string) => Number(raw.split(' ')[1]);

describe('a NUL character is refused with 400, wherever the API reads a string', () => {
  const nul = 'Ana\u0000Rosa';

  it('in a booking body', async () => {
    const before = await t.db('appointments').count({ n: '*' }).first();
    expectClientError(
      await t.post(
        '/api/appointments',
        bookingBody({ serviceId: ids.corte, appointmentDate: '2026-11-25', appointmentTime: '10:00', clientName: nul }),
      ),
    );
    expectClientError(
      await t.post(
        '/api/appointments',
        bookingBody({ serviceId: ids.corte, appointmentDate: '2026-11-25', appointmentTime: '10:00', notes: 'x\u0000' }),
      ),
    );
    expect(await t.db('appointments').count({ n: '*' }).first()).toEqual(before);
  });

  it('in a new client, a contact message and a sign-in', async () => {
    expectClientError(await t.post('/api/clients', { firstName: nul, lastName: 'Rosa', email: 'nul@example.com', phone: '787-555-0101' }));
    expectClientError(
      await t.post('/api/contact-messages', {
        firstName: 'Ana',
        lastName: 'Rosa',
        email: 'ana@example.com',
        message: `hello there ${nul}`,
      }),
    );
    expectClientError(await t.post('/api/admin/auth/login', { username: `admin${nul}`, password: 'whatever1' }));
  });

  it('in an object key of a body', async () => {
    expectClientError(
      await t.post('/api/clients', { firstName: 'Ana', lastName: 'Rosa', email: 'nk@example.com', phone: '787-555-0101', ['k\u0000']: 1 }),
    );
  });

  it('in a path parameter and a query string', async () => {
    expectClientError(await t.get('/api/clients/by-email/ana%00@example.com'));
    expectClientError(await t.get('/api/appointments?date=today&search=%00', { cookie: staff.cookie }));
    expectClientError(await t.get('/api/clients/with-history?search=a%00b', { cookie: staff.cookie }));
  });

  it('in a header value the API reads (Idempotency-Key)', async () => {
    const body = Buffer.from(
      JSON.stringify({
        barberId: ids.barbers[0],
        serviceId: ids.corte,
        date: '2026-11-25',
        time: '11:00',
        clientName: 'Walk In',
        clientPhone: '7875550101',
      }),
    );
    const raw = await rawRequest(
      t.base,
      `POST /api/appointments/walk-in HTTP/1.1\r\nHost: 127.0.0.1\r\nCookie: ${staff.cookie}\r\nContent-Type: application/json\r\nIdempotency-Key: abc\u0000def\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n`,
      body,
    );
    expect(statusOf(raw)).toBeGreaterThanOrEqual(400);
    expect(statusOf(raw)).toBeLessThan(500);
  });
});

describe('dates the database cannot hold are refused with 400', () => {
  it('in availability', async () => {
    expectClientError(await t.get(`/api/availability/detailed/${ids.corte}/9999-12-31`));
    expectClientError(await t.get(`/api/availability/${ids.corte}/9999-12-31`));
    expectClientError(await t.get(`/api/availability/detailed?serviceId=${ids.corte}&date=0001-01-01`));
  });

  it('in a booking, a walk-in, a block and the appointment list', async () => {
    expectClientError(
      await t.post('/api/appointments', bookingBody({ serviceId: ids.corte, appointmentDate: '9999-12-31', appointmentTime: '10:00' })),
    );
    const walkIn = {
      barberId: ids.barbers[0],
      serviceId: ids.corte,
      date: '9999-12-31',
      time: '10:00',
      clientName: 'Walk In',
      clientPhone: '7875550101',
    };
    expectClientError(await t.post('/api/appointments/walk-in', walkIn, { cookie: staff.cookie }));
    const block = { barberId: 0, startDate: '9999-12-30', endDate: '9999-12-31', startTime: '09:00', endTime: '10:00', reason: 'x' };
    expectClientError(await t.post('/api/blocked-slots', block, { cookie: staff.cookie }));
    expectClientError(await t.get('/api/appointments?date=9999-12-31', { cookie: staff.cookie }));
  });
});

describe('ids are whole numbers, never coerced from other things', () => {
  for (const bad of [true, '1.0', [], [1], '1e0', ' ', '0x1']) {
    it(`serviceId ${JSON.stringify(bad)} is refused`, async () => {
      expectClientError(
        await t.post('/api/appointments', {
          ...bookingBody({ serviceId: ids.corte, appointmentDate: '2026-11-26', appointmentTime: '10:00' }),
          serviceId: bad,
        }),
      );
    });
  }

  it('in paths too', async () => {
    expectClientError(await t.get(`/api/availability/detailed/1.0/2026-11-26`));
    expectClientError(await t.get(`/api/availability/detailed?serviceId=true&date=2026-11-26`));
    expectClientError(await t.del('/api/appointments/1.0', { cookie: staff.cookie }));
  });

  it('a numeric string id still works where it always did', async () => {
    expect((await t.get(`/api/availability/detailed?serviceId=${ids.corte}&date=2026-11-26`)).status).toBe(200);
  });
});

describe('a compressed body that does not decompress is refused with 400', () => {
  const json = Buffer.from(JSON.stringify({ firstName: 'Zip', lastName: 'Ped', email: 'zip@example.com', phone: '787-555-0101' }));
  for (const [encoding, compress] of [
    ['gzip', zlib.gzipSync],
    ['br', zlib.brotliCompressSync],
    ['deflate', zlib.deflateSync],
  ] as const) {
    it(`truncated ${encoding}`, async () => {
      const whole = compress(json);
      const cut = whole.subarray(0, Math.floor(whole.length / 2));
      const raw = await rawRequest(
        t.base,
        `POST /api/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Encoding: ${encoding}\r\nContent-Length: ${cut.length}\r\nConnection: close\r\n\r\n`,
        cut,
      );
      expect(statusOf(raw), raw).toBe(400);
      expect(raw).toContain('"message"');
    });
  }

  it('garbage labelled gzip', async () => {
    const junk = Buffer.from('this is not gzip at all');
    const raw = await rawRequest(
      t.base,
      `POST /api/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${junk.length}\r\nConnection: close\r\n\r\n`,
      junk,
    );
    expect(statusOf(raw), raw).toBe(400);
  });

  it('a whole gzip body is read as before', async () => {
    const whole = zlib.gzipSync(json);
    const raw = await rawRequest(
      t.base,
      `POST /api/clients HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\nContent-Encoding: gzip\r\nContent-Length: ${whole.length}\r\nConnection: close\r\n\r\n`,
      whole,
    );
    expect(statusOf(raw), raw).toBe(201);
  });
});

describe('a JSON body nested deeper than any real request is refused with 400', () => {
  // Sent as text: the test's own JSON.stringify could not write 8,000 levels either.
  const deep = (n: number) => '['.repeat(n) + ']'.repeat(n);
  it('a booking with an Idempotency-Key and a body nested 8,000 deep', async () => {
    const answer = await t.post('/api/appointments', deep(8000), { 'Idempotency-Key': 'deep-body-key-000000001' });
    expectClientError(answer);
    expect(answer.body.message).toMatch(/nested/i);
  });

  it('a walk-in and a status change too, and a sensible body still passes the check', async () => {
    const body = `{"nested":${deep(40)}}`;
    expectClientError(
      await t.post('/api/appointments/walk-in', body, { cookie: staff.cookie, 'Idempotency-Key': 'deep-body-key-000000002' }),
    );
    expectClientError(
      await t.request('PATCH', '/api/appointments/1/status', body, { cookie: staff.cookie, 'Idempotency-Key': 'deep-body-key-000000003' }),
    );
    expect((await t.post('/api/appointments', `{"nested":${deep(20)}}`)).body.message).not.toMatch(/nested/i);
  });
});
