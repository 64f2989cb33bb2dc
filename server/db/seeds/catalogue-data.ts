import type { ProductCategory } from '#shared/shop';

/**
 * The shop's catalogue as first installed. Prices are integer cents; null = priced by phone. `es`: the
 * Spanish text (docs/decisions/046-spanish.md), stored as the row's `translations.es`. The services'
 * names are the shop's own Spanish names in both languages.
 */
export const SERVICES = [
  {
    name: 'Barba',
    description: 'Beard trim and line-up with a hot towel finish.',
    price_cents: 2000,
    duration_min: 30,
    es: { name: 'Barba', description: 'Recorte y perfilado de barba, con toalla caliente para terminar.' },
  },
  {
    name: 'Corte',
    description: 'Haircut, wash and style, finished to your taste.',
    price_cents: 3500,
    duration_min: 45,
    es: { name: 'Corte', description: 'Corte, lavado y peinado, terminado a tu gusto.' },
  },
  {
    name: 'Corte y Barba',
    description: 'Haircut and beard trim together, hot towel included.',
    price_cents: 4500,
    duration_min: 60,
    es: { name: 'Corte y Barba', description: 'Corte y recorte de barba juntos, con toalla caliente incluida.' },
  },
  {
    name: 'Servicios de Químico',
    description: 'Color, highlights, perms and relaxers. Priced after an evaluation: call the shop.',
    price_cents: null,
    duration_min: 60,
    es: {
      name: 'Servicios de Químico',
      description: 'Color, rayitos, permanentes y alisados. El precio se da después de una evaluación: llama a la barbería.',
    },
  },
] as const;

export const BARBERS = [
  {
    name: 'Carlos Rivera',
    title: 'Master Barber',
    rating: 4.9,
    bio: 'Twenty years behind the chair; classic cuts and razor work.',
    es: { title: 'Barbero Maestro', bio: 'Veinte años detrás de la silla; cortes clásicos y trabajo de navaja.' },
  },
  {
    name: 'Javier Morales',
    title: 'Fade Specialist',
    rating: 4.8,
    bio: 'Skin fades, tapers and designs, precise to the millimetre.',
    es: { title: 'Especialista en Fades', bio: 'Fades al ras, tapers y diseños, precisos al milímetro.' },
  },
  {
    name: 'Luis Santiago',
    title: 'Senior Barber',
    rating: 4.9,
    bio: 'Scissor cuts and textured styles for every hair type.',
    es: { title: 'Barbero Sénior', bio: 'Cortes a tijera y estilos con textura para todo tipo de cabello.' },
  },
  {
    name: 'Miguel Torres',
    title: 'Beard Specialist',
    rating: 4.7,
    bio: 'Beard shaping, hot towel shaves and grooming advice.',
    es: { title: 'Especialista en Barba', bio: 'Forma de barba, afeitado con toalla caliente y consejos de cuidado.' },
  },
] as const;

type ProductSeed = {
  name: string;
  description: string;
  price_cents: number;
  category: ProductCategory;
  size: string;
  image: string;
  es: { name: string; description: string };
};

export const PRODUCTS: readonly ProductSeed[] = [
  {
    name: 'Daily Shampoo',
    description: 'Gentle everyday cleanse that keeps hair soft and full.',
    price_cents: 2200,
    category: 'shampoo',
    size: '300 ml',
    image: '/images/products/daily-shampoo.webp',
    es: { name: 'Champú Diario', description: 'Limpieza suave para todos los días que deja el cabello suave y con volumen.' },
  },
  {
    name: 'Mint Shampoo',
    description: 'Cooling peppermint and tea tree for a fresh, invigorated scalp.',
    price_cents: 2400,
    category: 'shampoo',
    size: '300 ml',
    image: '/images/products/mint-shampoo.webp',
    es: { name: 'Champú de Menta', description: 'Menta y árbol de té refrescantes para un cuero cabelludo fresco y revitalizado.' },
  },
  {
    name: 'Thickening Shampoo',
    description: 'Builds body and texture in fine or thinning hair.',
    price_cents: 2600,
    category: 'shampoo',
    size: '300 ml',
    image: '/images/products/thickening-shampoo.webp',
    es: { name: 'Champú Engrosador', description: 'Da cuerpo y textura al cabello fino o escaso.' },
  },
  {
    name: 'Daily Conditioner',
    description: 'Lightweight daily detangler with a clean finish.',
    price_cents: 2200,
    category: 'conditioner',
    size: '300 ml',
    image: '/images/products/daily-conditioner.webp',
    es: { name: 'Acondicionador Diario', description: 'Desenredante ligero para todos los días, con un acabado limpio.' },
  },
  {
    name: 'Moisture Conditioner',
    description: 'Deep hydration for coarse, curly or dry hair.',
    price_cents: 2500,
    category: 'conditioner',
    size: '300 ml',
    image: '/images/products/moisture-conditioner.webp',
    es: { name: 'Acondicionador Hidratante', description: 'Hidratación profunda para cabello grueso, rizo o reseco.' },
  },
  {
    name: 'Beard Conditioner',
    description: 'Softens coarse beard hair and calms the skin below.',
    price_cents: 1800,
    category: 'conditioner',
    size: '100 ml',
    image: '/images/products/beard-conditioner.webp',
    es: { name: 'Acondicionador para Barba', description: 'Suaviza la barba gruesa y calma la piel debajo.' },
  },
  {
    name: 'Clay Pomade',
    description: 'Matte finish with a firm, pliable hold for textured styles.',
    price_cents: 2400,
    category: 'styling',
    size: '100 g',
    image: '/images/products/clay-pomade.webp',
    es: { name: 'Pomada de Arcilla', description: 'Acabado mate con fijación firme y moldeable para estilos con textura.' },
  },
  {
    name: 'Maneuver Cream Pomade',
    description: 'Medium hold, medium shine, reworkable all day.',
    price_cents: 2400,
    category: 'styling',
    size: '100 g',
    image: '/images/products/maneuver-cream-pomade.webp',
    es: { name: 'Pomada en Crema Maneuver', description: 'Fijación media, brillo medio, se puede retocar todo el día.' },
  },
  {
    name: 'Matte Paste',
    description: 'Strong hold with zero shine for messy, lived-in looks.',
    price_cents: 2300,
    category: 'styling',
    size: '85 g',
    image: '/images/products/matte-paste.webp',
    es: { name: 'Pasta Mate', description: 'Fijación fuerte sin brillo para looks despeinados y naturales.' },
  },
  {
    name: 'Grooming Tonic',
    description: 'Light hold and natural control; primes hair before blow-drying.',
    price_cents: 2100,
    category: 'styling',
    size: '250 ml',
    image: '/images/products/grooming-tonic.webp',
    es: { name: 'Tónico de Peinado', description: 'Fijación ligera y control natural; prepara el cabello antes del secado.' },
  },
  {
    name: 'Gray Blending Color',
    description: 'Blends gray in five minutes for a natural, low-maintenance look.',
    price_cents: 3000,
    category: 'color',
    size: '3 applications',
    image: '/images/products/gray-blending-color.webp',
    es: { name: 'Color para Canas', description: 'Disimula las canas en cinco minutos para un look natural y fácil de mantener.' },
  },
  {
    name: 'Beard Color Kit',
    description: 'Natural-looking beard color with an easy applicator brush.',
    price_cents: 2800,
    category: 'color',
    size: '2 applications',
    image: '/images/products/beard-color-kit.webp',
    es: { name: 'Kit de Color para Barba', description: 'Color de barba de aspecto natural con un cepillo aplicador fácil de usar.' },
  },
  {
    name: 'Beard Wash',
    description: 'Cleans beard and skin without stripping natural oils.',
    price_cents: 1800,
    category: 'cleansing',
    size: '150 ml',
    image: '/images/products/beard-wash.webp',
    es: { name: 'Limpiador para Barba', description: 'Limpia la barba y la piel sin quitarles sus aceites naturales.' },
  },
  {
    name: 'Face Scrub',
    description: 'Exfoliating scrub that clears the way for a close shave.',
    price_cents: 2000,
    category: 'cleansing',
    size: '100 ml',
    image: '/images/products/face-scrub.webp',
    es: { name: 'Exfoliante Facial', description: 'Exfoliante que prepara la piel para un afeitado al ras.' },
  },
  {
    name: 'Charcoal Face Wash',
    description: 'Daily face wash with activated charcoal for a deep clean.',
    price_cents: 1900,
    category: 'cleansing',
    size: '150 ml',
    image: '/images/products/charcoal-face-wash.webp',
    es: { name: 'Limpiador Facial de Carbón', description: 'Limpiador facial diario con carbón activado para una limpieza profunda.' },
  },
];
