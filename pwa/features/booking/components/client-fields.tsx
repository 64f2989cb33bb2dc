import { Grid, TextArea, TextField } from '@radix-ui/themes';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ClientInput } from '#shared/schemas/client';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';
import { useFieldError } from '../hooks/use-field-error';

type Props = { register: UseFormRegister<ClientInput>; errors: FieldErrors<ClientInput> };

/** First name, last name and phone: what a new client types. */
export function NewClientFields({ register, errors }: Props) {
  const { t } = useT();
  const fieldError = useFieldError();
  const e = (k: keyof ClientInput) => fieldError(errors[k]?.message);
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <FormField id="booking-first-name" label={t('booking.info.firstName')} error={e('firstName')}>
        <TextField.Root
          size="3"
          autoComplete="given-name"
          {...fieldAria('booking-first-name', e('firstName'))}
          {...register('firstName')}
        />
      </FormField>
      <FormField id="booking-last-name" label={t('booking.info.lastName')} error={e('lastName')}>
        <TextField.Root size="3" autoComplete="family-name" {...fieldAria('booking-last-name', e('lastName'))} {...register('lastName')} />
      </FormField>
      <FormField id="booking-phone" label={t('booking.info.phone')} error={e('phone')}>
        <TextField.Root
          size="3"
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          {...fieldAria('booking-phone', e('phone'))}
          {...register('phone')}
        />
      </FormField>
    </Grid>
  );
}

/** Optional notes for the barber, for new and returning clients alike. */
export function NotesField({ register, errors }: Props) {
  const { t } = useT();
  const error = useFieldError()(errors.notes?.message);
  return (
    <FormField id="booking-notes" label={t('booking.info.notes')} hint={t('booking.info.optional')} error={error}>
      <TextArea
        size="3"
        rows={3}
        placeholder={t('booking.info.notesPlaceholder')}
        {...fieldAria('booking-notes', error)}
        {...register('notes')}
      />
    </FormField>
  );
}
