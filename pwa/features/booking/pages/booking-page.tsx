import { useEffect, useReducer, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import type { BookedAppointment } from '#shared/schemas/appointment';
import type { ClientInput } from '#shared/schemas/client';
import { useDocumentTitle } from '../../../lib/document-title';
import { isAvailabilityKey } from '../../../lib/query-keys';
import { useReloadGuard } from '../../../offline/use-reload-guard';
import { useBarber } from '../../../lib/catalogue';
import { useT } from '../../../i18n/use-t';
import { BarberStep } from '../components/barber-step';
import { ConfirmStep } from '../components/confirm-step';
import { DateTimeStep } from '../components/date-time-step';
import { InfoStep } from '../components/info-step';
import { OfflineNotice } from '../components/offline-notice';
import { ServiceStep } from '../components/service-step';
import { StepIndicator } from '../components/step-indicator';
import { SuccessScreen } from '../components/success-screen';
import { parseBarberParam } from '../lib/barber-param';
import { initialWizard, wizardReducer } from '../lib/draft';
import { firstName } from '../lib/slots';
import '../booking.css';

/** /book: the five-step booking wizard; `?barber={id}` preselects a barber. */
export function BookingPage() {
  const [params] = useSearchParams();
  const preselectedId = parseBarberParam(params.get('barber'));
  const preselected = useBarber(preselectedId);
  const [{ step, draft }, dispatch] = useReducer(wizardReducer, preselectedId, initialWizard);
  const [infoValues, setInfoValues] = useState<ClientInput>();
  const [booked, setBooked] = useState<BookedAppointment>();
  const queryClient = useQueryClient();
  const { t } = useT();
  // An app update waits until a booking under way is finished (docs/decisions/031-pwa-update-flow.md).
  useReloadGuard(!booked && step > 1, t('booking.reloadReason'));

  useDocumentTitle(t('booking.title'));
  useEffect(() => {
    // A link to a barber who does not exist (404) preselects nobody.
    if (preselected.isError && draft.barberId === preselectedId) dispatch({ type: 'barber', barberId: undefined });
  }, [preselected.isError, preselectedId, draft.barberId]);
  const shownStep = useRef(step);
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    // Each step starts at its top (a phone may be scrolled far down), and screen readers hear its title.
    window.scrollTo({ top: 0 });
    document.getElementById('booking-step-title')?.focus({ preventScroll: true });
  }, [step]);

  if (booked) return <SuccessScreen appointment={booked} clientEmail={draft.clientEmail} />;

  const back = () => dispatch({ type: 'back' });
  const next = () => dispatch({ type: 'next' });
  const subtitle = preselected.data ? t('booking.subtitle.with', { name: firstName(preselected.data.name) }) : t('booking.subtitle');

  return (
    <Container size="3" px={{ initial: '3', sm: '5' }} py={{ initial: '5', md: '7' }}>
      <Flex direction="column" gap="2" align="center" mb="5">
        <Heading as="h1" size={{ initial: '7', md: '8' }} align="center">{t('booking.heading')}</Heading>
        <Text as="p" size="3" color="gray" align="center" data-testid="booking-subtitle">{subtitle}</Text>
      </Flex>
      <OfflineNotice />
      <StepIndicator step={step} />
      <Card size={{ initial: '2', sm: '4' }} mt="4" className="booking-panel">
        {step === 1 && <ServiceStep serviceId={draft.serviceId} onSelect={(serviceId) => dispatch({ type: 'service', serviceId })} onNext={next} onBack={back} />}
        {step === 2 && <DateTimeStep draft={draft} dispatch={dispatch} />}
        {step === 3 && <BarberStep draft={draft} dispatch={dispatch} preselectedName={preselected.data?.name} />}
        {step === 4 && (
          <InfoStep
            initialValues={infoValues}
            known={draft.clientId && draft.clientName && draft.clientEmail && draft.clientPhone
              ? { clientId: draft.clientId, clientName: draft.clientName, clientEmail: draft.clientEmail, clientPhone: draft.clientPhone }
              : undefined}
            onBack={back}
            onDone={(client, values) => {
              setInfoValues(values);
              dispatch({ type: 'client', client });
              next();
            }}
          />
        )}
        {step === 5 && (
          <ConfirmStep
            draft={draft}
            onBack={back}
            onBooked={setBooked}
            onSlotTaken={() => {
              dispatch({ type: 'slotTaken' });
              void queryClient.invalidateQueries({ predicate: (q) => isAvailabilityKey(q.queryKey) });
            }}
          />
        )}
      </Card>
    </Container>
  );
}
