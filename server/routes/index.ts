import type Router from '@koa/router';
import type { AppDeps } from '../deps';
import { adminAnalyticsRoutes } from './admin-analytics';
import { adminAuditRoutes } from './admin-audit';
import { adminNotificationRoutes } from './admin-notifications';
import { authRoutes } from './admin-auth';
import { adminStaffRoutes } from './admin-staff';
import { adminStatsRoutes } from './admin-stats';
import { appointmentRoutes } from './appointments';
import { availabilityRoutes } from './availability';
import { barberRoutes } from './barbers';
import { barberPhotoRoutes } from './barber-photos';
import { blockedSlotRoutes } from './blocked-slots';
import { bookingRuleRoutes } from './booking-rules';
import { clientRoutes } from './clients';
import { checkoutRoutes } from './checkout';
import { contactMessageRoutes } from './contact-messages';
import { healthRoutes } from './health';
import { manageRoutes } from './manage';
import { findMyBookingRoutes } from './find-my-booking';
import { orderRoutes } from './orders';
import { productRoutes } from './products';
import { pushRoutes } from './push';
import { serviceRoutes } from './services';
import { shopRoutes } from './shop';
import { policyRoutes } from './policies';
import { closureRoutes } from './closures';
import { unsubscribeRoutes } from './unsubscribe';
import { floorRoutes } from './floor';
import { lineRoutes } from './line';
import { createFloorFeed } from '../live/floor-feed';

/**
 * Every API router, mounted under /api in this order: one file per URL prefix (`/api/clients/…` is
 * `clients.ts`), public and staff-only routes together, each staff route behind `requireStaff()`.
 */
export function apiRouters(deps: AppDeps): Router[] {
  return [
    healthRoutes(deps),
    authRoutes(deps),
    serviceRoutes(deps),
    barberRoutes(deps),
    productRoutes(deps),
    contactMessageRoutes(deps),
    checkoutRoutes(deps),
    availabilityRoutes(deps),
    clientRoutes(deps),
    bookingRuleRoutes(deps),
    appointmentRoutes(deps),
    // The back office's catalogue (docs/decisions/041-back-office.md): shop details, closures; services and barbers above
    shopRoutes(deps),
    closureRoutes(deps),
    policyRoutes(deps),
    // Staff only (docs/decisions/004b-admin-api.md)
    adminStatsRoutes(deps),
    adminAnalyticsRoutes(deps),
    blockedSlotRoutes(deps),
    // Owner only (docs/decisions/041-back-office.md)
    barberPhotoRoutes(deps),
    // The owner's back office (docs/decisions/041-back-office.md): accounts and history
    adminStaffRoutes(deps),
    adminAuditRoutes(deps),
    // Client messages held after a restore until the owner releases them (docs/decisions/084-backups.md)
    adminNotificationRoutes(deps),
    // The store's orders at the front desk (docs/decisions/044-store-operations.md)
    orderRoutes(deps),
    // Web push (docs/decisions/007-push.md)
    pushRoutes(deps),
    // Email and SMS: turning reminders off from an email (docs/decisions/042-notifications.md#delivery)
    unsubscribeRoutes(deps),
    // The client's own appointment through its link (docs/decisions/042-notifications.md#the-manage-page)
    manageRoutes(deps),
    findMyBookingRoutes(deps),
    // The shop floor and the walk-in line (docs/decisions/067-floor-data-model-and-live-channel.md): one live feed per app.
    ...floorAndLine(deps),
  ];
}

function floorAndLine(deps: AppDeps): Router[] {
  const feed = deps.floorFeed ?? createFloorFeed({ db: deps.db, now: deps.now, log: deps.config.log });
  return [floorRoutes(deps, feed), lineRoutes(deps, feed)];
}
