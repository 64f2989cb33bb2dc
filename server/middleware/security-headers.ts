import type { Context, Next } from 'koa';
import helmet from 'koa-helmet';

/**
 * Files a page loads as a script, stylesheet, image or font. The headers that govern a document
 * (its CSP, framing, opener, referrer and the old IE switches) do nothing on these, yet travel
 * uncompressed with each one: about 700 bytes, 30 times over on a first visit
 * (docs/decisions/047-lean-asset-headers.md). Service worker scripts are documents in this sense (a
 * worker runs under its own answer's CSP), and so is SVG (opened on its own it can run script).
 */
const SUBRESOURCE = /\.(js|mjs|css|png|jpe?g|webp|avif|gif|ico|woff2?)$/;
const WORKER = /^\/(sw\.js|workbox-[^/]*\.js)$/;

const isSubresourceFile = (path: string) => SUBRESOURCE.test(path) && !WORKER.test(path);

/**
 * Security headers (helmet). Pages, API answers, the worker and SVG get them all: the CSP allows only
 * this origin for scripts, connections and workers; Stripe's script and frames are the one outside
 * origin the checkout needs. `upgrade-insecure-requests` is off so a tablet on the shop's LAN can reach
 * the server over http. Scripts, stylesheets and images get only what applies to them: no type
 * sniffing, no embedding from another origin, and HSTS when served over https.
 */
export function securityHeaders({ https }: { https: boolean }) {
  const strictTransportSecurity = https ? { maxAge: 15_552_000, includeSubDomains: true } : false;
  const full = helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", 'https://js.stripe.com'],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'", 'https://api.stripe.com'],
        frameSrc: ['https://js.stripe.com', 'https://hooks.stripe.com'],
        workerSrc: ["'self'"],
        manifestSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    strictTransportSecurity,
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
  });
  const lean = helmet({
    contentSecurityPolicy: false,
    crossOriginEmbedderPolicy: false,
    crossOriginOpenerPolicy: false,
    crossOriginResourcePolicy: { policy: 'same-origin' },
    originAgentCluster: false,
    referrerPolicy: false,
    strictTransportSecurity,
    xContentTypeOptions: true,
    xDnsPrefetchControl: false,
    xDownloadOptions: false,
    xFrameOptions: false,
    xPermittedCrossDomainPolicies: false,
    xPoweredBy: true,
    xXssProtection: false,
  });
  return function securityHeadersFor(ctx: Context, next: Next) {
    const subresource = (ctx.method === 'GET' || ctx.method === 'HEAD') && !ctx.path.startsWith('/api/') && isSubresourceFile(ctx.path);
    return (subresource ? lean : full)(ctx, next);
  };
}
