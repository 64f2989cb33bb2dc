import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Button, Callout, Flex, Skeleton } from '@radix-ui/themes';
import { ShopDetails } from '#shared/schemas/shop-details';
import { useToast } from '#pwa/components/toast';
import { useT } from '#pwa/i18n/use-t';
import { TabHeading } from '../../staff-shell/components/tab-heading';
import { useFailureToast } from '../../staff-shell/hooks/use-failure-toast';
import { backOfficeTitle } from '../../staff-shell/lib/office-i18n';
import { focusFirstError, serverFieldErrors, zodFieldErrors, type FieldErrors } from '../../staff-shell/lib/form-errors';
import { OfflineNotice, useOnline } from '../../staff-shell/components/offline-notice';
import { shopQueryOptions, useSaveShop } from './shop-api';
import { fromForm, toForm, WHOLE_NUMBER, type ShopFormValues } from './shop-form';
import { ShopCardsPart, ShopContactPart, ShopHoursPart, ShopRulesPart } from './shop-parts';

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
          <Callout.Text>
            {t('office.shop.loadFailed')}{' '}
            <Button variant="ghost" onClick={() => void shop.refetch()}>
              {t('office.tryAgain')}
            </Button>
          </Callout.Text>
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
  const update = (change: (v: ShopFormValues) => ShopFormValues) => setValues((v) => change(structuredClone(v)));
  const parts = { values, errors, update };

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

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('office.nav.shop')}>
      <Flex direction="column" gap="4">
        <ShopContactPart {...parts} />
        <ShopHoursPart {...parts} />
        <ShopCardsPart {...parts} />
        <ShopRulesPart {...parts} />

        {formError && (
          <Callout.Root color="red" role="alert">
            <Callout.Text>{formError}</Callout.Text>
          </Callout.Root>
        )}
        <OfflineNotice />
        <Flex justify="end">
          <Button type="submit" size="3" disabled={!online || save.isPending}>
            {save.isPending ? t('office.saving') : t('office.shop.save')}
          </Button>
        </Flex>
      </Flex>
    </form>
  );
}
