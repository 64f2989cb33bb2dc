import Router from '@koa/router';
import { ContactMessageInput } from '#shared/schemas/contact';
import { validate } from '../middleware/validate';
import type { AppDeps } from '../deps';
import { contactMessagesRepository } from '../repositories/contact-messages';

/** The Contact page's form: validated with the shared schema and stored for staff to read. */
export function contactMessageRoutes({ db }: AppDeps) {
  const repo = contactMessagesRepository(db);
  const router = new Router();
  router.post('/contact-messages', validate({ body: ContactMessageInput }, async (ctx) => {
    ctx.status = 201;
    ctx.body = await repo.create(ctx.input.body);
  }));
  return router;
}
