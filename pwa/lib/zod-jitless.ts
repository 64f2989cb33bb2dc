import { config } from 'zod';

/**
 * zod 4 probes `new Function('')` when it defines its first object schema, to see whether it may
 * compile fast parsers. Our CSP forbids eval, so the probe fails quietly but Chromium logs a CSP
 * issue (Lighthouse best practices). Jitless parsing skips the probe; our payloads are small.
 * main.tsx imports this first, before any schema is defined.
 */
config({ jitless: true });
