import type { ReactElement } from 'react';
import { Flex, Text } from '@radix-ui/themes';

type Props = { id: string; label: string; hint?: string; error?: string; children: ReactElement };

/** A label, the control, and its error message (linked to the control for screen readers by the caller). */
export function FormField({ id, label, hint, error, children }: Props) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size="2" weight="medium">
        {label} {hint && <Text color="gray" weight="regular">({hint})</Text>}
      </Text>
      {children}
      {error && (
        <Text id={`${id}-error`} size="1" color="red" role="alert">{error}</Text>
      )}
    </Flex>
  );
}

/** The aria attributes a control needs so its error is announced. */
export const fieldAria = (id: string, error?: string) => ({
  id,
  'aria-invalid': error ? true : undefined,
  'aria-describedby': error ? `${id}-error` : undefined,
});
