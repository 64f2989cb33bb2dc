import type { IconProps } from './icon-props';

/** Radix Icons' `sewing-pin-filled` (pwa/components/icons/README.md). */
export function SewingPinFilledIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path d="M7.5 1A2.5 2.5 0 0 1 8 5.95v7.55a.5.5 0 0 1-1 0V5.95A2.5 2.5 0 0 1 7.5 1" fill={color} />
    </svg>
  );
}
