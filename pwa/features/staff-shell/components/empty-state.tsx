import { Flex, Text } from '@radix-ui/themes';

/** A calm, centred message for an empty list (the tabs' empty-state wording). */
export function EmptyState({ title, hint }: { title: string; hint?: string }) {
  return (
    <Flex className="admin-empty" direction="column" align="center" justify="center" gap="1" p="6">
      <Text size="4" weight="medium">
        {title}
      </Text>
      {hint && (
        <Text size="3" color="gray">
          {hint}
        </Text>
      )}
    </Flex>
  );
}
