import type { ProductCategory } from '#shared/shop';

/** The shop's catalogue as first installed. Prices are integer cents; null = priced by phone. */
export const SERVICES = [
  { name: 'Barba', description: 'Beard trim and line-up with a hot towel finish.', price_cents: 2000, duration_min: 30 },
  { name: 'Corte', description: 'Haircut, wash and style, finished to your taste.', price_cents: 3500, duration_min: 45 },
  { name: 'Corte y Barba', description: 'Haircut and beard trim together, hot towel included.', price_cents: 4500, duration_min: 60 },
  {
    name: 'Servicios de Químico',
    description: 'Color, highlights, perms and relaxers. Priced after an evaluation: call the shop.',
    price_cents: null,
    duration_min: 60,
  },
] as const;

export const BARBERS = [
  { name: 'Carlos Rivera', title: 'Master Barber', rating: 4.9, bio: 'Twenty years behind the chair; classic cuts and razor work.' },
  { name: 'Javier Morales', title: 'Fade Specialist', rating: 4.8, bio: 'Skin fades, tapers and designs, precise to the millimetre.' },
  { name: 'Luis Santiago', title: 'Senior Barber', rating: 4.9, bio: 'Scissor cuts and textured styles for every hair type.' },
  { name: 'Miguel Torres', title: 'Beard Specialist', rating: 4.7, bio: 'Beard shaping, hot towel shaves and grooming advice.' },
] as const;

type ProductSeed = { name: string; description: string; price_cents: number; category: ProductCategory; size: string; image: string };

export const PRODUCTS: readonly ProductSeed[] = [
  { name: 'Daily Shampoo', description: 'Gentle everyday cleanse that keeps hair soft and full.', price_cents: 2200, category: 'shampoo', size: '300 ml', image: '/images/products/daily-shampoo.svg' },
  { name: 'Mint Shampoo', description: 'Cooling peppermint and tea tree for a fresh, invigorated scalp.', price_cents: 2400, category: 'shampoo', size: '300 ml', image: '/images/products/mint-shampoo.svg' },
  { name: 'Thickening Shampoo', description: 'Builds body and texture in fine or thinning hair.', price_cents: 2600, category: 'shampoo', size: '300 ml', image: '/images/products/thickening-shampoo.svg' },
  { name: 'Daily Conditioner', description: 'Lightweight daily detangler with a clean finish.', price_cents: 2200, category: 'conditioner', size: '300 ml', image: '/images/products/daily-conditioner.svg' },
  { name: 'Moisture Conditioner', description: 'Deep hydration for coarse, curly or dry hair.', price_cents: 2500, category: 'conditioner', size: '300 ml', image: '/images/products/moisture-conditioner.svg' },
  { name: 'Beard Conditioner', description: 'Softens coarse beard hair and calms the skin below.', price_cents: 1800, category: 'conditioner', size: '100 ml', image: '/images/products/beard-conditioner.svg' },
  { name: 'Clay Pomade', description: 'Matte finish with a firm, pliable hold for textured styles.', price_cents: 2400, category: 'styling', size: '100 g', image: '/images/products/clay-pomade.svg' },
  { name: 'Maneuver Cream Pomade', description: 'Medium hold, medium shine, reworkable all day.', price_cents: 2400, category: 'styling', size: '100 g', image: '/images/products/maneuver-cream-pomade.svg' },
  { name: 'Matte Paste', description: 'Strong hold with zero shine for messy, lived-in looks.', price_cents: 2300, category: 'styling', size: '85 g', image: '/images/products/matte-paste.svg' },
  { name: 'Grooming Tonic', description: 'Light hold and natural control; primes hair before blow-drying.', price_cents: 2100, category: 'styling', size: '250 ml', image: '/images/products/grooming-tonic.svg' },
  { name: 'Gray Blending Color', description: 'Blends gray in five minutes for a natural, low-maintenance look.', price_cents: 3000, category: 'color', size: '3 applications', image: '/images/products/gray-blending-color.svg' },
  { name: 'Beard Color Kit', description: 'Natural-looking beard color with an easy applicator brush.', price_cents: 2800, category: 'color', size: '2 applications', image: '/images/products/beard-color-kit.svg' },
  { name: 'Beard Wash', description: 'Cleans beard and skin without stripping natural oils.', price_cents: 1800, category: 'cleansing', size: '150 ml', image: '/images/products/beard-wash.svg' },
  { name: 'Face Scrub', description: 'Exfoliating scrub that clears the way for a close shave.', price_cents: 2000, category: 'cleansing', size: '100 ml', image: '/images/products/face-scrub.svg' },
  { name: 'Charcoal Face Wash', description: 'Daily face wash with activated charcoal for a deep clean.', price_cents: 1900, category: 'cleansing', size: '150 ml', image: '/images/products/charcoal-face-wash.svg' },
];
