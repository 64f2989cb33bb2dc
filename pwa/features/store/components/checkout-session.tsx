import { lazy, Suspense } from 'react';
import { Button, Card, Flex, Heading, Spinner, Text } from '@radix-ui/themes';
import { useNavigate } from 'react-router-dom';
import { ApiError } from '../../../lib/api';
import type { CartRow } from '../../../offline/db';
import { usePaymentIntent } from '../api/create-payment-intent';
import { PaymentNotConfigured } from './payment-not-configured';

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
  return (
    <Card size="4">
      <Flex direction="column" gap="3">
        <Heading as="h2" size="5">You are offline</Heading>
        <Text color="gray">Paying needs a connection. Your cart is saved on this device.</Text>
        <Flex gap="3" wrap="wrap">
          <Button onClick={onRetry}>Try again</Button>
          <Button variant="soft" color="gray" onClick={() => navigate('/store')}>Return to Store</Button>
        </Flex>
      </Flex>
    </Card>
  );
}

/** Requests a payment session for the cart, then shows the Payment Element or why it cannot. */
export function CheckoutSession({ cart, onPaid }: { cart: CartRow[]; onPaid: () => void }) {
  const session = usePaymentIntent(cart);
  if (session.isPending) return <Waiting label="Preparing secure payment..." />;
  if (session.isError) {
    if (!(session.error instanceof ApiError)) return <Offline onRetry={() => void session.refetch()} />;
    return <PaymentNotConfigured message={session.error.serverMessage ?? PAYMENT_SESSION_FAILED} />;
  }
  const { publishableKey, clientSecret, amountCents } = session.data;
  return (
    <Suspense fallback={<Waiting label="Loading secure payment form..." />}>
      <PaymentForm publishableKey={publishableKey} clientSecret={clientSecret} amountCents={amountCents} onPaid={onPaid} />
    </Suspense>
  );
}
