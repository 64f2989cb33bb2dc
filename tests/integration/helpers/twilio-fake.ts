import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One request to the fake Messages endpoint, as it arrived, and what it was answered. */
export type TwilioRequest = { path: string; authorization: string | undefined; form: Record<string, string>; status: number };

/**
 * A local stand-in for Twilio's Messages API: `POST /2010-04-01/Accounts/{sid}/Messages.json` with a
 * form body To, From, Body and basic auth (sid:token). Answers 201 `{ sid: 'SM…', status: 'queued' }`,
 * 401 for wrong credentials, or what `failNext` says (503, 429, 400 with Twilio's error shape).
 */
export async function startTwilioFake(opts: { accountSid: string; authToken: string }) {
  const requests: TwilioRequest[] = [];
  const failures: number[] = [];
  let n = 0;
  const expectedAuth = `Basic ${Buffer.from(`${opts.accountSid}:${opts.authToken}`).toString('base64')}`;
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const form = Object.fromEntries(new URLSearchParams(Buffer.concat(chunks).toString('utf8')));
      const path = req.url ?? '';
      const answer = (status: number, body: unknown) => {
        requests.push({ path, authorization: req.headers.authorization, form, status });
        res.writeHead(status, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      if (req.method !== 'POST' || path !== `/2010-04-01/Accounts/${opts.accountSid}/Messages.json`)
        return answer(404, { code: 20404, message: 'The requested resource was not found', status: 404 });
      if (req.headers.authorization !== expectedAuth) return answer(401, { code: 20003, message: 'Authenticate', status: 401 });
      const fail = failures.shift();
      if (fail === 400)
        return answer(400, { code: 21211, message: `The 'To' number ${form.To} is not a valid phone number.`, status: 400 });
      if (fail) return answer(fail, { code: 20500, message: 'Service unavailable', status: fail });
      if (!form.To || !form.From || !form.Body)
        return answer(400, { code: 21604, message: 'A required parameter is missing.', status: 400 });
      n += 1;
      answer(201, { sid: `SM${String(n).padStart(32, '0')}`, status: 'queued', to: form.To, from: form.From, body: form.Body });
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    /** Accepted messages (201). */
    sent: () => requests.filter((r) => r.status === 201),
    /** The next requests are answered with these statuses, in order (503/429: temporary, 400: permanent). */
    failNext: (...statuses: number[]) => failures.push(...statuses),
    close: () =>
      new Promise<void>((r) => {
        server.closeAllConnections();
        server.close(() => r());
      }),
  };
}

export type TwilioFake = Awaited<ReturnType<typeof startTwilioFake>>;
