import { Flex, Heading, Text } from '@radix-ui/themes';

/** A tab's title line, e.g. 'Appointment Manager' / 'Manage walk-ins and cancellations'. */
export function TabHeading({ title, description }: { title: string; description?: string }) {
  return (
    <Flex direction="column" gap="1" mb="4">
      <Heading as="h2" size="5">
        {title}
      </Heading>
      {description && <Text color="gray">{description}</Text>}
    </Flex>
  );
}
