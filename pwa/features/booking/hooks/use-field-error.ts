import { useCallback } from 'react';
import type { MessageId } from '#pwa/i18n/catalogue';
import { useT } from '#pwa/i18n/use-t';

/**
 * The shared client rules' messages whose English is built from a field's name (`${label} is required`):
 * not in the known texts (those are written whole), so named here.
 */
const BUILT: Record<string, MessageId> = {
  'First name is required': 'booking.info.error.firstNameRequired',
  'Last name is required': 'booking.info.error.lastNameRequired',
  'Phone is required': 'booking.info.error.phoneRequired',
  'First name must be at most 80 characters': 'booking.info.error.firstNameTooLong',
  'Last name must be at most 80 characters': 'booking.info.error.lastNameTooLong',
  'Phone must be at most 30 characters': 'booking.info.error.phoneTooLong',
};

/** A Your Info field's validation message (English from shared/schemas/client.ts) in the page's language. */
export function useFieldError() {
  const { t, known } = useT();
  return useCallback(
    (message: string | undefined) => {
      if (!message) return message;
      const id = BUILT[message];
      return id ? t(id) : known(message);
    },
    [t, known],
  );
}
