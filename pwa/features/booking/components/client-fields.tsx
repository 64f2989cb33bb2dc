import { Grid, TextArea, TextField } from '@radix-ui/themes';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import type { ClientInput } from '#shared/schemas/client';
import { FormField, fieldAria } from '../../../components/form-field';

type Props = { register: UseFormRegister<ClientInput>; errors: FieldErrors<ClientInput> };

/** First name, last name and phone: what a new client types. */
export function NewClientFields({ register, errors }: Props) {
  const e = (k: keyof ClientInput) => errors[k]?.message;
  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <FormField id="booking-first-name" label="First name" error={e('firstName')}>
        <TextField.Root size="3" autoComplete="given-name" {...fieldAria('booking-first-name', e('firstName'))} {...register('firstName')} />
      </FormField>
      <FormField id="booking-last-name" label="Last name" error={e('lastName')}>
        <TextField.Root size="3" autoComplete="family-name" {...fieldAria('booking-last-name', e('lastName'))} {...register('lastName')} />
      </FormField>
      <FormField id="booking-phone" label="Phone" error={e('phone')}>
        <TextField.Root size="3" type="tel" inputMode="tel" autoComplete="tel" {...fieldAria('booking-phone', e('phone'))} {...register('phone')} />
      </FormField>
    </Grid>
  );
}

/** Optional notes for the barber, for new and returning clients alike. */
export function NotesField({ register, errors }: Props) {
  const error = errors.notes?.message;
  return (
    <FormField id="booking-notes" label="Notes" hint="optional" error={error}>
      <TextArea size="3" rows={3} placeholder="Anything your barber should know" {...fieldAria('booking-notes', error)} {...register('notes')} />
    </FormField>
  );
}
