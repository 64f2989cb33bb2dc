import type { ReactNode } from 'react';
import { Badge, Card, Flex, Heading, Text } from '@radix-ui/themes';
import { ClockIcon } from '@radix-ui/react-icons';

type Props = { name: string; price: string; duration: number; description?: string; action?: ReactNode };

/** One service: name, price ("$35+" or "Llamar"), minutes, and an optional button. */
export function ServiceCard({ name, price, duration, description, action }: Props) {
  return (
    <Card size="3" className="site-card" asChild>
      <article aria-label={name}>
        <Flex direction="column" gap="3" height="100%">
          <Flex justify="between" align="start" gap="3">
            <Heading as="h3" size="5">{name}</Heading>
            <Text size="6" weight="bold" color="amber" className="site-price">{price}</Text>
          </Flex>
          <Badge color="gray" variant="soft" size="2" className="site-duration">
            <ClockIcon aria-hidden /> {duration} min
          </Badge>
          {description && <Text as="p" size="2" color="gray">{description}</Text>}
          {action && <Flex mt="auto" pt="2">{action}</Flex>}
        </Flex>
      </article>
    </Card>
  );
}
