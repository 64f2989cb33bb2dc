import { Button, Card, Flex, Heading, Link, Text } from '@radix-ui/themes';
import { useNavigate } from 'react-router';
import { SHOP } from '#shared/shop';
import { useT } from '#pwa/i18n/use-t';

/**
 * What checkout shows when no payment session could be made (docs/product.md#store-and-checkout: 'Payment Processing Not
 * Configured', the shop's address and phone, Return to Store). The failure's message is kept on
 * the element (`data-payment-message`), not displayed.
 */
export function PaymentNotConfigured({ message }: { message: string }) {
  const navigate = useNavigate();
  const { t } = useT();
  return (
    <Card size="4" data-testid="payment-not-configured" data-payment-message={message}>
      <Flex direction="column" gap="4">
        <Heading as="h2" size="6">
          {t('store.notConfigured.title')}
        </Heading>
        <Text as="p" color="gray">
          {t('store.notConfigured.text')}
        </Text>
        <Flex direction="column" gap="1">
          {SHOP.addressLines.map((line) => (
            <Text key={line}>{line}</Text>
          ))}
          <Link href={SHOP.phoneHref} weight="bold" mt="1">
            {SHOP.phone}
          </Link>
        </Flex>
        <Flex>
          <Button size="3" onClick={() => navigate('/store')}>
            {t('store.checkout.returnToStore')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
