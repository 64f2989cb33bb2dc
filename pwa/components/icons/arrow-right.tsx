import type { IconProps } from './icon-props';

/** Radix Icons' `arrow-right` (pwa/components/icons/README.md). */
export function ArrowRightIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M8.146 3.147a.5.5 0 0 1 .63-.065l.078.065l4 4a.5.5 0 0 1 0 .707l-4 4a.5.5 0 1 1-.708-.707L11.293 8H2.5a.5.5 0 0 1 0-1h8.793L8.146 3.854l-.064-.078a.5.5 0 0 1 .064-.63"
        fill={color}
      />
    </svg>
  );
}
