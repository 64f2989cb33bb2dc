import type Koa from 'koa';

/**
 * Counts requests whose handlers are still running (a client may have hung up while its handler
 * still waits for the database). Shutdown waits for them before closing the pool, so nothing is cut
 * off half-way.
 */
export function trackInFlight(app: Koa) {
  let running = 0;
  let waiters: (() => void)[] = [];
  app.middleware.unshift(async function countInFlight(_ctx, next) {
    running++;
    try {
      await next();
    } finally {
      running--;
      if (running === 0) {
        for (const w of waiters) w();
        waiters = [];
      }
    }
  });
  return {
    /** Resolves when no handler runs, or after `ms`. */
    idle: (ms: number) =>
      new Promise<void>((resolve) => {
        if (running === 0) return resolve();
        waiters.push(resolve);
        setTimeout(resolve, ms).unref();
      }),
  };
}
