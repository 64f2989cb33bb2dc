import { Text, VisuallyHidden } from '@radix-ui/themes';
import { CheckIcon } from '#pwa/components/icons/check';
import { STEP_LABELS } from '../lib/draft';
import { useT } from '#pwa/i18n/use-t';

/** 1 Service · 2 Date & Time · 3 Barber · 4 Your Info · 5 Confirm, with the current step marked. */
export function StepIndicator({ step }: { step: number }) {
  const { t } = useT();
  return (
    <nav aria-label={t('booking.steps.label')}>
      <ol className="booking-steps">
        {STEP_LABELS.map((label, i) => {
          const n = i + 1;
          const state = n < step ? 'done' : n === step ? 'current' : 'todo';
          return (
            <li key={label} className="booking-step" data-state={state} aria-current={state === 'current' ? 'step' : undefined}>
              <span className="booking-step-dot" aria-hidden>
                {state === 'done' ? <CheckIcon width="16" height="16" /> : n}
              </span>
              <Text size="1" weight={state === 'current' ? 'bold' : 'regular'} className="booking-step-label">
                <VisuallyHidden>{t('booking.steps.number', { n })}</VisuallyHidden>
                {t(label)}
              </Text>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
