import type { Service } from '#shared/schemas/catalogue';
import { dollarsToCents, formatMoney, formatStartingPrice } from '#shared/domain/money';

/**
 * Services that cannot be booked online (docs/product.md#services): those priced by phone ("Llamar",
 * `price` null), whatever their name; the owner decides by leaving the price empty.
 */
export function isCallTheShopService(service: Pick<Service, 'price'>): boolean {
  return service.price === null;
}

/**
 * What the service costs with a barber: their own price (`service.barbers`), else the service's; with
 * no preference (null) or no barber chosen, the service's. Null: priced by phone.
 */
export function priceWith(service: Pick<Service, 'price' | 'barbers'>, barberId: number | null | undefined): number | null {
  if (typeof barberId !== 'number') return service.price;
  const own = service.barbers.find((b) => b.id === barberId);
  return own ? own.price : service.price;
}

/** Whether a barber performs the service (is among `service.barbers`). */
export const performs = (service: Pick<Service, 'barbers'>, barberId: number) => service.barbers.some((b) => b.id === barberId);

/** `$35.00` (with a barber: their price), or `$0.00` when the price is unknown. */
export function servicePrice(service: Pick<Service, 'price' | 'barbers'> | undefined, barberId?: number | null): string {
  return formatMoney(dollarsToCents((service && priceWith(service, barberId)) ?? 0));
}

/** A price as a starting price, `$35+`, or 'Llamar' when priced by phone. */
export function listPrice(price: number | null): string {
  return price === null ? 'Llamar' : formatStartingPrice(dollarsToCents(price));
}

/** The price on a service's card: `$35+` (the shop's prices are starting prices). */
export function serviceListPrice(service: Pick<Service, 'price'>): string {
  return listPrice(service.price);
}
