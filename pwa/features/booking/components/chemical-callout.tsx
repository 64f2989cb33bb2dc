import { Button, Card, Flex, Text } from '@radix-ui/themes';
import { MobileIcon } from '#pwa/components/icons/mobile';
import type { Service } from '#shared/schemas/catalogue';
import { useShopDetails, phoneHref } from '#pwa/lib/shop-details';
import { useT } from '#pwa/i18n/use-t';

/** A service priced after an evaluation: it cannot be selected; the visitor calls the shop instead. */
export function ChemicalCallout({ service }: { service: Service }) {
  const shop = useShopDetails();
  const { t } = useT();
  return (
    <Card size="2" className="booking-callshop" data-testid="chemical-callout" aria-label={service.name}>
      <Flex direction="column" gap="2">
        <Flex justify="between" align="start" gap="3" wrap="wrap">
          <Text as="p" size="4" weight="bold">
            {service.name}
          </Text>
          <Text size="2" color="gray">
            {t('booking.chemical.duration', { minutes: service.duration })}
          </Text>
        </Flex>
        <Text as="p" size="2" weight="bold" color="amber">
          {t('booking.chemical.title')}
        </Text>
        <Text as="p" size="2">
          {t('booking.chemical.body')}
        </Text>
        <Flex mt="1">
          <Button asChild size="3" variant="soft">
            <a href={phoneHref(shop.phone)}>
              <MobileIcon aria-hidden /> {t('booking.chemical.call', { phone: shop.phone })}
            </a>
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
