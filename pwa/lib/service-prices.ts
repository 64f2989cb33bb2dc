import type { Service } from '#shared/schemas/catalogue';
import { dollarsToCents, formatMoney, formatStartingPrice } from '#shared/domain/money';

/**
 * Services that cannot be booked online (docs/product.md#services): those priced by phone ("Llamar",
 * `price` null), whatever their name; the owner decides by leaving the price empty.
 */
export function isCallTheShopService(service: Pick<Service, 'price'>): boolean {
  return service.price === null;
}

/** `$35.00`, or `$0.00` when the price is unknown. */
export function servicePrice(service: Pick<Service, 'price'> | undefined): string {
  return formatMoney(dollarsToCents(service?.price ?? 0));
}

/** The price on a service's card: `$35+` (the shop's prices are starting prices). */
export function serviceListPrice(service: Pick<Service, 'price'>): string {
  return service.price === null ? 'Llamar' : formatStartingPrice(dollarsToCents(service.price));
}
