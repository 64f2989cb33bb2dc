import { useState, type FormEvent } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Box, Button, Callout, Checkbox, Dialog, Flex, Grid, RadioGroup, Text, TextArea, TextField } from '@radix-ui/themes';
import { AdminService, ServiceCreateInput, ServicePatchInput, type AdminBarber } from '#shared/schemas/back-office';
import { FormField, fieldAria } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useT } from '../../../../i18n/use-t';
import { issuesToFields, submitOfficeForm, OfflineNote, officeSend, refreshCatalogue, useOfficeOffline } from './office-api';
import { useBookingRules } from './queries';
import { SpanishFields } from '../common/spanish-fields';
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
  const [form, setForm] = useState<ServiceFormState>(() => (service ? serviceToForm(service, activeBarbers) : emptyServiceForm(activeBarbers)));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string | null>(null);
  const offline = useOfficeOffline();
  const step = useBookingRules().data?.slotStepMinutes;
  const queryClient = useQueryClient();
  const toast = useToast();
  const words = useT();
  const { t } = words;
  const id = (name: string) => `service-${name}`;

  const save = useMutation({
    mutationFn: (body: ServiceCreateInput) =>
      service ? officeSend('PATCH', `/api/services/${service.id}`, body, AdminService) : officeSend('POST', '/api/services', body, AdminService),
    networkMode: 'always',
  });

  const set = <K extends keyof ServiceFormState>(key: K, value: ServiceFormState[K]) => setForm((f) => ({ ...f, [key]: value }));
  const setBarber = (barberId: number, change: Partial<{ checked: boolean; price: string }>) =>
    setForm((f) => ({ ...f, barbers: { ...f.barbers, [barberId]: { checked: false, price: '', ...f.barbers[barberId], ...change } } }));

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (offline) return;
    setFailure(null);
    const body = serviceBody(form, activeBarbers, service);
    const parsed = (service ? ServicePatchInput : ServiceCreateInput).safeParse(body);
    const found = parsed.success ? {} : formFieldErrors(issuesToFields(parsed.error), body);
    if (form.sortOrder.trim() !== '' && !/^\d+$/.test(form.sortOrder.trim())) found.sortOrder = t('office.form.orderWhole');
    // Only a new duration must fit the grid: the spec's 45-minute Corte keeps its length on a 30-minute step.
    const durationChanged = !service || body.duration !== service.duration;
    if (step && durationChanged && typeof body.duration === 'number' && Number.isInteger(body.duration) && body.duration % step !== 0 && !found.duration) {
      found.duration = t('office.service.durationStep', { step });
    }
    submitOfficeForm({
      body, found, setErrors, setFailure, controlId: id, save, fields: (f) => formFieldErrors(f, body),
      fallback: t('office.service.saveFailed'), words,
      onSaved: (saved) => {
        void refreshCatalogue(queryClient);
        toast({ title: t(service ? 'office.service.updated' : 'office.service.added'), description: t('office.saved', { name: saved.name }) });
        onClose();
        if (service) onSaved?.(service, saved);
      },
    });
  }

  return (
    <Dialog.Root open onOpenChange={(open) => !open && onClose()}>
      <Dialog.Content maxWidth="640px" className="admin-touch" aria-describedby={undefined}>
        <Dialog.Title size="6">{service ? t('office.editName', { name: service.name }) : t('office.service.add')}</Dialog.Title>
        <form onSubmit={onSubmit} noValidate>
          <Flex direction="column" gap="4">
            <FormField id={id('name')} label={t('office.field.name')} error={errors.name} size="3">
              <TextField.Root size="3" {...fieldAria(id('name'), errors.name)} value={form.name} onChange={(e) => set('name', e.target.value)} />
            </FormField>
            <FormField id={id('description')} label={t('office.field.description')} hint={t('office.optional')} error={errors.description} size="3">
              <TextArea size="3" rows={2} {...fieldAria(id('description'), errors.description)} value={form.description} onChange={(e) => set('description', e.target.value)} />
            </FormField>
            <SpanishFields
              fields={[
                { id: id('nameEs'), label: t('office.field.nameEs'), value: form.nameEs, onChange: (v) => set('nameEs', v), error: errors['translations.es.name'] },
                { id: id('descriptionEs'), label: t('office.field.descriptionEs'), value: form.descriptionEs, onChange: (v) => set('descriptionEs', v), error: errors['translations.es.description'], multiline: true },
              ]}
            />

            <Flex direction="column" gap="2">
              <FormField id={id('price')} label={t('office.field.price')} error={errors.price} size="3">
                <TextField.Root
                  size="3" inputMode="decimal" placeholder="35.00" disabled={form.callForPrice}
                  {...fieldAria(id('price'), errors.price)} value={form.callForPrice ? '' : form.price} onChange={(e) => set('price', e.target.value)}
                />
              </FormField>
              <Text as="label" size="3">
                <Flex gap="2" align="center">
                  <Checkbox size="2" checked={form.callForPrice} onCheckedChange={(v) => set('callForPrice', v === true)} />
                  {t('office.service.callForPrice')}
                </Flex>
              </Text>
              <Text size="2" color="gray">{t('office.service.priceNote')}</Text>
            </Flex>

            <Grid columns={{ initial: '1', xs: '2' }} gap="4">
              <FormField id={id('duration')} label={t('office.service.duration')} error={errors.duration} size="3">
                <TextField.Root size="3" inputMode="numeric" {...fieldAria(id('duration'), errors.duration)} value={form.duration} onChange={(e) => set('duration', e.target.value)} />
              </FormField>
              <FormField id={id('cleanup')} label={t('office.service.cleanup')} error={errors.cleanup} size="3">
                <TextField.Root size="3" inputMode="numeric" {...fieldAria(id('cleanup'), errors.cleanup)} value={form.cleanup} onChange={(e) => set('cleanup', e.target.value)} />
              </FormField>
            </Grid>
            {step && <Text size="2" color="gray" mt="-2">{t('office.service.durationHint', { step })}</Text>}

            <Flex direction="column" gap="2">
              <Text size="3" weight="medium" id={id('bookable-label')}>{t('office.service.whoBooks')}</Text>
              <RadioGroup.Root
                size="2" aria-labelledby={id('bookable-label')} value={form.bookableOnline ? 'online' : 'staff'}
                onValueChange={(v) => set('bookableOnline', v === 'online')}
              >
                <RadioGroup.Item value="online">{t('office.service.online')}</RadioGroup.Item>
                <RadioGroup.Item value="staff">{t('office.service.staffOnly')}</RadioGroup.Item>
              </RadioGroup.Root>
            </Flex>

            <FormField id={id('sortOrder')} label={t('office.field.order')} hint={t('office.field.orderHint')} error={errors.sortOrder} size="3">
              <TextField.Root size="3" inputMode="numeric" {...fieldAria(id('sortOrder'), errors.sortOrder)} value={form.sortOrder} onChange={(e) => set('sortOrder', e.target.value)} />
            </FormField>

            <Flex direction="column" gap="2" asChild>
              <fieldset className="office-fieldset">
                <Text as="div" size="3" weight="medium" asChild><legend>{t('office.service.barbers')}</legend></Text>
                <Text size="2" color="gray">{t('office.service.barbersHint')}</Text>
                {activeBarbers.length === 0 && <Text size="2" color="gray">{t('office.service.noBarbers')}</Text>}
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
                          <FormField id={priceId} label={t('office.service.barberPrice', { name: b.name })} hint={t('office.optional')} error={error} size="2">
                            <TextField.Root size="2" inputMode="decimal" {...fieldAria(priceId, error)} value={row.price} onChange={(e) => setBarber(b.id, { price: e.target.value })} />
                          </FormField>
                        </Box>
                      )}
                    </Grid>
                  );
                })}
                {errors.barbers && <Text size="2" color="red" role="alert">{errors.barbers}</Text>}
              </fieldset>
            </Flex>

            <OfflineNote offline={offline} />
            {failure && (
              <Callout.Root color="red" size="1" role="alert"><Callout.Text>{failure}</Callout.Text></Callout.Root>
            )}
            <Flex gap="3" justify="end" wrap="wrap">
              <Dialog.Close><Button type="button" size="3" variant="soft" color="gray">{t('office.cancel')}</Button></Dialog.Close>
              <Button type="submit" size="3" disabled={offline || save.isPending}>{save.isPending ? t('office.saving') : t('office.save')}</Button>
            </Flex>
          </Flex>
        </form>
      </Dialog.Content>
    </Dialog.Root>
  );
}
