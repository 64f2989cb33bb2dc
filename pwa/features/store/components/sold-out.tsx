import { Button, Callout, Card, Flex, Heading } from '@radix-ui/themes';
import { useNavigate } from 'react-router';
import { useT } from '#pwa/i18n/use-t';

/** Checkout refused (409 sold out): the server's message names each product; the cart shows the lines. */
export function SoldOut({ message }: { message: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <Card size="4" data-testid="sold-out">
      <Flex direction="column" gap="4" align="start">
        <Heading as="h2" size="5">
          {t('store.soldOut.title')}
        </Heading>
        <Callout.Root color="red" role="alert">
          <Callout.Text>{message}</Callout.Text>
        </Callout.Root>
        <Button size="3" onClick={() => navigate('/store')}>
          {t('store.checkout.returnToStore')}
        </Button>
      </Flex>
    </Card>
  );
}
