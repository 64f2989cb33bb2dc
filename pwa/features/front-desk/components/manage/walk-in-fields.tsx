import { useEffect } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { Grid, Text, TextArea, TextField } from '@radix-ui/themes';
import type { WalkIn, WalkInInput } from '#shared/schemas/walk-in';
import { useBarbers, useDeskServices } from '#pwa/lib/catalogue';
import { performs, priceWith } from '#pwa/lib/service-prices';
import { dollarsToCents, formatMoney } from '#shared/domain/money';
import { barberOptions, serviceOptions } from '#pwa/features/staff-shell/lib/options';
import { shopToday } from '#pwa/features/staff-shell/lib/shop-today';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { SelectField } from '#pwa/features/staff-shell/components/select-field';
import { WalkInEmailOwner } from './walk-in-email-owner';
import { WalkInClientMatches } from './walk-in-client-matches';
import { WalkInFreeTimes } from './walk-in-free-times';
import { useT } from '#pwa/i18n/use-t';

type Props = { form: UseFormReturn<WalkInInput, unknown, WalkIn> };

/**
 * Barber, service, date, time, client name, phone, email (optional) and notes (optional). The services
 * are the desk's list (staff-only ones too); once a service is chosen only the barbers who perform it
 * are offered (a barber chosen before who does not is cleared), and the price shown is the chosen
 * barber's for it. The chosen barber's free times for the service and day are offered as buttons
 * (the typed time stays for a client in the chair now, and offline); the client on file is found by
 * name or phone as well as email (docs/decisions/055-client-identity-and-search.md).
 */
export function WalkInFields({ form }: Props) {
  const {
    register,
    control,
    setValue,
    formState: { errors: raw },
  } = form;
  const { t, known, lang } = useT();
  // The shared schema's messages, in the page's language.
  const errors = Object.fromEntries(
    Object.entries(raw).map(([k, e]) => [k, e?.message ? { message: known(String(e.message)) } : undefined]),
  ) as Partial<Record<keyof WalkInInput, { message?: string }>>;
  const barbers = useBarbers();
  const services = useDeskServices();
  const [serviceId, barberId] = useWatch({ control, name: ['serviceId', 'barberId'] });
  const service = services.data?.find((s) => String(s.id) === String(serviceId));
  const chosenBarber = barberId === '' || barberId == null ? null : Number(barberId);
  const offered = service ? barbers.data?.filter((b) => performs(service, b.id)) : barbers.data;
  useEffect(() => {
    if (service && chosenBarber !== null && !performs(service, chosenBarber)) setValue('barberId', '');
  }, [service, chosenBarber, setValue]);
  const price = service ? priceWith(service, chosenBarber) : undefined;
  // Every control's id is `walk-in-{field}` (the dialog focuses the first one with a message).
  const text = (name: 'date' | 'time' | 'clientName' | 'clientPhone' | 'clientEmail') => ({
    ...fieldAria(`walk-in-${name}`, errors[name]?.message),
    ...register(name),
  });

  return (
    <Grid columns={{ initial: '1', sm: '2' }} gap="4">
      <FormField size="3" id="walk-in-barberId" label={t('admin.fields.barber')} error={errors.barberId?.message}>
        <Controller
          control={control}
          name="barberId"
          render={({ field }) => (
            <SelectField
              id="walk-in-barberId"
              value={String(field.value ?? '')}
              onChange={field.onChange}
              triggerRef={field.ref}
              options={barberOptions(offered)}
              placeholder={t('admin.fields.selectBarber')}
              error={errors.barberId?.message}
            />
          )}
        />
      </FormField>
      <FormField size="3" id="walk-in-serviceId" label={t('admin.fields.service')} error={errors.serviceId?.message}>
        <Controller
          control={control}
          name="serviceId"
          render={({ field }) => (
            <SelectField
              id="walk-in-serviceId"
              value={String(field.value ?? '')}
              onChange={field.onChange}
              triggerRef={field.ref}
              options={serviceOptions(services.data, lang)}
              placeholder={t('admin.fields.selectService')}
              error={errors.serviceId?.message}
            />
          )}
        />
      </FormField>
      {price !== undefined && (
        <Text as="p" size="3" className="admin-span-2" data-testid="walk-in-price">
          {t('admin.fields.price')}{' '}
          <Text weight="bold">{price === null ? t('admin.options.callForPrice') : formatMoney(dollarsToCents(price))}</Text>
          {chosenBarber === null && price !== null ? t('admin.fields.servicePriceNote') : ''}
        </Text>
      )}
      <FormField size="3" id="walk-in-date" label={t('admin.fields.date')} error={errors.date?.message}>
        <TextField.Root size="3" type="date" min={shopToday()} {...text('date')} />
      </FormField>
      <FormField size="3" id="walk-in-time" label={t('admin.fields.time')} error={errors.time?.message}>
        <TextField.Root size="3" type="time" {...text('time')} />
      </FormField>
      <WalkInFreeTimes form={form} />
      <FormField size="3" id="walk-in-clientName" label={t('admin.fields.clientName')} error={errors.clientName?.message}>
        <TextField.Root size="3" autoComplete="off" {...text('clientName')} />
      </FormField>
      <FormField size="3" id="walk-in-clientPhone" label={t('admin.fields.phone')} error={errors.clientPhone?.message}>
        <TextField.Root size="3" type="tel" inputMode="tel" autoComplete="off" {...text('clientPhone')} />
      </FormField>
      <WalkInClientMatches form={form} />
      <FormField size="3" id="walk-in-clientEmail" label={t('admin.fields.emailOptional')} error={errors.clientEmail?.message}>
        <TextField.Root size="3" type="email" inputMode="email" autoComplete="off" autoCapitalize="none" {...text('clientEmail')} />
      </FormField>
      <WalkInEmailOwner form={form} />
      <FormField size="3" id="walk-in-notes" label={t('admin.fields.notesOptional')} error={errors.notes?.message}>
        <TextArea size="3" rows={2} {...fieldAria('walk-in-notes', errors.notes?.message)} {...register('notes')} />
      </FormField>
    </Grid>
  );
}
