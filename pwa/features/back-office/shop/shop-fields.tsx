import type { ReactNode } from 'react';
import { Card, Flex, Heading, Text, TextField } from '@radix-ui/themes';
import { fieldAria, FormField } from '#pwa/components/form-field';
import type { FieldErrors } from '../../staff-shell/lib/form-errors';
import type { ShopFormValues } from './shop-form';

/** What each part of the Shop form is given: the values, the errors by field, and how to change the values. */
export type ShopPartProps = {
  values: ShopFormValues;
  errors: FieldErrors;
  /** Changes a copy of the values (nested rows may be changed in place). */
  update: (change: (v: ShopFormValues) => ShopFormValues) => void;
};

/** A labelled one-line field of the Shop form (`shop-${path}`), its error beside it. */
export const shopText =
  (errors: FieldErrors) =>
  (
    path: string,
    label: string,
    value: string,
    onChange: (s: string) => void,
    extra: { hint?: string; type?: 'tel' | 'email' | 'number'; placeholder?: string } = {},
  ) => (
    <FormField id={`shop-${path}`} label={label} hint={extra.hint} size="3" error={errors[path]}>
      <TextField.Root
        size="3"
        type={extra.type}
        placeholder={extra.placeholder}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        {...fieldAria(`shop-${path}`, errors[path])}
      />
    </FormField>
  );

/** A card of the Shop form: its heading, what it is for, its fields. */
export function Group({ title, description, children }: { title: string; description?: string; children: ReactNode }) {
  return (
    <Card size="3">
      <Flex direction="column" gap="3">
        <Heading as="h3" size="4">
          {title}
        </Heading>
        {description && (
          <Text color="gray" size="2">
            {description}
          </Text>
        )}
        {children}
      </Flex>
    </Card>
  );
}
