import { useEffect, useState } from 'react';
import { Button, Card, Container, Flex, Grid, Heading, Spinner, Text } from '@radix-ui/themes';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { CheckoutSession } from '../components/checkout-session';
import { OrderSummary } from '../components/order-summary';
import { useCart } from '../hooks/use-cart';
import { clearCart } from '../lib/cart-store';
import { SHOP } from '#shared/shop';
import { useT } from '#pwa/i18n/use-t';
import '../store.css';

function PaymentReceived() {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <Card size="4" data-testid="payment-received">
      <Flex direction="column" gap="3" align="start">
        <Heading as="h2" size="6">
          {t('store.checkout.thanks')}
        </Heading>
        <Text color="gray">{t('store.checkout.received')}</Text>
        <Button size="3" onClick={() => navigate('/store')}>
          {t('store.checkout.returnToStore')}
        </Button>
      </Flex>
    </Card>
  );
}

/**
 * /checkout: an empty or missing cart goes back to /store; otherwise the order is read back and a
 * payment session requested. Stripe returns here with `redirect_status` after a redirect method.
 */
export function CheckoutPage() {
  const cart = useCart();
  const { t } = useT();
  const [params] = useSearchParams();
  const returnedPaid = params.get('redirect_status') === 'succeeded';
  const [paid, setPaid] = useState(returnedPaid);
  useEffect(() => {
    if (returnedPaid) void clearCart();
  }, [returnedPaid]);

  let body;
  if (paid) body = <PaymentReceived />;
  else if (cart === undefined)
    body = (
      <Flex justify="center" py="9">
        <Spinner size="3" />
      </Flex>
    );
  else if (cart.length === 0) return <Navigate to="/store" replace />;
  else
    body = (
      <Grid columns={{ initial: '1', md: '5' }} gap="5" align="start">
        <div className="checkout-main">
          <CheckoutSession
            cart={cart}
            onPaid={() => {
              setPaid(true);
              void clearCart();
            }}
          />
        </div>
        <div className="checkout-aside">
          <OrderSummary cart={cart} />
        </div>
      </Grid>
    );

  return (
    <Container size="3" px={{ initial: '4', sm: '5' }} py={{ initial: '5', sm: '7' }}>
      <title>{`${t('store.checkout.title')} · ${SHOP.name}`}</title>
      <Heading as="h1" size={{ initial: '7', sm: '8' }} mb="5">
        {t('store.checkout.title')}
      </Heading>
      {body}
    </Container>
  );
}
