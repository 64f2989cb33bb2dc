import type { IconProps } from './icon-props';

/** Radix Icons' `minus` (pwa/components/icons/README.md). */
export function MinusIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path d="M12.25 7a.5.5 0 0 1 0 1h-9.5a.5.5 0 0 1 0-1z" fill={color} />
    </svg>
  );
}
