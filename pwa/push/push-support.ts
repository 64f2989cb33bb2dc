/** Whether this browser can get reminders by push, or what to do instead. */
export type PushSupport = 'supported' | 'denied' | 'ios-install' | 'unsupported';

/** What the check reads from the browser (passed in, so it can be tested without one). */
export type PushEnvironment = {
  hasServiceWorker: boolean;
  hasPushManager: boolean;
  hasNotification: boolean;
  permission: NotificationPermission | undefined;
  userAgent: string;
  platform: string;
  maxTouchPoints: number;
  standalone: boolean;
};

/** iPhone, iPad (which may say it is a Mac, but has a touch screen) or iPod. */
export const isIos = (env: Pick<PushEnvironment, 'userAgent' | 'platform' | 'maxTouchPoints'>) =>
  /iPad|iPhone|iPod/.test(env.userAgent) || (env.platform === 'MacIntel' && env.maxTouchPoints > 1);

/**
 * iOS and iPadOS offer web push only to a site added to the Home Screen and opened from there;
 * elsewhere it needs a service worker, PushManager and notifications; a permission the visitor
 * refused ('denied') cannot be asked again from the page.
 */
export function pushSupport(env: PushEnvironment): PushSupport {
  if (isIos(env) && !env.standalone) return 'ios-install';
  if (!env.hasServiceWorker || !env.hasPushManager || !env.hasNotification) return 'unsupported';
  if (env.permission === 'denied') return 'denied';
  return 'supported';
}

/** The environment of this browser. */
export function browserPushEnvironment(): PushEnvironment {
  const nav = navigator as Navigator & { standalone?: boolean };
  return {
    hasServiceWorker: 'serviceWorker' in navigator,
    hasPushManager: 'PushManager' in window,
    hasNotification: 'Notification' in window,
    permission: 'Notification' in window ? Notification.permission : undefined,
    userAgent: navigator.userAgent,
    platform: navigator.platform,
    maxTouchPoints: navigator.maxTouchPoints ?? 0,
    standalone: nav.standalone === true || window.matchMedia?.('(display-mode: standalone)').matches === true,
  };
}

/** What the button says instead of subscribing. */
export const PUSH_HELP: Record<Exclude<PushSupport, 'supported'>, string> = {
  'ios-install':
    'On iPhone and iPad, reminders work in the installed app: tap Share, then “Add to Home Screen”, open the app from there and turn reminders on. Or use “Add to calendar”.',
  unsupported: 'This browser cannot show reminders. Use “Add to calendar” to get a reminder from your calendar instead.',
  denied: 'Notifications are blocked for this site. Allow them in your browser’s site settings, or use “Add to calendar”.',
};

/** What the button says once subscribed, from how many reminders are still ahead. */
export function subscribedMessage(upcomingReminders: number): string {
  if (upcomingReminders >= 2) return 'Done! We’ll remind you 24 hours and 2 hours before your appointment.';
  if (upcomingReminders === 1) return 'Done! We’ll remind you 2 hours before your appointment.';
  return 'Done! Your appointment is less than 2 hours away, so there is nothing to remind you of this time.';
}
