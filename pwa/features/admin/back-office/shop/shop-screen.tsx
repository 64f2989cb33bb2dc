import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Card, Flex, Heading, Skeleton, Text, TextArea, TextField } from '@radix-ui/themes';
import { ShopDetails } from '#shared/schemas/back-office';
import { fieldAria, FormField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { SelectField } from '../../components/select-field';
import { TabHeading } from '../../components/tab-heading';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { backOfficeTitle } from '../back-office-page';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../common/form-errors';
import { OfflineNotice, useOnline } from '../common/offline-notice';
import { shopQueryOptions, useSaveShop } from './shop-api';
import { fromForm, SLOT_STEPS, toForm, type ShopFormValues } from './shop-form';

const STEP_OPTIONS = SLOT_STEPS.map((s) => ({ value: String(s), label: `${s} minutes` }));

/** Shop details: the name, address, contacts, opening hours, Home's four cards and the booking rules, in one form. */
export function ShopScreen() {
  const shop = useQuery(shopQueryOptions());
  return (
    <section className="admin-bo-section" aria-labelledby="shop-heading">
      <title>{backOfficeTitle('Shop details')}</title>
      <TabHeading title="Shop details" description="What Home, Contact and the messages to clients show, and how far ahead clients can book." />
      {shop.isPending && <Skeleton height="320px" />}
      {shop.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>Could not load the shop details. <Button variant="ghost" onClick={() => void shop.refetch()}>Try again</Button></Callout.Text>
        </Callout.Root>
      )}
      {shop.data && <ShopForm key={shop.dataUpdatedAt} saved={shop.data} />}
    </section>
  );
}

/** Where an error of the schema's path shows: a missing address on its first line. */
const errorKey = (path: string) => (path === 'addressLines' ? 'addressLines.0' : path);

function ShopForm({ saved }: { saved: ShopDetails }) {
  const [values, setValues] = useState<ShopFormValues>(() => toForm(saved));
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string>();
  const online = useOnline();
  const save = useSaveShop();
  const toast = useToast();
  const failed = useFailureToast();
  const update = (change: (v: ShopFormValues) => ShopFormValues) => setValues((v) => change(structuredClone(v)));

  const show = (found: FieldErrors) => {
    const mapped: FieldErrors = {};
    for (const [k, m] of Object.entries(found)) mapped[errorKey(k)] ??= m;
    setErrors(mapped);
    focusFirstError('shop', mapped);
    return mapped;
  };

  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    setFormError(undefined);
    const { body, errors: typed } = fromForm(values);
    const parsed = ShopDetails.safeParse(body);
    const found = { ...(parsed.success ? {} : zodFieldErrors(parsed.error)), ...typed };
    if (!parsed.success || Object.keys(found).length > 0) {
      show(found);
      return;
    }
    setErrors({});
    save.mutate(parsed.data, {
      onSuccess: () => toast({ title: 'Shop details saved', description: 'The site and new bookings use them now.' }),
      onError: (err) => {
        const fields = serverFieldErrors(err);
        if (fields) {
          const mapped = show(fields);
          if (mapped._) setFormError(mapped._);
        } else failed(err, { description: 'Could not save the shop details. Please try again.', serverMessageFor: [400] });
      },
    });
  };

  const text = (path: string, label: string, value: string, onChange: (s: string) => void, extra: { hint?: string; type?: 'tel' | 'email' | 'number'; placeholder?: string } = {}) => (
    <FormField id={`shop-${path}`} label={label} hint={extra.hint} size="3" error={errors[path]}>
      <TextField.Root size="3" type={extra.type} placeholder={extra.placeholder} value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(`shop-${path}`, errors[path])} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Shop details">
      <Flex direction="column" gap="4">
        <Group title="The shop">
          {text('name', 'Name', values.name, (s) => update((v) => ({ ...v, name: s })))}
          {values.addressLines.map((line, i) => (
            <div key={i}>
              {text(`addressLines.${i}`, `Address line ${i + 1}`, line, (s) => update((v) => { v.addressLines[i] = s; return v; }), i > 0 ? { hint: 'optional' } : {})}
            </div>
          ))}
          <div className="admin-form-grid">
            {text('phone', 'Phone', values.phone, (s) => update((v) => ({ ...v, phone: s })), { type: 'tel' })}
            {text('email', 'Email', values.email, (s) => update((v) => ({ ...v, email: s })), { type: 'email' })}
            {text('instagram', 'Instagram link', values.instagram, (s) => update((v) => ({ ...v, instagram: s })), { hint: 'optional', placeholder: 'https://www.instagram.com/…' })}
            {text('facebook', 'Facebook link', values.facebook, (s) => update((v) => ({ ...v, facebook: s })), { hint: 'optional', placeholder: 'https://www.facebook.com/…' })}
          </div>
        </Group>

        <Group title="Opening hours" description="As Home and Contact show them (the hours clients can book are each barber's own).">
          {values.openingHours.map((row, i) => (
            <div key={i} className="admin-hours-row">
              {text(`openingHours.${i}.days`, `Day ${i + 1}`, row.days, (s) => update((v) => { v.openingHours[i]!.days = s; return v; }))}
              {text(`openingHours.${i}.hours`, `Hours, ${row.days || `day ${i + 1}`}`, row.hours, (s) => update((v) => { v.openingHours[i]!.hours = s; return v; }), { placeholder: 'Closed' })}
            </div>
          ))}
        </Group>

        <Group title="Home’s service cards" description="The four cards on Home (the services clients book are in Services).">
          {values.homeServices.map((card, i) => (
            <Flex key={i} direction="column" gap="3" className="admin-bo-row" style={{ display: 'flex' }}>
              <Text weight="medium">Card {i + 1}</Text>
              <div className="admin-form-grid">
                {text(`homeServices.${i}.name`, `Card ${i + 1} name`, card.name, (s) => update((v) => { v.homeServices[i]!.name = s; return v; }))}
                {text(`homeServices.${i}.price`, `Card ${i + 1} price label`, card.price, (s) => update((v) => { v.homeServices[i]!.price = s; return v; }), { placeholder: '$35+' })}
                {text(`homeServices.${i}.duration`, `Card ${i + 1} minutes`, card.duration, (s) => update((v) => { v.homeServices[i]!.duration = s; return v; }), { type: 'number' })}
              </div>
              <FormField id={`shop-homeServices.${i}.description`} label={`Card ${i + 1} description`} size="3" error={errors[`homeServices.${i}.description`]}>
                <TextArea size="3" value={card.description} onChange={(e) => { const s = e.target.value; update((v) => { v.homeServices[i]!.description = s; return v; }); }} {...fieldAria(`shop-homeServices.${i}.description`, errors[`homeServices.${i}.description`])} />
              </FormField>
            </Flex>
          ))}
        </Group>

        <Group title="Booking rules" description="For online booking; staff can still add walk-ins at any time.">
          <Flex direction="column" gap="1">
            <div className="admin-form-grid">
              {text('bookingRules.minNoticeMinutes', 'Minimum notice, hours', values.noticeHours, (s) => update((v) => ({ ...v, noticeHours: s })), { type: 'number' })}
              {text('noticeMinutes', 'Minimum notice, minutes', values.noticeMinutes, (s) => update((v) => ({ ...v, noticeMinutes: s })), { type: 'number' })}
            </div>
            <Text size="2" color="gray">How long before a start time it can still be booked online (0 and 0: up to the start).</Text>
          </Flex>
          <div className="admin-form-grid">
            {text('bookingRules.horizonDays', 'Booking horizon, days', values.horizonDays, (s) => update((v) => ({ ...v, horizonDays: s })), { type: 'number' })}
            <FormField id="shop-bookingRules.slotStepMinutes" label="Slot step" size="3" error={errors['bookingRules.slotStepMinutes']}>
              <SelectField id="shop-bookingRules.slotStepMinutes" value={values.slotStepMinutes} onChange={(s) => update((v) => ({ ...v, slotStepMinutes: s }))} options={STEP_OPTIONS} error={errors['bookingRules.slotStepMinutes']} />
            </FormField>
          </div>
        </Group>

        {formError && (
          <Callout.Root color="red" role="alert"><Callout.Text>{formError}</Callout.Text></Callout.Root>
        )}
        <OfflineNotice />
        <Flex justify="end">
          <Button type="submit" size="3" disabled={!online || save.isPending}>{save.isPending ? 'Saving...' : 'Save shop details'}</Button>
        </Flex>
      </Flex>
    </form>
  );
}

function Group({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">{title}</Heading>
        {description && <Text color="gray" size="2">{description}</Text>}
        {children}
      </Flex>
    </Card>
  );
}
