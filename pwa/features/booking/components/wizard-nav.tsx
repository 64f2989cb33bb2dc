import type { ReactNode } from 'react';
import { Button, Flex } from '@radix-ui/themes';
import { ArrowLeftIcon } from '#pwa/components/icons/arrow-left';
import { ArrowRightIcon } from '#pwa/components/icons/arrow-right';
import { useT } from '#pwa/i18n/use-t';

type Props = {
  step: number;
  onBack: () => void;
  /** Omit to make Continue submit the form named by `formId`. */
  onContinue?: () => void;
  formId?: string;
  continueDisabled?: boolean;
  /** Replaces Continue (the Confirm step's 'Confirm & Book'). */
  primary?: ReactNode;
  continueLabel?: string;
};

/** Back (only above step 1) and Continue (only below step 5). */
export function WizardNav({ step, onBack, onContinue, formId, continueDisabled, primary, continueLabel }: Props) {
  const { t } = useT();
  return (
    <Flex justify="between" gap="3" mt="5" className="booking-nav">
      <Button type="button" size="3" variant="soft" color="gray" onClick={onBack} disabled={step <= 1}>
        <ArrowLeftIcon aria-hidden /> {t('booking.nav.back')}
      </Button>
      {primary ?? (
        <Button type={formId && !onContinue ? 'submit' : 'button'} form={formId} size="3" onClick={onContinue} disabled={continueDisabled}>
          {continueLabel ?? t('booking.nav.continue')} <ArrowRightIcon aria-hidden />
        </Button>
      )}
    </Flex>
  );
}
