import type { SendResult } from './mailer';

export type SmsSender = { send(to: string, text: string): Promise<SendResult> };

export type TwilioConfig = { accountSid: string; authToken: string; from: string; apiUrl: string };

/**
 * SMS through Twilio's Messages API (POST /2010-04-01/Accounts/{sid}/Messages.json, form body, basic
 * auth). A network error, 5xx or 429 is temporary (retried); any other 4xx (a bad number, a number
 * that opted out) is permanent. The answer's `sid` is the provider id.
 */
export function createSmsSender(cfg: TwilioConfig, opts: { timeoutMs?: number } = {}): SmsSender {
  const url = `${cfg.apiUrl}/2010-04-01/Accounts/${encodeURIComponent(cfg.accountSid)}/Messages.json`;
  const auth = `Basic ${Buffer.from(`${cfg.accountSid}:${cfg.authToken}`).toString('base64')}`;
  return {
    async send(to, text) {
      let res: Response;
      try {
        res = await fetch(url, {
          method: 'POST',
          headers: { authorization: auth, 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
          body: new URLSearchParams({ To: to, From: cfg.from, Body: text }).toString(),
          signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
        });
      } catch (err) {
        return {
          ok: false,
          temporary: true,
          error: `Twilio unreachable: ${err instanceof Error ? err.message : String(err)}`.slice(0, 500),
        };
      }
      const body = (await res.json().catch(() => ({}))) as { sid?: string; message?: string; code?: number };
      if (res.ok) return { ok: true, providerId: typeof body.sid === 'string' ? body.sid : null };
      const error = `Twilio ${res.status}${body.code ? ` (${body.code})` : ''}: ${body.message ?? res.statusText}`.slice(0, 500);
      return { ok: false, temporary: res.status >= 500 || res.status === 429, error };
    },
  };
}
