import type { ReactElement } from 'react';
import { Flex, Text } from '@radix-ui/themes';

type Props = {
  id: string;
  label: string;
  /** Grey words after the label, in brackets: 'optional'. */
  hint?: string;
  error?: string;
  /** '3' on staff's tablet, '2' (the default) on the public site; the error is one step smaller. */
  size?: '2' | '3';
  children: ReactElement;
};

/** A label, its control and its validation message (give the control `fieldAria(id, error)`). */
export function FormField({ id, label, hint, error, size = '2', children }: Props) {
  return (
    <Flex direction="column" gap="1">
      <Text as="label" htmlFor={id} size={size} weight="medium">
        {label}
        {hint && (
          <>
            {' '}
            <Text color="gray" weight="regular">
              ({hint})
            </Text>
          </>
        )}
      </Text>
      {children}
      {error && (
        <Text id={`${id}-error`} size={size === '3' ? '2' : '1'} color="red" role="alert">
          {error}
        </Text>
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
