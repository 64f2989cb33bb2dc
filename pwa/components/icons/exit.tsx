import type { IconProps } from './icon-props';

/** Radix Icons' `exit` (pwa/components/icons/README.md). */
export function ExitIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M10.5 1a.5.5 0 1 1 0 1H3v11h7.5a.5.5 0 1 1 0 1H3a1 1 0 0 1-1-1V2a1 1 0 0 1 1-1zm1.396 3.896a.5.5 0 0 1 .63-.064l.077.064l2.25 2.25l.065.078a.5.5 0 0 1-.065.63l-2.25 2.25a.5.5 0 0 1-.707-.708L13.293 8H6.5a.5.5 0 0 1 0-1h6.793l-1.397-1.397l-.064-.078a.5.5 0 0 1 .064-.629"
        fill={color}
      />
    </svg>
  );
}
