import { z } from 'zod';
import { Product, ProductCategory } from './catalogue';
import { Dollars, TranslationMap, Translations } from './catalogue-fields';
import { Email, Phone } from './client';
import { isRealDate } from '../domain/shop-time';

/**
 * The store's operations (docs/decisions/044-store-operations.md): products with stock as the owner
 * edits them, and orders as the front desk fulfils them.
 */

// ---------------------------------------------------------------- products

/** A product as the back office shows it (`GET /api/products?view=admin`): retired ones too. */
export const AdminProduct = Product.extend({
  stock: z.number().int().nonnegative(),
  lowStockThreshold: z.number().int().nonnegative(),
  retired: z.boolean(),
  sortOrder: z.number().int(),
  /** `{ es: { name, description } }`: its Spanish text (docs/decisions/046-spanish.md). */
  translations: z.record(z.string(), z.record(z.string(), z.string())),
});
export type AdminProduct = z.infer<typeof AdminProduct>;
export const AdminProductList = z.array(AdminProduct);

const Count = (label: string) =>
  z.preprocess(
    (v) => (typeof v === 'string' && /^\s*\d{1,6}\s*$/.test(v) ? Number(v) : v),
    z
      .number({ message: `${label} must be a whole number` })
      .int(`${label} must be a whole number`)
      .min(0, `${label} cannot be negative`)
      .max(100_000, `${label} must be at most 100000`),
  );

const ProductFields = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  description: z.string().trim().max(500, 'Description must be at most 500 characters'),
  price: Dollars,
  category: z.enum(ProductCategory.options, { message: `Category must be one of: ${ProductCategory.options.join(', ')}` }),
  size: z.string().trim().max(40, 'Size must be at most 40 characters'),
  stock: Count('Stock'),
  lowStockThreshold: Count('Low-stock threshold'),
  sortOrder: z.number().int().min(0).max(10_000),
  translations: TranslationMap,
});

/** `POST /api/products` (owner). */
export const ProductCreateInput = ProductFields.extend({
  description: ProductFields.shape.description.default(''),
  size: ProductFields.shape.size.default(''),
  stock: ProductFields.shape.stock.default(0),
  lowStockThreshold: ProductFields.shape.lowStockThreshold.default(3),
  sortOrder: ProductFields.shape.sortOrder.optional(),
  translations: Translations,
}).strict();
export type ProductCreateInput = z.input<typeof ProductCreateInput>;

/**
 * `PATCH /api/products/{id}` (owner): only the fields sent change; `retired: false` brings a retired
 * product back. A price change applies to new orders only (order lines keep theirs).
 */
export const ProductPatchInput = ProductFields.extend({ retired: z.literal(false) })
  .partial()
  .strict()
  .refine((v) => Object.keys(v).length > 0, 'Nothing to change');
export type ProductPatchInput = z.input<typeof ProductPatchInput>;

export const ProductListQuery = z.object({
  category: z
    .enum(['all', ...ProductCategory.options], { message: `category must be one of: ${ProductCategory.options.join(', ')}` })
    .optional(),
  view: z.literal('admin', { message: 'view must be admin' }).optional(),
});

/** `GET /api/products/low-stock` (staff): live products at or under their threshold, fewest first. */
export const LowStockProduct = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  stock: z.number().int().nonnegative(),
  lowStockThreshold: z.number().int().nonnegative(),
});
export type LowStockProduct = z.infer<typeof LowStockProduct>;
export const LowStockList = z.array(LowStockProduct);

// ---------------------------------------------------------------- orders

/**
 * An order's life: pending (awaiting payment, its stock reserved) → paid (Stripe's webhook only) →
 * ready (the buyer is emailed) → picked_up. Refunded (owner, stock back). Failed: the payment could
 * not start or failed; canceled: abandoned (30 minutes unpaid) or cancelled by Stripe. Both give stock back.
 */
export const FulfilmentStatus = z.enum(['pending', 'paid', 'ready', 'picked_up', 'refunded', 'failed', 'canceled']);
export type FulfilmentStatus = z.infer<typeof FulfilmentStatus>;

/** What staff read for each status. */
export const ORDER_STATUS_LABELS: Record<FulfilmentStatus, string> = {
  pending: 'Awaiting payment',
  paid: 'Paid',
  ready: 'Ready for pickup',
  picked_up: 'Picked up',
  refunded: 'Refunded',
  failed: 'Payment failed',
  canceled: 'Cancelled',
};

/** The buyer, asked at checkout (pickup at the shop). */
export const Customer = z.object({
  name: z.string({ message: 'Name is required' }).trim().min(1, 'Name is required').max(80, 'Name must be at most 80 characters'),
  email: Email,
  phone: Phone,
});
export type Customer = z.infer<typeof Customer>;

/** An order as staff see it (`GET /api/orders`). Amounts are integer cents; instants ISO strings. */
export const StaffOrder = z.object({
  id: z.number().int().positive(),
  status: FulfilmentStatus,
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }).nullable(),
  items: z.array(
    z.object({
      productId: z.number().int().positive(),
      name: z.string(),
      unitPriceCents: z.number().int().nonnegative(),
      quantity: z.number().int().positive(),
    }),
  ),
  amountCents: z.number().int().nonnegative(),
  currency: z.string(),
});
export type StaffOrder = z.infer<typeof StaffOrder>;
export const StaffOrderList = z.object({ orders: z.array(StaffOrder) });

/** `GET /api/orders?status=&date=` (staff): newest first; `date` is the shop's calendar day the order was made. */
export const OrderListQuery = z.object({
  status: FulfilmentStatus.optional(),
  date: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'date must be YYYY-MM-DD')
    .refine(isRealDate, 'date must be a real date')
    .optional(),
});

/**
 * `PATCH /api/orders/{id}`: `ready` and `picked_up` (staff), `refunded` (owner, through Stripe). The
 * webhook is the only way to `paid`.
 */
export const OrderPatchInput = z
  .object({
    status: z.enum(['ready', 'picked_up', 'refunded'], { message: 'status must be one of: ready, picked_up, refunded' }),
  })
  .strict();
export type OrderPatchInput = z.infer<typeof OrderPatchInput>;
