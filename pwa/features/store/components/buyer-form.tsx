import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Button, Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { Customer } from '#shared/schemas/store';
import { fieldAria, FormField } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';

/**
 * Who picks the order up (docs/decisions/044-store-operations.md): name, email (the "ready for
 * pickup" message goes there) and phone, checked with the shared schema here and on the server.
 */
export function BuyerForm({
  onSubmit,
  busy,
  fieldErrors,
}: {
  onSubmit: (c: Customer) => void;
  busy: boolean;
  fieldErrors?: Record<string, string>;
}) {
  const { register, handleSubmit, formState } = useForm<Customer>({
    resolver: zodResolver(Customer),
    defaultValues: { name: '', email: '', phone: '' },
  });
  const { t, known } = useT();
  const err = (k: keyof Customer) => {
    const message = formState.errors[k]?.message ?? fieldErrors?.[k];
    return message === undefined ? undefined : known(message);
  };
  return (
    <Card size="3">
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('store.buyer.title')}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            {t('store.buyer.title')}
          </Heading>
          <Text as="p" size="2" color="gray">
            {t('store.buyer.text')}
          </Text>
          <FormField id="buyer-name" label={t('store.buyer.name')} error={err('name')}>
            <TextField.Root size="3" autoComplete="name" {...fieldAria('buyer-name', err('name'))} {...register('name')} />
          </FormField>
          <FormField id="buyer-email" label={t('store.buyer.email')} error={err('email')}>
            <TextField.Root size="3" type="email" autoComplete="email" {...fieldAria('buyer-email', err('email'))} {...register('email')} />
          </FormField>
          <FormField id="buyer-phone" label={t('store.buyer.phone')} error={err('phone')}>
            <TextField.Root size="3" type="tel" autoComplete="tel" {...fieldAria('buyer-phone', err('phone'))} {...register('phone')} />
          </FormField>
          <Button size="3" type="submit" loading={busy}>
            {t('store.buyer.continue')}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
