import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, Flex, Grid, TextArea, TextField } from '@radix-ui/themes';
import { PaperPlaneIcon } from '@radix-ui/react-icons';
import { ContactMessageInput } from '#shared/schemas/contact';
import { useShopDetails } from '../../../lib/shop-details';
import { ApiError } from '../../../lib/api';
import { useToast } from '../../../components/toast';
import { useSendContactMessage } from '../api/send-contact-message';
import { contactFailureText } from '../lib/contact-failure';
import { fieldAria, FormField } from '../../../components/form-field';

type Values = z.input<typeof ContactMessageInput>;
type Parsed = z.output<typeof ContactMessageInput>;
const FIELDS = ['firstName', 'lastName', 'email', 'phone', 'message'] as const;
const EMPTY: Values = { firstName: '', lastName: '', email: '', phone: '', message: '' };

/** The Contact page's message form: the shared schema checks it here and again on the server. */
export function ContactForm() {
  const shop = useShopDetails();
  const toast = useToast();
  const send = useSendContactMessage();
  const { register, handleSubmit, reset, setError, formState } = useForm<Values, unknown, Parsed>({
    resolver: zodResolver(ContactMessageInput),
    defaultValues: EMPTY,
  });
  const err = (k: (typeof FIELDS)[number]) => formState.errors[k]?.message;

  const onSubmit = handleSubmit(async (values) => {
    try {
      await send.mutateAsync(values);
      reset(EMPTY);
      toast({ title: 'Message Sent', description: 'Thanks, we will get back to you soon.' });
    } catch (e) {
      const fields = e instanceof ApiError ? (e.body as { fields?: Record<string, string> } | null)?.fields : undefined;
      for (const k of FIELDS) if (fields?.[k]) setError(k, { message: fields[k] });
      // What was typed stays in the form (no reset), so the visitor can send it again.
      toast({ title: 'Message Not Sent', description: contactFailureText(e, shop.phone), variant: 'destructive' });
    }
  });

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Send us a message">
      <Flex direction="column" gap="4">
        <Grid columns={{ initial: '1', xs: '2' }} gap="4">
          <FormField id="contact-first-name" label="First Name" error={err('firstName')}>
            <TextField.Root size="3" autoComplete="given-name" {...fieldAria('contact-first-name', err('firstName'))} {...register('firstName')} />
          </FormField>
          <FormField id="contact-last-name" label="Last Name" error={err('lastName')}>
            <TextField.Root size="3" autoComplete="family-name" {...fieldAria('contact-last-name', err('lastName'))} {...register('lastName')} />
          </FormField>
        </Grid>
        <FormField id="contact-email" label="Email" error={err('email')}>
          <TextField.Root size="3" type="email" autoComplete="email" {...fieldAria('contact-email', err('email'))} {...register('email')} />
        </FormField>
        <FormField id="contact-phone" label="Phone" hint="optional" error={err('phone')}>
          <TextField.Root size="3" type="tel" autoComplete="tel" {...fieldAria('contact-phone', err('phone'))} {...register('phone')} />
        </FormField>
        <FormField id="contact-message" label="Message" error={err('message')}>
          <TextArea size="3" rows={5} resize="vertical" {...fieldAria('contact-message', err('message'))} {...register('message')} />
        </FormField>
        <Button type="submit" size="4" loading={formState.isSubmitting}>
          <PaperPlaneIcon aria-hidden /> Send Message
        </Button>
      </Flex>
    </form>
  );
}
