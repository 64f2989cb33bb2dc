import Router from '@koa/router';
import { ContactInboxQuery, ContactMessageInput, ContactMessagePatch, ContactReplyInput } from '#shared/schemas/contact';
import { IdParams } from '#shared/schemas/common';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { replyToContactMessage, setContactMessageHandled } from '../commands/contact-inbox';
import { PUBLIC_LIMITS, rateLimit } from '../middleware/rate-limit';
import { currentStaff, requireStaff } from '../middleware/require-staff';
import { contactMessagesRepository } from '../repositories/contact-messages';

/** How many messages the inbox shows at once (newest first); a shop gets a handful a day. */
export const INBOX_LIMIT = 200;

/**
 * `/api/contact-messages`. Public: the Contact page's form, validated with the shared schema, stored,
 * and rate-limited per address like the other public writes. Staff and owners (docs/decisions/045-contact-inbox.md):
 * the inbox with its unread count, mark handled or unread, and reply by email through the outbox.
 */
export function contactMessageRoutes({ db, config, now }: AppDeps) {
  const repo = contactMessagesRepository(db);
  const limitSend = rateLimit(db, 'contact-message', PUBLIC_LIMITS.contactMessage, config.rateLimits);
  const router = new Router();
  router.post(
    '/contact-messages',
    limitSend,
    validate({ body: ContactMessageInput }, async (ctx) => {
      ctx.status = 201;
      ctx.body = await repo.create(ctx.input.body);
    }),
  );

  router.get(
    '/contact-messages',
    requireStaff(),
    validate({ query: ContactInboxQuery }, async function inbox(ctx) {
      const [messages, unreadCount] = await Promise.all([
        repo.list({ unreadOnly: ctx.input.query.filter === 'unread', limit: INBOX_LIMIT }),
        repo.unreadCount(),
      ]);
      ctx.body = { messages, unreadCount };
    }),
  );

  router.patch(
    '/contact-messages/:id',
    requireStaff(),
    validate({ params: IdParams, body: ContactMessagePatch }, async function handle(ctx) {
      ctx.body = await setContactMessageHandled(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body.handled);
    }),
  );

  router.post(
    '/contact-messages/:id/reply',
    requireStaff(),
    validate({ params: IdParams, body: ContactReplyInput }, async function reply(ctx) {
      ctx.status = 201;
      ctx.body = await replyToContactMessage(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body.body);
    }),
  );
  return router;
}
