import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon, DownloadIcon } from '@radix-ui/react-icons';
import type { BookedAppointment } from '#shared/schemas/appointment';
import { appointmentIcs } from '../lib/appointment-ics';
import { useShopDetails } from '../../../lib/shop-details';
import { downloadText } from '../lib/download';
import { useT } from '../../../i18n/use-t';
import { usePausableRedirect } from '../hooks/use-pausable-redirect';
import { RemindMe } from './remind-me';

/** docs/product.md#the-wizard: home 2000 ms after a booking. */
export const REDIRECT_MS = 2000;

/**
 * Full-screen 'Appointment Booked!', an .ics download, an opt-in to push reminders, then home after
 * 2 seconds (paused while the notification permission prompt is open).
 */
export function SuccessScreen({ appointment, clientEmail }: { appointment: BookedAppointment; clientEmail?: string }) {
  const navigate = useNavigate();
  const shop = useShopDetails();
  const { t, date, time, lang } = useT();
  const redirect = usePausableRedirect(REDIRECT_MS, useCallback(() => navigate('/', { replace: true }), [navigate]));

  const addToCalendar = () => {
    const { fileName, text } = appointmentIcs(appointment, new Date(), shop, lang);
    downloadText(fileName, text, 'text/calendar;charset=utf-8');
  };

  return (
    <div className="booking-success" role="status" aria-live="polite" data-testid="booking-success">
      <Flex direction="column" align="center" gap="4" px="5" className="booking-success-inner">
        <CheckCircledIcon width="72" height="72" color="var(--green-11)" aria-hidden />
        <Heading as="h1" size={{ initial: '8', sm: '9' }} align="center">{t('booking.success.title')}</Heading>
        <Text size="4" align="center">
          {t('booking.success.serviceWith', { service: appointment.serviceName, barber: appointment.barberName })}
          <br />
          {date(appointment.appointmentDate, 'full')}{' '}
          <span className="booking-nowrap">{t('booking.success.at', { time: time(appointment.appointmentTime) })}</span>
        </Text>
        <Button size="3" variant="soft" onClick={addToCalendar}>
          <DownloadIcon aria-hidden /> {t('booking.success.addToCalendar')}
        </Button>
        {clientEmail && <RemindMe appointmentId={appointment.id} clientEmail={clientEmail} redirect={redirect} />}
        <Text size="2" color="gray" align="center">{t('booking.success.redirecting')}</Text>
      </Flex>
    </div>
  );
}
