import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminAppointmentRoutes } from './admin-appointments';
import { adminClientRoutes } from './admin-clients';
import { adminReportRoutes } from './admin-reports';
import { authRoutes } from './auth';
import { appointmentRoutes } from './appointments';
import { availabilityRoutes } from './availability';
import { blockedSlotRoutes } from './blocked-slots';
import { catalogueRoutes } from './catalogue';
import { clientRoutes } from './clients';
import { checkoutRoutes } from './checkout';
import { contactMessageRoutes } from './contact-messages';
import { healthRoutes } from './health';
import { pushRoutes } from './push';

/** Every API router, mounted under /api in this order. Add a resource's router here. */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    healthRoutes(deps), authRoutes(deps), catalogueRoutes(deps), contactMessageRoutes(deps), checkoutRoutes(deps),
    availabilityRoutes(deps), clientRoutes(deps), appointmentRoutes(deps),
    // Staff only (docs/decisions/004b-admin-api.md)
    adminReportRoutes(deps), adminAppointmentRoutes(deps), blockedSlotRoutes(deps), adminClientRoutes(deps),
    // Web push (docs/decisions/007-push.md)
    pushRoutes(deps),
  ];
}
