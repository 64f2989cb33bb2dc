import Router from '@koa/router';
import { LineJoinInput, LineToken, type LineEntryView } from '#shared/schemas/floor';
import type { AppDeps } from '../deps';
import { joinLine, leaveLine } from '../commands/line';
import { badRequest, conflict, notFound } from '../errors';
import { LinePushInput, type LinePushAnswer } from '#shared/schemas/push';
import { endpointAllowed } from '../push/endpoint-policy';
import { PUSH_LIMITS } from './push';
import { linePushSubscriptionsRepository } from '../repositories/line-push-subscriptions';
import { say } from '../i18n/say';
import { idempotent } from '../middleware/idempotency';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import { validate } from '../middleware/validate';
import { loadFloor, type FloorModel } from '../queries/floor';
import { requestLang } from '../request-lang';
import { lineEntriesRepository } from '../repositories/line-entries';
import type { LineEntryRow } from '../repositories/line-entry-row';
import type { Db } from '../db/connect';
import { openEventStream } from '../live/sse';
import type { FloorFeed } from '../live/floor-feed';

/** An entry's own view: from the floor while it is live, else its final state. */
function viewOf(e: LineEntryRow, model: FloorModel | undefined): LineEntryView {
  return (
    model?.entries.get(e.id) ?? {
      status: e.status,
      firstName: e.firstName,
      position: 0,
      ahead: 0,
      estimate: null,
      serviceId: e.serviceId,
      barberId: e.chairBarberId ?? e.barberId,
    }
  );
}

async function entryByToken(db: Db, token: string): Promise<LineEntryRow> {
  const e = await lineEntriesRepository(db).byToken(token);
  if (!e) throw notFound(say('refusal.line.notFound'));
  return e;
}

const LIVE = new Set(['waiting', 'called', 'in_chair']);

/**
 * The public line (docs/decisions/067-floor-data-model-and-live-channel.md): the wait before joining, joining
 * (per-address limit, Idempotency-Key), the client's own entry by its token (read, leave, live events), and the
 * lobby board (first name and initial only). No answer here carries a phone, an email or a last name.
 */
export function lineRoutes(deps: AppDeps, feed: FloorFeed) {
  const { db, now, config } = deps;
  const router = new Router();
  const limitJoin = rateLimit(db, 'line-join', PUBLIC_LIMITS.lineJoin, config.rateLimits);

  router.get('/line', async function publicLine(ctx) {
    ctx.body = (await loadFloor(db, now())).publicLine;
  });

  router.post(
    '/line',
    limitJoin,
    idempotent(deps, { body: LineJoinInput }, async function join(tx, ctx) {
      const body = ctx.input.body;
      const joined = await joinLine(tx, now(), { ...body, lang: body.lang ?? requestLang(ctx) }, body.source ?? 'web', null);
      ctx.status = 201;
      ctx.body = { token: joined.token, position: joined.position, estimate: joined.estimate };
    }),
  );

  router.get(
    '/line/:token',
    validate({ params: LineToken }, async function ownEntry(ctx) {
      const e = await entryByToken(db, ctx.input.params.token);
      ctx.body = viewOf(e, LIVE.has(e.status) ? await loadFloor(db, now()) : undefined);
    }),
  );

  router.delete(
    '/line/:token',
    idempotent(deps, { params: LineToken }, async function leave(tx, ctx) {
      await leaveLine(tx, now(), ctx.input.params.token);
      ctx.body = viewOf(await entryByToken(tx, ctx.input.params.token), undefined);
    }),
  );

  // Web push for this entry's two messages (docs/decisions/071-line-push-and-floor-first.md): the token is
  // the proof, the endpoint must be a known push service (server/push/endpoint-policy.ts).
  router.post(
    '/line/:token/push',
    rateLimit(db, 'line-push', PUSH_LIMITS.subscribe, config.rateLimits),
    validate({ params: LineToken, body: LinePushInput }, async function allowPush(ctx) {
      const { subscription } = ctx.input.body;
      if (!endpointAllowed(subscription.endpoint, { dev: config.push.devEndpoints }))
        throw badRequest(say('refusal.line.pushUnsupported'), { fields: { 'subscription.endpoint': 'Unsupported push service' } });
      const e = await entryByToken(db, ctx.input.params.token);
      if (!LIVE.has(e.status)) throw conflict(say('refusal.line.pushOver'));
      await linePushSubscriptionsRepository(db).bind(e.id, subscription, ctx.get('user-agent').slice(0, 300), now());
      ctx.status = 201;
      ctx.body = { subscribed: true } satisfies LinePushAnswer;
    }),
  );

  router.get(
    '/line/:token/events',
    validate({ params: LineToken }, async function ownEvents(ctx) {
      const first = await entryByToken(db, ctx.input.params.token);
      let last = '';
      let stop = () => {};
      const stream = openEventStream(ctx, () => stop(), feed.heartbeatMs);
      const send = (view: LineEntryView) => {
        const json = JSON.stringify(view);
        if (json !== last) stream.send(view);
        last = json;
      };
      send(viewOf(first, LIVE.has(first.status) ? await loadFloor(db, now()) : undefined));
      if (stream.closed) return;
      stop = feed.subscribe((model) => {
        const live = model.entries.get(first.id);
        if (live) send(live);
        else if (LIVE.has(JSON.parse(last || '{}').status)) {
          void lineEntriesRepository(db)
            .byToken(ctx.input.params.token)
            .then(
              (e) => e && send(viewOf(e, undefined)),
              () => {},
            );
        }
      });
    }),
  );

  router.get('/board', async function board(ctx) {
    ctx.body = (await loadFloor(db, now())).board;
  });

  router.get('/board/events', async function boardEvents(ctx) {
    let last = '';
    let stop = () => {};
    const stream = openEventStream(ctx, () => stop(), feed.heartbeatMs);
    const send = (board: FloorModel['board']) => {
      const json = JSON.stringify(board);
      if (json !== last) stream.send(board);
      last = json;
    };
    send((await loadFloor(db, now())).board);
    if (stream.closed) return;
    stop = feed.subscribe((model) => send(model.board));
  });
  return router;
}
