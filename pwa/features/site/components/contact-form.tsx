import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Button, Flex, Grid, TextArea, TextField } from '@radix-ui/themes';
import { PaperPlaneIcon } from '#pwa/components/icons/paper-plane';
import type { ContactMessageInput } from '#shared/schemas/contact';
import { lazyZodResolver } from '#pwa/lib/lazy-resolver';
import { useShopDetails } from '#pwa/lib/shop-details';
import { ApiError } from '#pwa/lib/api';
import { useToast } from '#pwa/components/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFailureText } from '../lib/contact-failure';
import { fieldAria, FormField } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';

type Values = z.input<typeof ContactMessageInput>;
type Parsed = z.output<typeof ContactMessageInput>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', message: '' };
/** The shared schema, loaded with the first check of the form (not with the page). */
const resolver = lazyZodResolver('contact', 'ContactMessageInput');

/** The Contact page's message form: the shared schema checks it here and again on the server. */
export function ContactForm() {
  const shop = useShopDetails();
  const i18n = useT();
  const { t, known } = i18n;
  const toast = useToast();
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Parsed>({
    resolver,
    defaultValues: EMPTY,
  });
  const err = (k: (typeof FIELDS)[number]) => {
    const message = formState.errors[k]?.message;
    return message === undefined ? undefined : known(message);
  };

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset(EMPTY);
      toast({ title: t('site.contact.sent.title'), description: t('site.contact.sent.text') });
    } catch (e) {
      const fields = e instanceof ApiError ? (e.body as { fields?: Record<string, string> } | null)?.fields : undefined;
      for (const k of FIELDS) if (fields?.[k]) setError(k, { message: fields[k] });
      // What was typed stays in the form (no reset), so the visitor can send it again.
      toast({ title: t('site.contact.failed.title'), description: contactFailureText(e, shop.phone, i18n), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label={t('site.contact.form.label')}>
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', xs: '2' }} gap="4">
          <FormField id="contact-first-name" label={t('site.contact.form.firstName')} error={err('firstName')}>
            <TextField.Root
              size="3"
              autoComplete="given-name"
              {...fieldAria('contact-first-name', err('firstName'))}
              {...register('firstName')}
            />
          </FormField>
          <FormField id="contact-last-name" label={t('site.contact.form.lastName')} error={err('lastName')}>
            <TextField.Root
              size="3"
              autoComplete="family-name"
              {...fieldAria('contact-last-name', err('lastName'))}
              {...register('lastName')}
            />
          </FormField>
        </Grid>
        <FormField id="contact-email" label={t('site.details.email')} error={err('email')}>
          <TextField.Root size="3" type="email" autoComplete="email" {...fieldAria('contact-email', err('email'))} {...register('email')} />
        </FormField>
        <FormField id="contact-phone" label={t('site.details.phone')} hint={t('site.contact.form.optional')} error={err('phone')}>
          <TextField.Root size="3" type="tel" autoComplete="tel" {...fieldAria('contact-phone', err('phone'))} {...register('phone')} />
        </FormField>
        <FormField id="contact-message" label={t('site.contact.form.message')} error={err('message')}>
          <TextArea size="3" rows={5} resize="vertical" {...fieldAria('contact-message', err('message'))} {...register('message')} />
        </FormField>
        <Button type="submit" size="4" loading={formState.isSubmitting}>
          <PaperPlaneIcon aria-hidden /> {t('site.contact.form.send')}
        </Button>
      </Flex>
    </form>
  );
}
