import type { IconProps } from './icon-props';

/** Radix Icons' `arrow-left` (pwa/components/icons/README.md). */
export function ArrowLeftIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M6.225 3.082a.5.5 0 0 1 .693.694l-.065.078L3.707 7H12.5a.5.5 0 0 1 0 1H3.707l3.146 3.147l.065.078a.5.5 0 0 1-.693.693l-.079-.064l-4-4a.5.5 0 0 1 0-.707l4-4z"
        fill={color}
      />
    </svg>
  );
}
