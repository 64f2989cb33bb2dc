import { type FormEvent } from 'react';
import { useMutation } from '@tanstack/react-query';
import { Box, Checkbox, Flex, Grid, RadioGroup, Text, TextField } from '@radix-ui/themes';
import { AdminService, ServiceCreateInput, ServicePatchInput } from '#shared/schemas/admin-services';
import type { AdminBarber } from '#shared/schemas/admin-barbers';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { issuesToFields, officeSend, refreshCatalogue } from '../../staff-shell/api/office-api';
import { useBookingRules } from './queries';
import { OfficeFormDialog } from '../common/office-dialog';
import { checkOrder, NameAndDescriptionFields, OfficeTextField, OrderField, useOfficeForm } from '../common/office-form';
import { emptyServiceForm, formFieldErrors, serviceBody, serviceToForm, type ServiceFormState } from './service-form';

type Props = {
  /** The service to edit, or undefined to add one. */
  service?: AdminService;
  activeBarbers: readonly AdminBarber[];
  onClose: () => void;
  /** After an edit is saved: the service as it was and as it is now. */
  onSaved?: (before: AdminService, after: AdminService) => void;
};

/** Add or edit a service: checked with the shared schema first, then the API's own field errors beside the fields. */
export function ServiceDialog({ service, activeBarbers, onClose, onSaved }: Props) {
  const { form, setForm, set, errors, failure, setFailure, offline, t, id, submit } = useOfficeForm<ServiceFormState>('service', () =>
    service ? serviceToForm(service, activeBarbers) : emptyServiceForm(activeBarbers),
  );
  const step = useBookingRules().data?.slotStepMinutes;

  const save = useMutation({
    mutationFn: (body: ServiceCreateInput) =>
      service
        ? officeSend('PATCH', `/api/services/${service.id}`, body, AdminService)
        : officeSend('POST', '/api/services', body, AdminService),
    networkMode: 'always',
  });

  const setBarber = (barberId: number, change: Partial<{ checked: boolean; price: string }>) =>
    setForm((f) => ({ ...f, barbers: { ...f.barbers, [barberId]: { checked: false, price: '', ...f.barbers[barberId], ...change } } }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    const body = serviceBody(form, activeBarbers, service);
    const parsed = (service ? ServicePatchInput : ServiceCreateInput).safeParse(body);
    const found = parsed.success ? {} : formFieldErrors(issuesToFields(parsed.error), body);
    checkOrder(form.sortOrder, found, t);
    // Only a new duration must fit the grid: the spec's 45-minute Corte keeps its length on a 30-minute step.
    const durationChanged = !service || body.duration !== service.duration;
    if (
      step &&
      durationChanged &&
      typeof body.duration === 'number' &&
      Number.isInteger(body.duration) &&
      body.duration % step !== 0 &&
      !found.duration
    ) {
      found.duration = t('office.service.durationStep', { step });
    }
    submit({
      body,
      found,
      save,
      fields: (f) => formFieldErrors(f, body),
      fallback: t('office.service.saveFailed'),
      refresh: refreshCatalogue,
      title: t(service ? 'office.service.updated' : 'office.service.added'),
      onSaved: (saved) => {
        onClose();
        if (service) onSaved?.(service, saved);
      },
    });
  }

  return (
    <OfficeFormDialog
      title={service ? t('office.editName', { name: service.name }) : t('office.service.add')}
      maxWidth="640px"
      onClose={onClose}
      onSubmit={onSubmit}
      offline={offline}
      failure={failure}
      busy={save.isPending}
    >
      <NameAndDescriptionFields id={id} form={form} errors={errors} set={set} />

      <Flex direction="column" gap="2">
        <OfficeTextField
          id={id('price')}
          label={t('office.field.price')}
          error={errors.price}
          inputMode="decimal"
          placeholder="35.00"
          disabled={form.callForPrice}
          value={form.callForPrice ? '' : form.price}
          onChange={(v) => set('price', v)}
        />
        <Text as="label" size="3">
          <Flex gap="2" align="center">
            <Checkbox size="2" checked={form.callForPrice} onCheckedChange={(v) => set('callForPrice', v === true)} />
            {t('office.service.callForPrice')}
          </Flex>
        </Text>
        <Text size="2" color="gray">
          {t('office.service.priceNote')}
        </Text>
      </Flex>

      <Grid columns={{ initial: '1', xs: '2' }} gap="4">
        <OfficeTextField
          id={id('duration')}
          label={t('office.service.duration')}
          error={errors.duration}
          inputMode="numeric"
          value={form.duration}
          onChange={(v) => set('duration', v)}
        />
        <OfficeTextField
          id={id('cleanup')}
          label={t('office.service.cleanup')}
          error={errors.cleanup}
          inputMode="numeric"
          value={form.cleanup}
          onChange={(v) => set('cleanup', v)}
        />
      </Grid>
      {step && (
        <Text size="2" color="gray" mt="-2">
          {t('office.service.durationHint', { step })}
        </Text>
      )}

      <Flex direction="column" gap="2">
        <Text size="3" weight="medium" id={id('bookable-label')}>
          {t('office.service.whoBooks')}
        </Text>
        <RadioGroup.Root
          size="2"
          aria-labelledby={id('bookable-label')}
          value={form.bookableOnline ? 'online' : 'staff'}
          onValueChange={(v) => set('bookableOnline', v === 'online')}
        >
          <RadioGroup.Item value="online">{t('office.service.online')}</RadioGroup.Item>
          <RadioGroup.Item value="staff">{t('office.service.staffOnly')}</RadioGroup.Item>
        </RadioGroup.Root>
      </Flex>

      <OrderField id={id('sortOrder')} error={errors.sortOrder} value={form.sortOrder} onChange={(v) => set('sortOrder', v)} />

      <Flex direction="column" gap="2" asChild>
        <fieldset className="office-fieldset">
          <Text as="div" size="3" weight="medium" asChild>
            <legend>{t('office.service.barbers')}</legend>
          </Text>
          <Text size="2" color="gray">
            {t('office.service.barbersHint')}
          </Text>
          {activeBarbers.length === 0 && (
            <Text size="2" color="gray">
              {t('office.service.noBarbers')}
            </Text>
          )}
          {activeBarbers.map((b) => {
            const row = form.barbers[b.id] ?? { checked: false, price: '' };
            const priceId = id(`barber-price-${b.id}`);
            const error = errors[`barber-price-${b.id}`];
            return (
              <Grid key={b.id} columns={{ initial: '1', xs: '1fr 12rem' }} gap="2" align="center" data-testid="service-barber">
                <Text as="label" size="3">
                  <Flex gap="2" align="center">
                    <Checkbox size="2" checked={row.checked} onCheckedChange={(v) => setBarber(b.id, { checked: v === true })} />
                    {b.name}
                  </Flex>
                </Text>
                {row.checked && (
                  <Box>
                    <FormField
                      id={priceId}
                      label={t('office.service.barberPrice', { name: b.name })}
                      hint={t('office.optional')}
                      error={error}
                      size="2"
                    >
                      <TextField.Root
                        size="2"
                        inputMode="decimal"
                        {...fieldAria(priceId, error)}
                        value={row.price}
                        onChange={(e) => setBarber(b.id, { price: e.target.value })}
                      />
                    </FormField>
                  </Box>
                )}
              </Grid>
            );
          })}
          {errors.barbers && (
            <Text size="2" color="red" role="alert">
              {errors.barbers}
            </Text>
          )}
        </fieldset>
      </Flex>
    </OfficeFormDialog>
  );
}
