import type { IconProps } from './icon-props';

/** Radix Icons' `plus` (pwa/components/icons/README.md). */
export function PlusIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M7.5 2.25a.5.5 0 0 1 .5.5V7h4.25a.5.5 0 0 1 0 1H8v4.25a.5.5 0 0 1-1 0V8H2.75a.5.5 0 0 1 0-1H7V2.75a.5.5 0 0 1 .5-.5"
        fill={color}
      />
    </svg>
  );
}
