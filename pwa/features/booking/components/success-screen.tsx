import { useCallback, useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '#pwa/components/icons/check-circled';
import { DownloadIcon } from '#pwa/components/icons/download';
import type { BookedAppointment } from '#shared/schemas/appointment';
import { appointmentIcs } from '../lib/appointment-ics';
import { phoneHref, useShopDetails } from '#pwa/lib/shop-details';
import { downloadText } from '../lib/download';
import { useT } from '#pwa/i18n/use-t';
import { usePausableRedirect } from '../hooks/use-pausable-redirect';
import { RemindMe } from './remind-me';

/** docs/product.md#the-wizard: home 2000 ms after a booking. */
export const REDIRECT_MS = 2000;

/**
 * Full-screen 'Appointment Booked!', whether a confirmation email is on its way (or how to reach the
 * shop), an .ics download, an opt-in to push reminders, then home 2 seconds after the visitor has seen
 * it: held while the tab is hidden, while a button is pressed or has the keyboard's focus, and
 * while the notification permission prompt is open; 2 seconds more once let go
 * (docs/decisions/069-visitor-never-stuck.md).
 */
export function SuccessScreen({ appointment, clientEmail }: { appointment: BookedAppointment; clientEmail?: string }) {
  const navigate = useNavigate();
  const shop = useShopDetails();
  const { t, date, time, lang } = useT();
  const redirect = usePausableRedirect(
    REDIRECT_MS,
    useCallback(() => navigate('/', { replace: true }), [navigate]),
  );
  useEffect(() => {
    const seen = () => (document.visibilityState === 'hidden' ? redirect.pause('hidden') : redirect.resume(REDIRECT_MS, 'hidden'));
    seen();
    document.addEventListener('visibilitychange', seen);
    return () => document.removeEventListener('visibilitychange', seen);
  }, [redirect]);
  // A tap focuses the button too: only keyboard focus holds (a tapped button would otherwise hold for ever).
  const tapped = useRef(false);
  const hands = {
    // A press holds, and its release gives 2 seconds more; a pointer merely resting over the buttons (they
    // appear where Confirm & Book was) or passing over them does not hold.
    onPointerDown: () => {
      tapped.current = true;
      redirect.pause('pointer');
    },
    onPointerUp: () => redirect.resume(REDIRECT_MS, 'pointer'),
    onPointerCancel: () => redirect.resume(REDIRECT_MS, 'pointer'),
    onFocus: () => {
      if (!tapped.current) redirect.pause('focus');
    },
    onBlur: () => {
      tapped.current = false;
      redirect.resume(REDIRECT_MS, 'focus');
    },
  };

  const addToCalendar = () => {
    const { fileName, text } = appointmentIcs(appointment, new Date(), shop, lang);
    downloadText(fileName, text, 'text/calendar;charset=utf-8');
  };

  return (
    <div className="booking-success" role="status" aria-live="polite" data-testid="booking-success">
      <Flex direction="column" align="center" gap="4" px="5" className="booking-success-inner">
        <CheckCircledIcon width="72" height="72" color="var(--green-11)" aria-hidden />
        <Heading as="h1" size={{ initial: '8', sm: '9' }} align="center">
          {t('booking.success.title')}
        </Heading>
        <Text size="4" align="center">
          {t('booking.success.serviceWith', { service: appointment.serviceName, barber: appointment.barberName })}
          <br />
          {date(appointment.appointmentDate, 'full')}{' '}
          <span className="booking-nowrap">{t('booking.success.at', { time: time(appointment.appointmentTime) })}</span>
        </Text>
        <Text as="p" size="3" align="center" data-testid="booking-confirmation">
          {appointment.confirmationEmail && clientEmail ? (
            t('booking.success.emailSent', { email: clientEmail })
          ) : (
            <>
              {t('booking.success.noEmail')}{' '}
              <a href={phoneHref(shop.phone)} className="booking-nowrap">
                {t('booking.success.callShop', { phone: shop.phone })}
              </a>
            </>
          )}
        </Text>
        <Flex direction="column" align="center" gap="4" {...hands}>
          <Button size="3" variant="soft" onClick={addToCalendar}>
            <DownloadIcon aria-hidden /> {t('booking.success.addToCalendar')}
          </Button>
          {clientEmail && <RemindMe appointmentId={appointment.id} clientEmail={clientEmail} redirect={redirect} />}
        </Flex>
        <Text size="2" color="gray" align="center">
          {t('booking.success.redirecting')}
        </Text>
      </Flex>
    </div>
  );
}
