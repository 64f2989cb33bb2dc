/** How long a staff session lives (docs/decisions/027-staff-sessions.md). */
export const SESSION_POLICY = {
  /** Cookie name; the signature travels in `<name>.sig`. */
  cookieName: 'barbershop.sid',
  /** Ended after 12 hours without a request: a front-desk shift is never interrupted. */
  idleMs: 12 * 60 * 60 * 1000,
  /** Ended 7 days after sign-in whatever the activity: a stolen cookie does not live for ever. */
  absoluteMs: 7 * 24 * 60 * 60 * 1000,
  /** last_seen_at is written at most once a minute per session, not on every request. */
  touchEveryMs: 60 * 1000,
} as const;
