import { ApiError } from '#pwa/lib/api';
import type { I18nValue } from '#pwa/i18n/use-t';

/**
 * The "Message Not Sent" toast's text for a failed send (docs/decisions/045-contact-inbox.md): past the
 * per-address limit, the server's own "try again in a few minutes"; a field the server refused, a
 * pointer to the fields it marked; anything else (offline, the server down), try again or call.
 */
export function contactFailureText(error: unknown, phone: string, { t, known }: Pick<I18nValue, 't' | 'known'>): string {
  if (error instanceof ApiError) {
    if (error.status === 429 && error.serverMessage) return known(error.serverMessage);
    const fields = (error.body as { fields?: Record<string, string> } | null)?.fields;
    if (error.status === 400 && fields && Object.keys(fields).length > 0) return t('site.contact.failed.fields');
  }
  return t('site.contact.failed.other', { phone });
}
