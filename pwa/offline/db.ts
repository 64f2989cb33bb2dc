import Dexie, { type EntityTable } from 'dexie';
import type { CartItem } from '#shared/schemas/cart';
import type { Product } from '#shared/schemas/catalogue';

/** A cart line: the product's fields plus quantity (docs/product.md#store-and-checkout), keyed by product id. */
export type CartRow = CartItem & { addedAt: number };
/** A catalogue product as last seen from the server; `position` keeps the server's order. */
export type CatalogueRow = Product & { position: number };

/**
 * Where a queued staff change stands (docs/decisions/006b-outbox.md). 'pending': waits its turn;
 * 'sending': being replayed now; 'needs-attention': the server refused it, staff resolve it;
 * 'done': synced, replaced by a new change, or discarded on purpose (`outcome`), kept a day.
 * All but 'done' count as "waiting to sync" (pwa/offline/outbox-count.ts).
 */
export type OutboxState = 'pending' | 'sending' | 'needs-attention' | 'done';
/**
 * A staff change made while offline (a walk-in, a cancellation), stored as data: replay finds the
 * handler by `kind`, re-validates `payload` with the shared schema and sends `id` (a uuid) as the
 * Idempotency-Key. Ordered by `createdAt`.
 */
export type OutboxRow = {
  id: string;
  kind: string;
  payload: unknown;
  createdAt: number;
  attempts: number;
  state: OutboxState;
  /** The server's answer or the network error of the last attempt. */
  lastError?: string;
  /**
   * A refusal's whole answer (`{ message, code, … }`: what it clashes with, the appointment as the
   * change saw it and as it is now), so staff are shown both versions (docs/decisions/054-history-and-seen-changes.md).
   */
  refusal?: unknown;
  /** Not replayed before this time (ms): backoff after a network failure or a 5xx. */
  nextAttemptAt?: number;
  /** When 'sending' began (a tab closed mid-send leaves its claim behind). */
  claimedAt?: number;
  /**
   * How a 'done' change ended, when, and (when replaced) the new change's id. 'withdrawn': staff
   * cancelled it before it was ever sent (no request was made).
   */
  outcome?: 'synced' | 'replaced' | 'discarded' | 'withdrawn';
  doneAt?: number;
  replacedBy?: string;
  /** What the server made of a synced change (a walk-in's appointment id), so it can be cancelled later. */
  serverId?: number;
};

/**
 * The browser's database (IndexedDB through Dexie). Everything kept on the device lives here:
 * the cart, the catalogue (so the store opens offline once seen) and the outbox of staff changes
 * waiting to sync (version 2). Dexie's live queries make every open tab see a change at once.
 *
 * Schema changes: never edit a version that has shipped. Add a table field below and a new
 * `this.version(n + 1).stores({ newTable: '...' })` line listing only what it adds or changes.
 */
export class BarbershopDb extends Dexie {
  cart!: EntityTable<CartRow, 'id'>;
  products!: EntityTable<CatalogueRow, 'id'>;
  outbox!: EntityTable<OutboxRow, 'id'>;

  constructor(name = 'barbershop') {
    super(name);
    this.version(1).stores({
      cart: 'id, addedAt',
      products: 'id, category, position',
    });
    this.version(2).stores({
      outbox: 'id, createdAt, state',
    });
  }
}

export const db = new BarbershopDb();
