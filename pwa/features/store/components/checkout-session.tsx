import { lazy, Suspense, useState } from 'react';
import { Button, Callout, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useNavigate } from 'react-router';
import { ApiError } from '#pwa/lib/api';
import type { CartRow } from '#pwa/offline/db';
import type { PaymentIntentAnswer } from '#shared/schemas/checkout';
import { isBuyerMissing, isSoldOut, useCheckoutProbe, useStartPayment } from '../api/create-payment-intent';
import { BuyerForm } from './buyer-form';
import { PaymentNotConfigured } from './payment-not-configured';
import { SoldOut } from './sold-out';
import { cartSignature } from '../lib/cart-math';
import { forgetPayment, savedPayment } from '../lib/saved-payment';
import { useT } from '#pwa/i18n/use-t';

const PaymentForm = lazy(() => import('./payment-form'));

/** docs/product.md#store-and-checkout: the payment-session failure message, kept but not displayed. */
export const PAYMENT_SESSION_FAILED = 'Failed to initialize payment. Please make sure Stripe is configured.';

function Waiting({ label }: { label: string }) {
  return (
    <Flex align="center" justify="center" gap="3" py="6" aria-busy="true">
      <Spinner size="3" />
      <Text color="gray">{label}</Text>
    </Flex>
  );
}

/** No connection: say so plainly instead of blaming the payment set-up. */
function Offline({ onRetry }: { onRetry: () => void }) {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <Card size="4">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">
          {t('store.checkout.offlineTitle')}
        </Heading>
        <Text color="gray">{t('store.checkout.offlineText')}</Text>
        <Flex gap="3" wrap="wrap">
          <Button onClick={onRetry}>{t('common.action.tryAgain')}</Button>
          <Button variant="soft" color="gray" onClick={() => navigate('/store')}>
            {t('store.checkout.returnToStore')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}

function Payment({ session, onPaid }: { session: PaymentIntentAnswer; onPaid: () => void }) {
  const { t } = useT();
  return (
    <Suspense fallback={<Waiting label={t('store.checkout.loadingForm')} />}>
      <PaymentForm
        publishableKey={session.publishableKey}
        clientSecret={session.clientSecret}
        amountCents={session.amountCents}
        onPaid={onPaid}
      />
    </Suspense>
  );
}

/**
 * Asks the server about the cart, then: the spec's "not configured" screen (503), the sold-out
 * refusal (409), or the pickup details (name, email, phone) and, once the order is reserved, the
 * Payment Element.
 */
export function CheckoutSession({ cart, onPaid: paid }: { cart: CartRow[]; onPaid: () => void }) {
  // A payment this tab already started for this very cart (its stock held for this buyer) opens again.
  const [kept] = useState(() => savedPayment(cartSignature(cart)));
  const probe = useCheckoutProbe(cart, !kept);
  const start = useStartPayment(cart);
  const { t, known } = useT();
  const onPaid = () => {
    forgetPayment();
    paid();
  };
  if (kept) return <Payment session={kept} onPaid={onPaid} />;
  if (probe.isPending) return <Waiting label={t('store.checkout.preparing')} />;
  if (probe.isSuccess) return <Payment session={probe.data} onPaid={onPaid} />;
  const e = probe.error;
  if (!(e instanceof ApiError)) return <Offline onRetry={() => void probe.refetch()} />;
  if (isSoldOut(e)) return <SoldOut message={e.serverMessage ?? t('store.checkout.partSoldOut')} />;
  if (!isBuyerMissing(e)) return <PaymentNotConfigured message={e.serverMessage ?? PAYMENT_SESSION_FAILED} />;

  if (start.isSuccess) return <Payment session={start.data} onPaid={onPaid} />;
  const failed = start.error;
  if (isSoldOut(failed)) return <SoldOut message={(failed as ApiError).serverMessage ?? t('store.checkout.partSoldOut')} />;
  const fields = failed instanceof ApiError ? (failed.body as { fields?: Record<string, string> } | null)?.fields : undefined;
  return (
    <Flex direction="column" gap="3">
      {failed && !fields && (
        <Callout.Root color="red" role="alert">
          <Callout.Text>
            {failed instanceof ApiError
              ? failed.serverMessage === undefined
                ? t('store.checkout.sessionFailed')
                : known(failed.serverMessage)
              : t('store.checkout.offlineShort')}
          </Callout.Text>
        </Callout.Root>
      )}
      <BuyerForm busy={start.isPending} fieldErrors={fields} onSubmit={(c) => start.mutate(c)} />
    </Flex>
  );
}
