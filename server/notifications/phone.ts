import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * A client's phone as E.164 for SMS, or null if it is not a number a text can reach. Ten digits are
 * read as Puerto Rico / North America (+1); a number written with its + and country code is kept.
 */
export function toE164(phone: string): string | null {
  const p = parsePhoneNumberFromString(phone.trim(), 'PR');
  return p && p.isValid() ? p.number : null;
}
