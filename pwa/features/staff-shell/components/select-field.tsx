import type { Ref } from 'react';
import { Select } from '@radix-ui/themes';
import type { Option } from '../lib/options';

type Props = {
  id: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly Option[];
  placeholder?: string;
  error?: string;
  disabled?: boolean;
  /** When there is no visible <label> (the filters). */
  ariaLabel?: string;
  /** react-hook-form's field ref, so a failed submit can focus this select. */
  triggerRef?: Ref<HTMLButtonElement>;
};

/** A Radix select sized for touch; '' shows the placeholder. Label it with <FormField id=…> or `ariaLabel`. */
export function SelectField({ id, value, onChange, options, placeholder, error, disabled, ariaLabel, triggerRef }: Props) {
  return (
    <Select.Root size="3" value={value} onValueChange={onChange} disabled={disabled}>
      <Select.Trigger
        ref={triggerRef}
        id={id}
        placeholder={placeholder}
        aria-label={ariaLabel}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className="admin-select"
      />
      <Select.Content position="popper">
        {options.map((o) => (
          <Select.Item key={o.value} value={o.value} className="admin-select-item">
            {o.label}
          </Select.Item>
        ))}
      </Select.Content>
    </Select.Root>
  );
}
