import Router from '@koa/router';
import { IdParams } from '#shared/schemas/common';
import { CallNextInput, DeskLineJoinInput, LineMoveInput, VisitMoveInput, type DeskLineEntry } from '#shared/schemas/floor';
import type { AppDeps } from '../deps';
import { moveVisit } from '../commands/floor-visits';
import { callNext, joinLine, moveLineEntry } from '../commands/line';
import { idempotent } from '../middleware/idempotency';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { loadFloor } from '../queries/floor';
import { openEventStream } from '../live/sse';
import type { FloorFeed } from '../live/floor-feed';

/**
 * The staff's floor (docs/decisions/067-floor-data-model-and-live-channel.md): `GET /api/floor` (the board),
 * `GET /api/floor/events` (SSE, `{ changed: true }` after each change anywhere), the desk's
 * `POST /api/floor/line`, the taps `POST /api/appointments/:id/visit` and `POST /api/floor/line/:id`, and
 * `POST /api/floor/call-next`. Every write honours Idempotency-Key (the offline outbox replays it once).
 */
export function floorRoutes(deps: AppDeps, feed: FloorFeed) {
  const { db, now } = deps;
  const router = new Router();

  router.get('/floor', requireStaff(), async function getFloor(ctx) {
    ctx.body = (await loadFloor(db, now())).floor;
  });

  router.get('/floor/events', requireStaff(), async function floorEvents(ctx) {
    let last = '';
    let stop = () => {};
    const stream = openEventStream(ctx, () => stop(), feed.heartbeatMs);
    stream.send({ changed: true });
    stop = feed.subscribe((model) => {
      const json = JSON.stringify({ ...model.floor, now: '' });
      if (json !== last) stream.send({ changed: true });
      last = json;
    });
  });

  router.post(
    '/floor/line',
    requireStaff(),
    idempotent(deps, { body: DeskLineJoinInput }, async function deskAdd(tx, ctx) {
      const joined = await joinLine(tx, now(), ctx.input.body, 'desk', currentStaff(ctx));
      const entry = (await loadFloor(tx, now())).floor.line.find((e) => e.id === joined.id)!;
      ctx.status = 201;
      ctx.body = { ...entry, token: joined.token } satisfies DeskLineEntry;
    }),
  );

  router.post(
    '/floor/line/:id',
    requireStaff(),
    idempotent(deps, { params: IdParams, body: LineMoveInput }, async function tapLine(tx, ctx) {
      ctx.body = await moveLineEntry(tx, now(), ctx.input.params.id, ctx.input.body, currentStaff(ctx));
    }),
  );

  router.post(
    '/floor/call-next',
    requireStaff(),
    idempotent(deps, { body: CallNextInput }, async function callNextOne(tx, ctx) {
      ctx.body = await callNext(tx, now(), ctx.input.body.barberId, currentStaff(ctx));
    }),
  );

  router.post(
    '/appointments/:id/visit',
    requireStaff(),
    idempotent(deps, { params: IdParams, body: VisitMoveInput }, async function tapVisit(tx, ctx) {
      ctx.body = await moveVisit(tx, now(), ctx.input.params.id, ctx.input.body, currentStaff(ctx));
    }),
  );
  return router;
}
