import type { ReactNode } from 'react';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ClockIcon } from '#pwa/components/icons/clock';
import { useT } from '#pwa/i18n/use-t';

/** `level`: the heading under the page's own ('h2' on /services, under its h1; 'h3' on the home page's "Our Services" h2). */
type Props = { name: string; price: string; duration: number; description?: string; action?: ReactNode; level?: 'h2' | 'h3' };

/** One service: name, price ("$35+" or "Llamar"), minutes, and an optional button. */
export function ServiceCard({ name, price, duration, description, action, level = 'h3' }: Props) {
  const { t } = useT();
  return (
    <Card size="3" className="site-card" asChild>
      <article aria-label={name}>
        <Flex direction="column" gap="3" height="100%">
          <Flex justify="between" align="start" gap="3">
            <Heading as={level} size="5">
              {name}
            </Heading>
            <Text size="6" weight="bold" color="amber" className="site-price">
              {price}
            </Text>
          </Flex>
          <Badge color="gray" variant="soft" size="2" className="site-duration">
            <ClockIcon aria-hidden /> {t('site.services.duration', { duration })}
          </Badge>
          {description && (
            <Text as="p" size="2" color="gray">
              {description}
            </Text>
          )}
          {action && (
            <Flex mt="auto" pt="2">
              {action}
            </Flex>
          )}
        </Flex>
      </article>
    </Card>
  );
}
