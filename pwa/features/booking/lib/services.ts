import type { Service } from '#shared/schemas/catalogue';
import { dollarsToCents, formatMoney, formatStartingPrice } from '#shared/domain/money';

/** Services that cannot be booked online (docs/product.md#services): a price of null ("Llamar") means the same. */
export const CALL_THE_SHOP_SERVICE_NAMES = ['Servicios de Químico', 'Chemical Services'] as const;

const normalise = (s: string) => s.normalize('NFC').trim().toLowerCase();

export function isCallTheShopService(service: Pick<Service, 'name' | 'price'>): boolean {
  const name = normalise(service.name);
  return service.price === null || CALL_THE_SHOP_SERVICE_NAMES.some((n) => normalise(n) === name);
}

/** `$35.00`, or `$0.00` when the price is unknown. */
export function servicePrice(service: Pick<Service, 'price'> | undefined): string {
  return formatMoney(dollarsToCents(service?.price ?? 0));
}

/** The price on a service's card: `$35+` (the shop's prices are starting prices). */
export function serviceListPrice(service: Pick<Service, 'price'>): string {
  return service.price === null ? 'Llamar' : formatStartingPrice(dollarsToCents(service.price));
}
