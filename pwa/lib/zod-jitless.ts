/**
 * zod 4 probes `new Function('')` when it defines its first object schema, to see whether it may
 * compile fast parsers. Our CSP forbids eval, so the probe fails quietly but Chromium logs a CSP
 * issue (Lighthouse best practices). Jitless parsing skips the probe; our payloads are small.
 *
 * main.tsx imports this first, before any schema is defined. It writes zod's settings where zod reads
 * them when it loads (`globalThis.__zod_globalConfig`, what `z.config()` returns) without loading zod:
 * the public pages load zod only with their first fetch (docs/decisions/047-lean-asset-headers.md).
 * zod-jitless.test.ts fails if zod stops reading them there.
 */
const g = globalThis as { __zod_globalConfig?: Record<string, unknown> };
g.__zod_globalConfig = Object.assign(g.__zod_globalConfig ?? {}, { jitless: true });

export {};
