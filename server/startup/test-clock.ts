import Router from '@koa/router';
import { z } from 'zod';
import { validate } from '../middleware/validate';

/**
 * The clock of a test server (TEST_CLOCK_OFFSET_MS; never in production, server/config.ts): the
 * machine's time plus an offset, so it keeps running like a real clock (timers, session ages and the
 * jobs' ticks all still move) but can stand on another day. The end-to-end tests move it per test
 * (tests/e2e/shop-clock.ts, docs/decisions/061-tests-get-their-day.md).
 */
export type ShiftedClock = { now: () => Date; offsetMs: () => number; setOffsetMs: (ms: number) => void };

export function shiftedClock(initialOffsetMs: number): ShiftedClock {
  let offset = initialOffsetMs;
  return {
    now: () => new Date(Date.now() + offset),
    offsetMs: () => offset,
    setOffsetMs: (ms) => {
      offset = ms;
    },
  };
}

const YEAR_MS = 366 * 24 * 60 * 60 * 1000;
const TestClockInput = z.object({ offsetMs: z.number().int().min(-YEAR_MS).max(YEAR_MS) }).strict();

/** `GET|PUT /api/test-clock`: the test server's offset from the machine's time, and its time. Mounted only with a shifted clock. */
export function testClockRoutes(clock: ShiftedClock) {
  const router = new Router();
  const answer = () => ({ offsetMs: clock.offsetMs(), time: clock.now().toISOString() });
  router.get('/test-clock', (ctx) => {
    ctx.body = answer();
  });
  router.put(
    '/test-clock',
    validate({ body: TestClockInput }, function putTestClock(ctx) {
      clock.setOffsetMs(ctx.input.body.offsetMs);
      ctx.body = answer();
    }),
  );
  return router;
}
