import { Flex, Heading, Spinner, Text, TextField } from '@radix-ui/themes';
import { useEffect, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { ClientData, ClientInput } from '#shared/schemas/client';
import { lazyZodResolver } from '#pwa/lib/lazy-resolver';
import { loadSchema } from '#pwa/lib/api';
import { useToast } from '#pwa/components/toast';
import { normaliseEmail, useClientLookup } from '../api/lookup-client';
import { useDebounced } from '#pwa/lib/use-debounced';
import { savedClientChoice, useSaveClient } from '../hooks/use-save-client';
import { looksLikeEmail } from '../lib/appointment-payload';
import type { ClientChoice } from '../lib/draft';
import { NewClientFields, NotesField } from './client-fields';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { WelcomeBack } from './welcome-back';
import { WizardNav } from './wizard-nav';
import { useT } from '#pwa/i18n/use-t';
import { useFieldError } from '../hooks/use-field-error';

const FORM_ID = 'booking-info-form';
const REQUIRED = ['email', 'firstName', 'lastName', 'phone'] as const;
const EMPTY: ClientInput = { email: '', firstName: '', lastName: '', phone: '', notes: '' };

/**
 * zod and the client schemas load when this step is reached, not with /book
 * (docs/decisions/049-quiet-main-thread.md): the form's resolver with its first check, the email
 * check (which gates the returning-client look-up) as the step mounts.
 */
const resolver = lazyZodResolver('client', 'ClientInput');
type EmailCheck = (email: string) => boolean;

function useEmailCheck(): EmailCheck | undefined {
  const [check, setCheck] = useState<EmailCheck>();
  useEffect(() => {
    let live = true;
    void loadSchema('client', 'Email').then((Email) => {
      if (live) setCheck(() => (email: string) => Email.safeParse(email).success);
    });
    return () => {
      live = false;
    };
  }, []);
  return check;
}

type Props = {
  initialValues?: ClientInput;
  /** The client this visit already chose or saved, if any (the visitor came Back from step 5). */
  known?: ClientChoice;
  onDone: (client: ClientChoice, values: ClientInput) => void;
  onBack: () => void;
};

/** Step 4: email first; a returning client continues with saved details, a new one fills the form. */
export function InfoStep({ initialValues, known, onDone, onBack }: Props) {
  const toast = useToast();
  const { t } = useT();
  const fieldError = useFieldError();
  const form = useForm<ClientInput, unknown, ClientData>({ resolver, defaultValues: initialValues ?? EMPTY });
  const isEmail = useEmailCheck();
  const { register, handleSubmit, getValues, control, formState } = form;
  const email = useWatch({ control, name: 'email' }) ?? '';
  const settled = useDebounced(email, 300);
  const canLookUp = looksLikeEmail(settled) && isEmail !== undefined && isEmail(settled);
  const lookup = useClientLookup(settled, canLookUp);
  // The client this visit saved (Back from Confirm): found by the look-up now, but theirs to correct, not a "Welcome back!".
  const own = known?.correctionToken ? known : undefined;
  // Only a look-up of the email as it reads now counts.
  const found = canLookUp && normaliseEmail(email) === normaliseEmail(settled) ? (lookup.data ?? undefined) : undefined;
  const returning = found && found.id !== own?.clientId ? found : undefined;
  const { save, saving } = useSaveClient((client) => onDone(client, getValues()));

  const continueSaved = () => {
    if (!returning) return;
    onDone(savedClientChoice(returning, getValues('email'), getValues('notes'), known), getValues());
  };
  const onInvalid = (errors: FieldErrors<ClientInput>) => {
    const values = getValues();
    if (REQUIRED.some((k) => errors[k] && !values[k]?.trim())) {
      toast({ title: t('booking.info.missingTitle'), description: t('booking.info.missingBody'), variant: 'destructive' });
    }
  };
  const emailError = fieldError(formState.errors.email?.message);

  return (
    <section aria-labelledby="booking-step-title">
      <Heading as="h2" size="6" id="booking-step-title" tabIndex={-1} mb="1">
        {t('booking.info.title')}
      </Heading>
      <Text as="p" size="2" color="gray" mb="4">
        {t('booking.info.intro')}
      </Text>
      <form
        id={FORM_ID}
        noValidate
        onSubmit={(event) => {
          // A returning client has no name or phone fields to check: Continue goes on with the saved details.
          if (returning) {
            event.preventDefault();
            continueSaved();
            return;
          }
          void handleSubmit((data) => save(data, own), onInvalid)(event);
        }}
      >
        <Flex direction="column" gap="4">
          <FormField id="booking-email" label={t('booking.info.email')} error={emailError}>
            <TextField.Root
              size="3"
              type="email"
              inputMode="email"
              autoComplete="email"
              {...fieldAria('booking-email', emailError)}
              {...register('email')}
            >
              {lookup.isFetching && (
                <TextField.Slot side="right">
                  <Spinner aria-label={t('booking.info.lookingUp')} />
                </TextField.Slot>
              )}
            </TextField.Root>
          </FormField>
          {returning ? (
            <WelcomeBack client={returning} onContinue={continueSaved} />
          ) : (
            <NewClientFields register={register} errors={formState.errors} />
          )}
          <NotesField register={register} errors={formState.errors} />
        </Flex>
      </form>
      <Text as="p" size="1" color="gray" mt="4" data-testid="booking-policies">
        {t('booking.info.policiesBefore')}{' '}
        <RouterLink to="/privacy" target="_blank" rel="noopener">
          {t('booking.info.privacy')}
        </RouterLink>{' '}
        {t('booking.info.policiesAnd')}{' '}
        <RouterLink to="/terms" target="_blank" rel="noopener">
          {t('booking.info.terms')}
        </RouterLink>
        .
      </Text>
      <WizardNav
        step={4}
        onBack={onBack}
        formId={FORM_ID}
        continueDisabled={saving}
        continueLabel={saving ? t('booking.info.saving') : t('booking.nav.continue')}
      />
    </section>
  );
}
