import { useState, type FormEvent, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Card, Flex, Heading, Skeleton, Text, TextArea, TextField } from '@radix-ui/themes';
import { ShopDetails } from '#shared/schemas/back-office';
import { fieldAria, FormField } from '../../../../components/form-field';
import { useToast } from '../../../../components/toast';
import { useT } from '../../../../i18n/use-t';
import { SelectField } from '../../components/select-field';
import { TabHeading } from '../../components/tab-heading';
import { useFailureToast } from '../../hooks/use-failure-toast';
import { backOfficeTitle } from '../back-office-page';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../common/form-errors';
import { OfflineNotice, useOnline } from '../common/offline-notice';
import { shopQueryOptions, useSaveShop } from './shop-api';
import { HoursCheck } from './hours-check';
import { fromForm, SLOT_STEPS, toForm, WHOLE_NUMBER, type ShopFormValues } from './shop-form';

/** Shop details: the name, address, contacts, opening hours, Home's four cards and the booking rules, in one form. */
export function ShopScreen() {
  const shop = useQuery(shopQueryOptions());
  const { t } = useT();
  return (
    <section className="admin-bo-section" aria-labelledby="shop-heading">
      <title>{backOfficeTitle(t('office.nav.shop'), t)}</title>
      <TabHeading title={t('office.nav.shop')} description={t('office.shop.description')} />
      {shop.isPending && <Skeleton height="320px" />}
      {shop.isError && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>{t('office.shop.loadFailed')} <Button variant="ghost" onClick={() => void shop.refetch()}>{t('office.tryAgain')}</Button></Callout.Text>
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
  const { t, known } = useT();
  const stepOptions = SLOT_STEPS.map((s) => ({ value: String(s), label: t('office.shop.stepMinutes', { minutes: s }) }));
  const update = (change: (v: ShopFormValues) => ShopFormValues) => setValues((v) => change(structuredClone(v)));

  const show = (found: FieldErrors) => {
    const mapped: FieldErrors = {};
    for (const [k, m] of Object.entries(found)) mapped[errorKey(k)] ??= m === WHOLE_NUMBER ? t('office.shop.wholeNumber') : known(m);
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
    // The promise, not `mutate`'s callbacks: the saved answer redraws this form (its key is the data's
    // time), and TanStack drops a `mutate` callback whose component is gone, so the toast never showed.
    save.mutateAsync(parsed.data).then(
      () => toast({ title: t('office.shop.saved'), description: t('office.shop.savedBody') }),
      (err: unknown) => {
        const fields = serverFieldErrors(err);
        if (fields) {
          const mapped = show(fields);
          if (mapped._) setFormError(mapped._);
        } else failed(err, { description: t('office.shop.saveFailed'), serverMessageFor: [400] });
      },
    );
  };

  const text = (path: string, label: string, value: string, onChange: (s: string) => void, extra: { hint?: string; type?: 'tel' | 'email' | 'number'; placeholder?: string } = {}) => (
    <FormField id={`shop-${path}`} label={label} hint={extra.hint} size="3" error={errors[path]}>
      <TextField.Root size="3" type={extra.type} placeholder={extra.placeholder} value={value} onChange={(e) => onChange(e.target.value)} {...fieldAria(`shop-${path}`, errors[path])} />
    </FormField>
  );

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('office.nav.shop')}>
      <Flex direction="column" gap="4">
        <Group title={t('office.shop.theShop')}>
          {text('name', t('office.field.name'), values.name, (s) => update((v) => ({ ...v, name: s })))}
          {values.addressLines.map((line, i) => (
            <div key={i}>
              {text(`addressLines.${i}`, t('office.shop.addressLine', { n: i + 1 }), line, (s) => update((v) => { v.addressLines[i] = s; return v; }), i > 0 ? { hint: t('office.optional') } : {})}
            </div>
          ))}
          <div className="admin-form-grid">
            {text('phone', t('office.shop.phone'), values.phone, (s) => update((v) => ({ ...v, phone: s })), { type: 'tel' })}
            {text('email', t('office.shop.email'), values.email, (s) => update((v) => ({ ...v, email: s })), { type: 'email' })}
            {text('instagram', t('office.shop.instagram'), values.instagram, (s) => update((v) => ({ ...v, instagram: s })), { hint: t('office.optional'), placeholder: 'https://www.instagram.com/…' })}
            {text('facebook', t('office.shop.facebook'), values.facebook, (s) => update((v) => ({ ...v, facebook: s })), { hint: t('office.optional'), placeholder: 'https://www.facebook.com/…' })}
          </div>
        </Group>

        <Group title={t('office.shop.openingHours')} description={t('office.shop.openingHoursHint')}>
          {values.openingHours.map((row, i) => (
            <div key={i} className="admin-hours-row">
              {text(`openingHours.${i}.days`, t('office.shop.dayN', { n: i + 1 }), row.days, (s) => update((v) => { v.openingHours[i]!.days = s; return v; }))}
              {text(`openingHours.${i}.hours`, row.days ? t('office.shop.hoursOf', { days: row.days }) : t('office.shop.hoursOfDayN', { n: i + 1 }), row.hours, (s) => update((v) => { v.openingHours[i]!.hours = s; return v; }), { placeholder: t('office.shop.closed') })}
            </div>
          ))}
          <HoursCheck openingHours={values.openingHours} onUse={(rows) => update((v) => ({ ...v, openingHours: rows }))} />
        </Group>

        <Group title={t('office.shop.cards')} description={t('office.shop.cardsHint')}>
          {values.homeServices.map((card, i) => (
            <Flex key={i} direction="column" gap="3" className="admin-bo-row" style={{ display: 'flex' }}>
              <Text weight="medium">{t('office.shop.card', { n: i + 1 })}</Text>
              <div className="admin-form-grid">
                {text(`homeServices.${i}.name`, t('office.shop.cardName', { n: i + 1 }), card.name, (s) => update((v) => { v.homeServices[i]!.name = s; return v; }))}
                {text(`homeServices.${i}.price`, t('office.shop.cardPrice', { n: i + 1 }), card.price, (s) => update((v) => { v.homeServices[i]!.price = s; return v; }), { placeholder: '$35+' })}
                {text(`homeServices.${i}.duration`, t('office.shop.cardMinutes', { n: i + 1 }), card.duration, (s) => update((v) => { v.homeServices[i]!.duration = s; return v; }), { type: 'number' })}
              </div>
              <FormField id={`shop-homeServices.${i}.description`} label={t('office.shop.cardDescription', { n: i + 1 })} size="3" error={errors[`homeServices.${i}.description`]}>
                <TextArea size="3" value={card.description} onChange={(e) => { const s = e.target.value; update((v) => { v.homeServices[i]!.description = s; return v; }); }} {...fieldAria(`shop-homeServices.${i}.description`, errors[`homeServices.${i}.description`])} />
              </FormField>
            </Flex>
          ))}
        </Group>

        <Group title={t('office.shop.rules')} description={t('office.shop.rulesHint')}>
          <Flex direction="column" gap="1">
            <div className="admin-form-grid">
              {text('bookingRules.minNoticeMinutes', t('office.shop.noticeHours'), values.noticeHours, (s) => update((v) => ({ ...v, noticeHours: s })), { type: 'number' })}
              {text('noticeMinutes', t('office.shop.noticeMinutes'), values.noticeMinutes, (s) => update((v) => ({ ...v, noticeMinutes: s })), { type: 'number' })}
            </div>
            <Text size="2" color="gray">{t('office.shop.noticeHint')}</Text>
          </Flex>
          <div className="admin-form-grid">
            {text('bookingRules.horizonDays', t('office.shop.horizon'), values.horizonDays, (s) => update((v) => ({ ...v, horizonDays: s })), { type: 'number' })}
            <FormField id="shop-bookingRules.slotStepMinutes" label={t('office.shop.step')} size="3" error={errors['bookingRules.slotStepMinutes']}>
              <SelectField id="shop-bookingRules.slotStepMinutes" value={values.slotStepMinutes} onChange={(s) => update((v) => ({ ...v, slotStepMinutes: s }))} options={stepOptions} error={errors['bookingRules.slotStepMinutes']} />
            </FormField>
          </div>
        </Group>

        <Group title={t('office.shop.reminders')} description={t('office.shop.remindersHint')}>
          <div className="admin-form-grid">
            {text('reminders.everyDays', t('office.shop.reminderDays'), values.reminderDays, (s) => update((v) => ({ ...v, reminderDays: s })), { type: 'number' })}
          </div>
        </Group>

        {formError && (
          <Callout.Root color="red" role="alert"><Callout.Text>{formError}</Callout.Text></Callout.Root>
        )}
        <OfflineNotice />
        <Flex justify="end">
          <Button type="submit" size="3" disabled={!online || save.isPending}>{save.isPending ? t('office.saving') : t('office.shop.save')}</Button>
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
