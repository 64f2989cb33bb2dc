import { useCallback, useDeferredValue, useState, type Dispatch } from 'react';
import { Box, Flex, Grid, Heading, Text } from '@radix-ui/themes';
import { shopDate } from '#shared/domain/shop-time';
import type { BookingDraft, WizardAction } from '../lib/draft';
import { DEFAULT_BOOKING_HORIZON_DAYS } from '#shared/domain/booking-constants';
import { useBookingRules } from '../api/get-booking-rules';
import { useClosures } from '../api/get-closures';
import { lastBookableDay } from '../lib/calendar-days';
import { BookingCalendar } from './booking-calendar';
import { SlotList } from './slot-list';
import { WizardNav } from './wizard-nav';
import { useT } from '#pwa/i18n/use-t';

type Props = {
  draft: BookingDraft;
  /** The wizard's actions: Back and Continue. */
  dispatch: (a: WizardAction) => void;
  /** Records a day or a time in the draft: the same function from render to render. */
  choose: Dispatch<WizardAction>;
  /** False while the step is drawn ahead, hidden (the page's step 1 shows): the step's title is not the page's then. */
  shown?: boolean;
};

/** Step 2: a day on the calendar, then one of its available times. A new day clears the time. */
export function DateTimeStep({ draft, dispatch, choose, shown = true }: Props) {
  // "Today" is the shop's (San Juan), not the browser's.
  const { t } = useT();
  const [today] = useState(() => shopDate(new Date()));
  // Days past the server's horizon are not offered (the server would refuse them); until it answers, the default.
  const rules = useBookingRules();
  const lastDay = lastBookableDay(today, rules.data?.horizonDays ?? DEFAULT_BOOKING_HORIZON_DAYS);
  // The owner's closures (whole days); until the server answers, none (its availability answer has no times then).
  const closures = useClosures();
  // A tap on a day is answered by the calendar alone: the day's times (a loading list, then the
  // server's answer) follow in a render of their own, which a next tap can interrupt. Asking for them
  // in the tap (a prefetch) made the tap 25–45 ms slower at 4x CPU and brought them no sooner.
  const slotDate = useDeferredValue(draft.date);
  const pickDay = useCallback((date: string) => choose({ type: 'date', date }), [choose]);
  const pickTime = useCallback((time: string) => choose({ type: 'time', time }), [choose]);
  return (
    <section aria-labelledby={shown ? 'booking-step-title' : undefined}>
      <Heading as="h2" size="6" id={shown ? 'booking-step-title' : undefined} tabIndex={-1} mb="1">
        {t('booking.dateTime.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t('booking.dateTime.intro')}
      </Text>
      <Grid columns={{ initial: '1', md: 'auto 1fr' }} gap="5" align="start">
        <Flex justify="center" className="booking-calendar-box">
          <BookingCalendar date={draft.date} today={today} lastDay={lastDay} closures={closures.data} onSelect={pickDay} />
        </Flex>
        {/* Until the new day's times are drawn, the last day's are out of reach (never a time of the wrong day). */}
        <Box data-testid="booking-slots" inert={slotDate !== draft.date}>
          <Heading as="h3" size="3" mb="3">
            {t('booking.dateTime.available')}
          </Heading>
          <SlotList serviceId={draft.serviceId} date={slotDate} time={draft.time} onPick={pickTime} />
        </Box>
      </Grid>
      <WizardNav
        step={2}
        onBack={() => dispatch({ type: 'back' })}
        onContinue={() => dispatch({ type: 'next' })}
        continueDisabled={!draft.date || !draft.time}
      />
    </section>
  );
}
