import { startTransition, useEffect, useReducer, useRef, useState, type ReactNode } from 'react';
import { Link as RouterLink, useLocation, useNavigate, useSearchParams } from 'react-router';
import { Card, Container, Flex, Heading, Text } from '@radix-ui/themes';
import { useQueryClient } from '@tanstack/react-query';
import type { BookedAppointment } from '#shared/schemas/appointment';
import type { ClientInput } from '#shared/schemas/client';
import { afterNextFrame } from '#pwa/lib/after-next-frame';
import { useDocumentTitle } from '#pwa/lib/document-title';
import { isAvailabilityKey } from '#pwa/lib/query-keys';
import { useReloadGuard } from '#pwa/offline/use-reload-guard';
import { useBarber } from '#pwa/lib/catalogue';
import { useT } from '#pwa/i18n/use-t';
import { BarberStep } from '../components/barber-step';
import { ConfirmStep } from '../components/confirm-step';
import { DateTimeStep } from '../components/date-time-step';
import { bookingRulesQueryOptions } from '../api/get-booking-rules';
import { closuresQueryOptions } from '../api/get-closures';
import { InfoStep } from '../components/info-step';
import { OfflineNotice } from '../components/offline-notice';
import { ServiceStep } from '../components/service-step';
import { StepIndicator } from '../components/step-indicator';
import { SuccessScreen } from '../components/success-screen';
import { parseBarberParam } from '../lib/barber-param';
import { initialWizard, wizardReducer, type WizardAction, type WizardState } from '../lib/draft';
import { clearWizard, loadWizard, saveWizard, stepFromParam } from '../lib/wizard-storage';
import { firstName } from '../lib/slots';
import '../booking.css';

/** The choices kept for the tab, with a `?barber=` link's barber over the one kept. */
function startWizard(preselectedId: number | undefined, saved: ReturnType<typeof loadWizard>): WizardState {
  if (!saved) return initialWizard(preselectedId);
  return { step: 1, draft: preselectedId ? { ...saved.draft, barberId: preselectedId } : saved.draft };
}

/**
 * A step drawn ahead (step 2, while step 1 shows): styled, laid out and its effects run, but neither seen,
 * tapped nor read by a screen reader (`aria-hidden`), and taking no room. Its first frame lays it out
 * clipped to nothing; from then on `content-visibility: hidden` keeps that work and skips the step (nor can
 * the keyboard reach it) until Continue shows it. Shown, only its wrapper's style changes: hidden in React's
 * `<Activity>` (`display: none`), the step was styled and laid out whole in Continue's tap, and its calendar
 * drew itself twice there, its effects started anew (docs/decisions/114-step-two-kept-laid-out.md).
 */
function DrawnAhead({ shown, children }: { shown: boolean; children: ReactNode }) {
  const [laidOut, setLaidOut] = useState(shown);
  useEffect(() => {
    if (shown || laidOut) return;
    return afterNextFrame(() => setLaidOut(true));
  }, [shown, laidOut]);
  return (
    <div aria-hidden={shown ? undefined : true} style={shown ? undefined : laidOut ? KEPT_HIDDEN : FIRST_FRAME}>
      {children}
    </div>
  );
}
const FIRST_FRAME = { height: 0, overflow: 'hidden' } as const;
const KEPT_HIDDEN = { contentVisibility: 'hidden' } as const;

/**
 * /book: the five-step booking wizard; `?barber={id}` preselects a barber. The step shown is the
 * URL's `?step=` (each Continue is a history entry, so the browser's Back goes to the previous step),
 * and the choices are kept for the tab (docs/decisions/069-visitor-never-stuck.md).
 */
export function BookingPage() {
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const navigate = useNavigate();
  const preselectedId = parseBarberParam(params.get('barber'));
  const preselected = useBarber(preselectedId);
  const [saved] = useState(loadWizard);
  const [{ draft }, dispatchDraft] = useReducer(wizardReducer, undefined, () => startWizard(preselectedId, saved));
  const step = stepFromParam(params.get('step'), draft);
  const [infoValues, setInfoValues] = useState<ClientInput | undefined>(saved?.infoValues);
  const [booked, setBooked] = useState<BookedAppointment>();
  useEffect(() => {
    if (!booked) saveWizard({ draft, infoValues });
  }, [booked, draft, infoValues]);

  // A step shown by a tap (Continue, Back): the step's top is scrolled to as the tap comes, on the page as
  // it is drawn, and the new step is drawn in the tap itself (React Router's flushSync, not a transition
  // a frame or more later): scrolled once it was drawn, the scroll laid the new step out before its frame
  // (30-50 ms at 4x CPU). Not after a form's answer (step 4) or the server's (a time taken): the draft's
  // own change, made beside it, would come a render after the step.
  const scrolledFor = useRef<number>(undefined);
  const go = (to: number, how: 'push' | 'replace', inTap = false) => {
    if (inTap) {
      window.scrollTo({ top: 0 });
      scrolledFor.current = to;
    }
    setParams(
      (now) => {
        const next = new URLSearchParams(now);
        if (to <= 1) next.delete('step');
        else next.set('step', String(to));
        return next;
      },
      { replace: how === 'replace', state: how === 'push' ? { wizardFrom: step } : location.state, flushSync: inTap },
    );
  };
  const next = (inTap = false) => go(step + 1, 'push', inTap);
  // The wizard's Back is the browser's Back when the previous entry is the previous step; else it replaces this one.
  const back = () =>
    (location.state as { wizardFrom?: number } | null)?.wizardFrom === step - 1 ? navigate(-1) : go(step - 1, 'replace', true);
  const dispatch = (action: WizardAction) => {
    if (action.type === 'next') next(true);
    else if (action.type === 'back') back();
    else dispatchDraft(action);
  };
  const queryClient = useQueryClient();
  const { t } = useT();
  // An app update waits until a booking under way is finished (docs/decisions/031-pwa-update-flow.md).
  useReloadGuard(!booked && step > 1, t('booking.reloadReason'));

  useDocumentTitle(t('booking.title'));
  useEffect(() => {
    // A link to a barber who does not exist (404) preselects nobody.
    if (preselected.isError && draft.barberId === preselectedId) dispatchDraft({ type: 'barber', barberId: undefined });
  }, [preselected.isError, preselectedId, draft.barberId]);
  // Once a service is chosen on step 1, what step 2's calendar needs (the booking rules, the closures) is
  // asked for once the choice's frame is drawn: asked when Continue showed the step, their requests and
  // checks ran in that tap; asked when the page was idle, that came up to 2 s later on a busy phone, after
  // the visitor's Continue. Not before the choice: the visitor's first tap is often that choice, during
  // the start. Step 2 is drawn ahead once they have answered (or failed), so its calendar is drawn once,
  // with them (DrawnAhead).
  const ahead = step === 1 && draft.serviceId !== undefined;
  const [readyAhead, setReadyAhead] = useState(false);
  useEffect(() => {
    if (!ahead || readyAhead) return;
    let gone = false;
    const cancel = afterNextFrame(
      () =>
        void Promise.all([queryClient.prefetchQuery(bookingRulesQueryOptions()), queryClient.prefetchQuery(closuresQueryOptions())]).then(
          // In a transition: React draws the step in slices a tap can interrupt.
          () => gone || startTransition(() => setReadyAhead(true)),
        ),
    );
    return () => {
      gone = true;
      cancel();
    };
  }, [ahead, readyAhead, queryClient]);
  const shownStep = useRef(step);
  useEffect(() => {
    if (step === shownStep.current) return;
    shownStep.current = step;
    // Each step starts at its top (a phone may be scrolled far down): scrolled already when the wizard
    // showed it, else (the browser's Back) now. Screen readers hear its title, focused once its frame is
    // drawn (a focus lays the page out), unless the visitor has put the focus somewhere since.
    if (scrolledFor.current !== step) window.scrollTo({ top: 0 });
    scrolledFor.current = undefined;
    const focused = document.activeElement;
    return afterNextFrame(() => {
      if (document.activeElement === focused || document.activeElement === document.body)
        document.getElementById('booking-step-title')?.focus({ preventScroll: true });
    });
  }, [step]);

  if (booked) return <SuccessScreen appointment={booked} clientEmail={draft.clientEmail} />;

  const subtitle = preselected.data ? t('booking.subtitle.with', { name: firstName(preselected.data.name) }) : t('booking.subtitle');

  return (
    <Container size="3" px={{ initial: '3', sm: '5' }} py={{ initial: '5', md: '7' }}>
      <Flex direction="column" gap="2" align="center" mb="5">
        <Heading as="h1" size={{ initial: '7', md: '8' }} align="center">
          {t('booking.heading')}
        </Heading>
        <Text as="p" size="3" color="gray" align="center" data-testid="booking-subtitle">
          {subtitle}
        </Text>
        <Text as="p" size="2" color="gray" align="center">
          {t('booking.alreadyBooked')} <RouterLink to="/find-booking">{t('booking.findBooking')}</RouterLink>
        </Text>
      </Flex>
      <OfflineNotice />
      <StepIndicator step={step} />
      <Card size={{ initial: '2', sm: '4' }} mt="4" className="booking-panel">
        {step === 1 && (
          <ServiceStep
            serviceId={draft.serviceId}
            onSelect={(serviceId) => dispatch({ type: 'service', serviceId })}
            onNext={() => next(true)}
            onBack={back}
          />
        )}
        {/* Once a service is chosen, step 2 is drawn ahead while step 1 shows, so Continue only shows it:
            its calendar took 100-150 ms of that tap at 4x CPU. */}
        {(step === 2 || (ahead && readyAhead)) && (
          <DrawnAhead shown={step === 2}>
            <DateTimeStep draft={draft} dispatch={dispatch} choose={dispatchDraft} shown={step === 2} />
          </DrawnAhead>
        )}
        {step === 3 && <BarberStep draft={draft} dispatch={dispatch} preselectedName={preselected.data?.name} />}
        {step === 4 && (
          <InfoStep
            initialValues={infoValues}
            known={
              draft.clientId && draft.clientName && draft.clientEmail && draft.clientPhone
                ? {
                    clientId: draft.clientId,
                    clientName: draft.clientName,
                    clientEmail: draft.clientEmail,
                    clientPhone: draft.clientPhone,
                    correctionToken: draft.correctionToken,
                  }
                : undefined
            }
            onBack={back}
            onDone={(client, values) => {
              setInfoValues(values);
              dispatchDraft({ type: 'client', client });
              next();
            }}
          />
        )}
        {step === 5 && (
          <ConfirmStep
            draft={draft}
            onBack={back}
            onBooked={(appointment) => {
              clearWizard();
              setBooked(appointment);
            }}
            onSlotTaken={() => {
              dispatchDraft({ type: 'slotTaken' });
              go(2, 'replace');
              void queryClient.invalidateQueries({ predicate: (q) => isAvailabilityKey(q.queryKey) });
            }}
          />
        )}
      </Card>
    </Container>
  );
}
