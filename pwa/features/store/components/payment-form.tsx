import { useEffect, useMemo, useState, type FormEvent } from 'react';
import { Button, Callout, Card, Flex, Heading } from '@radix-ui/themes';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { formatCents } from '../lib/cart-math';
import { useT } from '#pwa/i18n/use-t';

type Props = { publishableKey: string; clientSecret: string; amountCents: number; onPaid: () => void };

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  if (!stripes.has(key)) {
    // A failed load (offline, blocked script) is forgotten so the next visit tries again.
    const loading = loadStripe(key).catch(() => {
      stripes.delete(key);
      return null;
    });
    stripes.set(key, loading);
  }
  return stripes.get(key)!;
};

/** Stripe's Payment Element. This module (and Stripe.js) loads only when checkout has a payment session. */
export default function PaymentForm(props: Props) {
  const stripe = useMemo(() => stripeFor(props.publishableKey), [props.publishableKey]);
  const [unavailable, setUnavailable] = useState(false);
  const { t, lang } = useT();
  useEffect(() => {
    let live = true;
    void stripe.then((s) => live && setUnavailable(s === null));
    return () => {
      live = false;
    };
  }, [stripe]);
  const options = useMemo(
    () => ({
      clientSecret: props.clientSecret,
      // Stripe's own labels and messages in the page's language (its Latin American Spanish for 'es').
      locale: lang === 'es' ? ('es-419' as const) : ('en' as const),
      appearance: { theme: 'night' as const, variables: { colorPrimary: '#ffc53d', colorBackground: '#1c1b19' } },
    }),
    [props.clientSecret, lang],
  );
  if (unavailable) {
    return (
      <Callout.Root color="red">
        <Callout.Text>{t('store.payment.unavailable')}</Callout.Text>
      </Callout.Root>
    );
  }
  return (
    <Elements stripe={stripe} options={options}>
      <PayForm amountCents={props.amountCents} onPaid={props.onPaid} />
    </Elements>
  );
}

function PayForm({ amountCents, onPaid }: { amountCents: number; onPaid: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { t } = useT();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!stripe || !elements) return;
    setBusy(true);
    setError(null);
    const result = await stripe.confirmPayment({
      elements,
      confirmParams: { return_url: `${window.location.origin}/checkout` },
      redirect: 'if_required',
    });
    setBusy(false);
    if (result.error) setError(result.error.message ?? t('store.payment.failed'));
    else if (result.paymentIntent && ['succeeded', 'processing'].includes(result.paymentIntent.status)) onPaid();
  };

  return (
    <Card size="3">
      <form onSubmit={(e) => void submit(e)}>
        <Flex direction="column" gap="4">
          <Heading as="h2" size="4">
            {t('store.payment.title')}
          </Heading>
          <PaymentElement />
          {error && (
            <Callout.Root color="red">
              <Callout.Text>{error}</Callout.Text>
            </Callout.Root>
          )}
          <Button size="3" type="submit" disabled={!stripe || !elements || busy}>
            {busy ? t('store.payment.processing') : t('store.payment.pay', { amount: formatCents(amountCents) })}
          </Button>
        </Flex>
      </form>
    </Card>
  );
}
