/** Facts about the shop that screens show. Opening hours: docs/product.md#opening-hours. */
export const SHOP = {
  name: 'The Gentlemen’s Barbershop',
  shortName: 'Barbershop',
  tagline: 'Classic cuts, sharp fades and a complimentary whiskey at the bar.',
  addressLines: ['Plaza Las Américas, Local 532', '525 Av. Franklin Delano Roosevelt', 'San Juan, PR 00918'],
  phone: '(787) 555-0132',
  phoneHref: 'tel:+17875550132',
  email: 'hello@gentlemensbarbershop.pr',
  instagram: 'https://www.instagram.com/gentlemensbarbershop.pr',
  facebook: 'https://www.facebook.com/gentlemensbarbershop.pr',
  timeZone: 'America/Puerto_Rico',
} as const;

/** Opening hours as shown on Home and Contact (docs/product.md#opening-hours). Bookable hours live in the database. */
export const OPENING_HOURS: ReadonlyArray<{ days: string; hours: string }> = [
  { days: 'Monday', hours: '8:30 AM – 9:00 PM' },
  { days: 'Tuesday', hours: '8:30 AM – 9:00 PM' },
  { days: 'Wednesday', hours: '8:30 AM – 9:00 PM' },
  { days: 'Thursday', hours: '8:30 AM – 9:00 PM' },
  { days: 'Friday', hours: '8:30 AM – 9:00 PM' },
  { days: 'Saturday', hours: '8:30 AM – 9:00 PM' },
  { days: 'Sunday', hours: '11:00 AM – 7:00 PM' },
];

export const PRODUCT_CATEGORIES = ['shampoo', 'conditioner', 'styling', 'color', 'cleansing'] as const;
export type ProductCategory = (typeof PRODUCT_CATEGORIES)[number];

/** Home's four service cards as first installed (docs/product.md#home): not the bookable catalogue. */
export const HOME_SERVICES = [
  { name: 'Beard Trim', price: '$25+', duration: 30, description: 'Shape, line-up and a hot towel finish.' },
  { name: 'Haircut', price: '$35+', duration: 45, description: 'Classic or modern, cut and styled to suit you.' },
  { name: 'Shave', price: '$20+', duration: 45, description: 'Straight-razor shave with hot towels and balm.' },
  { name: 'Haircut & Beard', price: '$45+', duration: 60, description: 'The full treatment: haircut plus beard trim.' },
] as const;

/** The same four cards in Spanish (docs/decisions/046-spanish.md), in the same order. */
export const HOME_SERVICES_ES = [
  { name: 'Recorte de barba', description: 'Forma, perfilado y toalla caliente para terminar.' },
  { name: 'Corte de cabello', description: 'Clásico o moderno, cortado y peinado a tu gusto.' },
  { name: 'Afeitado', description: 'Afeitado a navaja con toallas calientes y bálsamo.' },
  { name: 'Corte y barba', description: 'El tratamiento completo: corte de cabello y recorte de barba.' },
] as const;

/**
 * The shop's details and booking rules until the owner edits them (`GET`/`PUT /api/shop`): the spec's
 * values. Matches shared/schemas/shop-details.ts#ShopDetails.
 */
export const DEFAULT_SHOP_DETAILS = {
  name: SHOP.name,
  addressLines: [...SHOP.addressLines],
  phone: SHOP.phone,
  email: SHOP.email,
  instagram: SHOP.instagram,
  facebook: SHOP.facebook,
  openingHours: OPENING_HOURS.map((h) => ({ ...h })),
  homeServices: HOME_SERVICES.map((s) => ({ ...s })),
  bookingRules: { minNoticeMinutes: 0, horizonDays: 90, slotStepMinutes: 30 as const },
  reminders: { everyDays: 7 },
  line: { lateAfterMinutes: 10, onlineJoinPaused: false },
};
