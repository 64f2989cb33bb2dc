import Router from '@koa/router';
import { IdParams } from '#shared/schemas/common';
import { StaffCreateInput, StaffPatchInput } from '#shared/schemas/staff-accounts';
import type { AppDeps } from '../deps';
import { createStaffAccount, patchStaffAccount } from '../commands/staff-accounts';
import { currentStaff, requireOwner } from '../middleware/require-staff';
import { validate } from '../middleware/validate';
import { staffUsersRepository } from '../repositories/staff-users';

/**
 * `/api/admin/staff`, owner only (shared/schemas/staff-accounts.ts): the accounts, a new one, and a
 * change to one (rename, role, password reset, deactivate: the last two end its sessions at once).
 */
export function adminStaffRoutes({ db, now }: AppDeps) {
  const router = new Router();

  router.get('/admin/staff', requireOwner(), async function listStaff(ctx) {
    ctx.body = await staffUsersRepository(db).listViews();
  });

  router.post(
    '/admin/staff',
    requireOwner(),
    validate({ body: StaffCreateInput }, async function createStaff(ctx) {
      ctx.status = 201;
      ctx.body = await createStaffAccount(db, now(), currentStaff(ctx), ctx.input.body);
    }),
  );

  router.patch(
    '/admin/staff/:id',
    requireOwner(),
    validate({ params: IdParams, body: StaffPatchInput }, async function patchStaff(ctx) {
      ctx.body = await patchStaffAccount(db, now(), currentStaff(ctx), ctx.input.params.id, ctx.input.body);
    }),
  );
  return router;
}
