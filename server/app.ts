import Koa from 'koa';
import Router from '@koa/router';
import bodyParser from 'koa-bodyparser';
import compress from 'koa-compress';
import type { AppDeps } from './deps';
import { notFound } from './errors';
import { errorHandler } from './middleware/error-handler';
import { requestLog } from './middleware/request-log';
import { securityHeaders } from './middleware/security-headers';
import { sameOrigin } from './middleware/same-origin';
import { staffSession } from './middleware/session';
import { SESSION_POLICY } from './auth/session-policy';
import { serveSpa } from './middleware/spa';
import { prerenderPages } from './middleware/prerender';
import { rejectNul } from './middleware/reject-nul';
import { rejectDeep } from './middleware/reject-deep';
import { forgetWhatChanged } from './middleware/forget-what-changed';
import { apiRouters } from './routes/index';
import { stripeWebhookRoutes } from './routes/stripe-webhook';
import { uploadedImages } from './routes/images';
import { testClockRoutes } from './startup/test-clock';
import { probeRoutes } from './routes/health';
import { useLinkKey } from './notifications/links';

/** Builds the Koa app (middleware and routers); index/start files call listen(). */
export function createApp(deps: AppDeps): Koa {
  useLinkKey(deps.config.linkKey);
  // Behind N proxies, only the last N X-Forwarded-For entries are theirs; a client's own are ignored.
  const app = new Koa({ proxy: deps.config.trustProxy, maxIpsCount: deps.config.proxyCount });
  app.silent = true;

  // One access line per request, with an id every log line of that request carries (docs/decisions/012-logging.md).
  app.use(requestLog(deps.config.log));
  app.use(errorHandler(deps.config.log));
  // JSON and anything else compressible that is not already (the built files come precompressed):
  // brotli at quality 4 or gzip, over 1 KB, with Vary: Accept-Encoding.
  app.use(compress({ threshold: 1024 }));
  app.use(securityHeaders({ https: deps.config.trustProxy }));

  // Liveness and readiness first: each must answer for itself while the database (which sessions read) does not.
  app.use(probeRoutes(deps).routes());
  const api = new Router({ prefix: '/api' });
  // Staff sessions (docs/decisions/027-staff-sessions.md, 030-cross-site-guard.md): cross-site writes with the cookie refused first.
  api.use(sameOrigin(SESSION_POLICY.cookieName));
  api.use(staffSession(app, deps));
  api.use(bodyParser({ enableTypes: ['json'], jsonLimit: '16kb', strict: true }));
  api.use(rejectDeep());
  api.use(rejectNul());
  api.use(async function noStore(ctx, next) {
    await next();
    if (!ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
  });
  // What a write's commands changed, turned into cache invalidation and page refresh in this one place (docs/decisions/062-server-layers.md).
  api.use(forgetWhatChanged(deps.scheduleCache));
  for (const r of apiRouters(deps)) api.use(r.routes(), r.allowedMethods());
  if (deps.testClock) api.use(testClockRoutes(deps.testClock).routes());
  api.all('/{*rest}', () => {
    throw notFound('No such API endpoint');
  });
  api.all('/', () => {
    throw notFound('No such API endpoint');
  });
  // Before the /api router: the webhook's signature is checked over the raw body, which the JSON parser would consume.
  app.use(stripeWebhookRoutes(deps).routes());
  app.use(api.routes());
  app.use(api.allowedMethods());

  // Uploaded photos (/images/<sha256>.webp|.jpg) from the database; every other path goes on to the built PWA's files.
  app.use(uploadedImages(deps));
  // The public pages as HTML rendered from the database (docs/decisions/043-prerendering.md); the rest: the app shell.
  app.use(prerenderPages(deps));
  app.use(serveSpa(deps.config.distDir));
  return app;
}
