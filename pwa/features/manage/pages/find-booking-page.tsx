import { useRef, useState, type FormEvent } from 'react';
import { Link as RouterLink } from 'react-router';
import { Button, Callout, Card, Container, Flex, Heading, SegmentedControl, Text, TextField } from '@radix-ui/themes';
import { CheckCircledIcon } from '#pwa/components/icons/check-circled';
import { EnvelopeClosedIcon } from '#pwa/components/icons/envelope-closed';
import { ApiError } from '#pwa/lib/api';
import { useDocumentTitle } from '#pwa/lib/document-title';
import { FormField, fieldAria } from '#pwa/components/form-field';
import { useT } from '#pwa/i18n/use-t';
import { useFindBooking, useFindBookingChannels } from '../api/find-booking-api';
import '../manage.css';

type By = 'email' | 'phone';

/**
 * /find-booking: "Find my booking". The visitor gives the email they booked with (or their phone, where
 * the shop sends SMS) and gets a message with a link to each upcoming appointment. The page says the
 * same whatever the address (docs/decisions/069-visitor-never-stuck.md).
 */
export function FindBookingPage() {
  const { t, known } = useT();
  useDocumentTitle(t('manage.find.title'));
  const channels = useFindBookingChannels();
  const find = useFindBooking();
  const [by, setBy] = useState<By>('email');
  // Uncontrolled: what a visitor types before the page's code has started stays (a pre-rendered page).
  const input = useRef<HTMLInputElement>(null);
  const [error, setError] = useState<string>();
  const sms = channels.data?.sms === true;
  const using: By = sms ? by : 'email';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const typed = (input.current?.value ?? '').trim();
    if (!typed) return setError(t(using === 'email' ? 'manage.find.emailRequired' : 'manage.find.phoneRequired'));
    find.mutate(using === 'email' ? { email: typed } : { phone: typed }, {
      onError: (err) => {
        const fields = err instanceof ApiError ? (err.body as { fields?: Record<string, string> } | null)?.fields : undefined;
        const message = fields?.[using] ?? (err instanceof ApiError ? err.serverMessage : undefined);
        setError(message ? known(message) : t('manage.find.failed'));
      },
    });
  };
  const fieldId = `find-${using}`;

  return (
    <Container size="1" px={{ initial: '4', sm: '5' }} py={{ initial: '6', md: '8' }}>
      <Flex direction="column" gap="2" align="center" mb="5">
        <Heading as="h1" size={{ initial: '7', md: '8' }} align="center">
          {t('manage.find.title')}
        </Heading>
        <Text as="p" size="3" color="gray" align="center">
          {t(sms ? 'manage.find.introSms' : 'manage.find.intro')}
        </Text>
      </Flex>
      <Card size="3">
        {find.isSuccess ? (
          <Callout.Root color="green" data-testid="find-booking-sent">
            <Callout.Icon>
              <CheckCircledIcon />
            </Callout.Icon>
            <Callout.Text>{known(find.data.message)}</Callout.Text>
          </Callout.Root>
        ) : (
          <form onSubmit={submit} noValidate aria-label={t('manage.find.title')}>
            <Flex direction="column" gap="4">
              {sms && (
                <SegmentedControl.Root
                  value={by}
                  onValueChange={(v) => {
                    setBy(v as By);
                    if (input.current) input.current.value = '';
                    setError(undefined);
                  }}
                >
                  <SegmentedControl.Item value="email">{t('manage.find.byEmail')}</SegmentedControl.Item>
                  <SegmentedControl.Item value="phone">{t('manage.find.byPhone')}</SegmentedControl.Item>
                </SegmentedControl.Root>
              )}
              <FormField id={fieldId} label={t(using === 'email' ? 'manage.find.email' : 'manage.find.phone')} error={error}>
                <TextField.Root
                  size="3"
                  type={using === 'email' ? 'email' : 'tel'}
                  inputMode={using === 'email' ? 'email' : 'tel'}
                  autoComplete={using === 'email' ? 'email' : 'tel'}
                  ref={input}
                  key={using}
                  {...fieldAria(fieldId, error)}
                />
              </FormField>
              <Button type="submit" size="3" disabled={find.isPending}>
                <EnvelopeClosedIcon aria-hidden /> {find.isPending ? t('manage.find.sending') : t('manage.find.send')}
              </Button>
            </Flex>
          </form>
        )}
      </Card>
      <Text as="p" size="2" color="gray" align="center" mt="4">
        {t('manage.find.noBooking')} <RouterLink to="/book">{t('manage.find.book')}</RouterLink>
      </Text>
    </Container>
  );
}
