import type { ReactElement } from 'react';
import { Flex, Text } from '@radix-ui/themes';

type Props = { id: string; label: string; optional?: boolean; error?: string; children: ReactElement };

/** A label, its control and its error (the control gets `fieldAria(id, error)`). */
export function Field({ id, label, optional, error, children }: Props) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label} {optional && <Text color="gray" weight="regular">(optional)</Text>}
      </Text>
      {children}
      {error && <Text id={`${id}-error`} size="1" color="red" role="alert">{error}</Text>}
    </Flex>
  );
}

export const fieldAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
