import type { IconProps } from './icon-props';

/** Radix Icons' `paper-plane` (pwa/components/icons/README.md). */
export function PaperPlaneIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M.628 1.166a.5.5 0 0 1 .575-.123l13.5 6a.5.5 0 0 1 0 .914l-13.5 6a.5.5 0 0 1-.635-.709L3.921 7.5L.568 1.752a.5.5 0 0 1 .06-.586M4.845 7.1H9l.081.008a.4.4 0 0 1 0 .784L9 7.9H4.845l-2.633 4.513L13.269 7.5L2.212 2.586z"
        fill={color}
      />
    </svg>
  );
}
