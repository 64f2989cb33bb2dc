import { useMemo } from 'react';
import { ApiError } from '../lib/api';
import { useT } from '../i18n/use-t';
import type { PushSupport } from './push-support';

/**
 * What the reminder buttons (the success screen's and the manage page's) say, in the page's language:
 * pwa/push/push-support.ts's PUSH_HELP and subscribedMessage, word for word in English.
 */
export function usePushTexts() {
  const { t, known } = useT();
  return useMemo(
    () => ({
      help: (support: Exclude<PushSupport, 'supported'>) => t(`booking.push.help.${support}`),
      declined: t('booking.remind.declined'),
      subscribed: (upcomingReminders: number) =>
        upcomingReminders >= 2
          ? t('booking.push.subscribed.two')
          : upcomingReminders === 1
            ? t('booking.push.subscribed.one')
            : t('booking.push.subscribed.none'),
      failed: (err: unknown) => {
        const message =
          err instanceof ApiError
            ? err.serverMessage
              ? known(err.serverMessage)
              : t('booking.remind.couldNot')
            : err instanceof Error
              ? err.message
              : String(err);
        return t('booking.remind.failed', { message });
      },
    }),
    [t, known],
  );
}
