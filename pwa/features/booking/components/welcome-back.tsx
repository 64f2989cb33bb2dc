import { Button, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { CheckCircledIcon } from '#pwa/components/icons/check-circled';
import type { ClientLookup } from '#shared/schemas/client';
import { useT } from '#pwa/i18n/use-t';

/** A returning client found by email: what the server reveals (first name, masked phone) and a shortcut. */
export function WelcomeBack({ client, onContinue }: { client: ClientLookup; onContinue: () => void }) {
  const { t } = useT();
  return (
    <Card size="2" className="booking-welcome" data-testid="welcome-back">
      <Flex direction="column" gap="3">
        <Flex align="center" gap="2">
          <CheckCircledIcon width="20" height="20" color="var(--green-11)" aria-hidden />
          <Heading as="h3" size="4">
            {t('booking.welcome.title')}
          </Heading>
        </Flex>
        <Flex direction="column" gap="1">
          <Text size="3">{client.firstName}</Text>
          <Text size="2" color="gray">
            {t('booking.welcome.phone', { phone: client.maskedPhone })}
          </Text>
        </Flex>
        <Text size="2" color="gray">
          {t('booking.welcome.body')}
        </Text>
        <Flex>
          <Button type="button" size="3" onClick={onContinue}>
            {t('booking.welcome.continue')}
          </Button>
        </Flex>
      </Flex>
    </Card>
  );
}
