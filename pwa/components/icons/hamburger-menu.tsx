import type { IconProps } from './icon-props';

/** Radix Icons' `hamburger-menu` (pwa/components/icons/README.md). */
export function HamburgerMenuIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M13.6 11.01a.5.5 0 0 1 0 .98l-.1.01h-12a.5.5 0 0 1 0-1h12zm0-4a.5.5 0 0 1 0 .98l-.1.01h-12a.5.5 0 0 1 0-1h12zm0-4a.5.5 0 0 1 0 .98l-.1.01h-12a.5.5 0 0 1 0-1h12z"
        fill={color}
      />
    </svg>
  );
}
