/** Query keys from one factory; each key's segments joined by '/' is the GET path it loads. */
export const queryKeys = {
  services: () => ['/api/services'] as const,
  service: (id: number) => ['/api/services', id] as const,
  barbers: () => ['/api/barbers'] as const,
  barber: (id: number) => ['/api/barbers', id] as const,
  /** The walk-in dialog's list: staff-only services too (`?view=desk`, a staff session). */
  deskServices: () => ['/api/services', { view: 'desk' }] as const,
  /** The shop's details as the owner set them (public; `DEFAULT_SHOP_DETAILS` until it answers). */
  shop: () => ['/api/shop'] as const,
  /** Days the whole shop is closed, not yet over (public; the calendar disables them). */
  closures: () => ['/api/closures'] as const,
  products: (category?: string) =>
    category && category !== 'all' ? (['/api/products', { category }] as const) : (['/api/products'] as const),
  /** Availability keys all start with '/api/availability' (see `isAvailabilityKey`). */
  availabilityDetail: (serviceId: number, date: string) => ['/api/availability/detailed', serviceId, date] as const,
  /** How far ahead public booking is open (the calendar's last day). */
  bookingRules: () => ['/api/booking-rules'] as const,
  /** The public client look-up; the fetcher URL-encodes the email. */
  clientByEmail: (email: string) => ['/api/clients/by-email', email] as const,
  /** The client's own appointment through its link (never kept on the device: pwa/offline/persist-keys.ts). */
  managed: (token: string) => ['/api/manage', token] as const,
  managedAvailability: (token: string, date: string) => ['/api/manage', token, 'availability', date] as const,
  /** Staff only (the admin dashboard); lists with filters carry them as the key's last segment. */
  adminStats: () => ['/api/admin/stats'] as const,
  adminAnalytics: () => ['/api/admin/analytics'] as const,
  adminAppointments: (filters: {
    date?: string;
    from?: string;
    before?: string;
    order?: 'asc' | 'desc';
    barberId?: number;
    limit?: number;
  }) => ['/api/appointments', filters] as const,
  blockedSlots: () => ['/api/blocked-slots'] as const,
  /** The daily times a block may cover, per barber and for All Barbers (their weekly hours' reach). */
  blockBounds: () => ['/api/blocked-slots', 'bounds'] as const,
  clientsWithHistory: (search: string) => ['/api/clients/with-history', { search }] as const,
  clientDetails: (id: number) => ['/api/clients', id, 'details'] as const,
  /** Every email, SMS and push message of the client (the details dialog's Messages). */
  clientMessages: (id: number) => ['/api/clients', id, 'messages'] as const,
  /** The Contact inbox (staff and owners): all or only unread messages, newest first, with the unread count. */
  contactMessages: (filter: 'all' | 'unread') => ['/api/contact-messages', { filter }] as const,
  /** Owner only (the back office). */
  staffAccounts: () => ['/api/admin/staff'] as const,
  /** History pages share this prefix; the filters are the last segment (not part of the path). */
  audit: (filters: { entity?: string; actor?: string; from?: string; to?: string }) => ['/api/admin/audit', filters] as const,
};

/** Whether a key loads availability (any path shape), for invalidation after a booking or a block. */
export const isAvailabilityKey = (key: readonly unknown[]) => String(key[0]).startsWith('/api/availability');
/** Whether a key loads appointments (admin lists), for invalidation after a booking. */
export const isAppointmentsKey = (key: readonly unknown[]) => String(key[0]).startsWith('/api/appointments');
