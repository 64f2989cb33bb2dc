import type { IconProps } from './icon-props';

/** Radix Icons' `bell` (pwa/components/icons/README.md). */
export function BellIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M7.5.15a1.1 1.1 0 0 1 .293 2.16A4.5 4.5 0 0 1 12 6.8v3.45c0 .806.033 1.457.724 1.803A.5.5 0 0 1 12.5 13H8.16a1 1 0 1 1-1.318 0H2.499a.5.5 0 0 1-.224-.947c.691-.346.724-.997.724-1.803V6.8a4.5 4.5 0 0 1 4.207-4.49A1.1 1.1 0 0 1 7.501.15m0 3.15A3.5 3.5 0 0 0 4 6.8v3.45c0 .445.013 1.136-.3 1.75h7.6c-.313-.614-.3-1.305-.3-1.75V6.8a3.5 3.5 0 0 0-3.5-3.5"
        fill={color}
      />
    </svg>
  );
}
