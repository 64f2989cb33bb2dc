import type { ReactElement } from 'react';
import { Flex, Text } from '@radix-ui/themes';

type Props = { id: string; label: string; error?: string; children: ReactElement };

/** A label, its control and its validation message (give the control `fieldAria(id, error)`). */
export function FormField({ id, label, error, children }: Props) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="3" weight="medium">
        {label}
      </Text>
      {children}
      {error && (
        <Text id={`${id}-error`} size="2" color="red" role="alert">
          {error}
        </Text>
      )}
    </Flex>
  );
}

export const fieldAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
