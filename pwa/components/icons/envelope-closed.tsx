import type { IconProps } from './icon-props';

/** Radix Icons' `envelope-closed` (pwa/components/icons/README.md). */
export function EnvelopeClosedIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M14 2a1 1 0 0 1 1 1v9a1 1 0 0 1-1 1H1a1 1 0 0 1-1-1V3a1 1 0 0 1 1-1zM7.741 8.88a.45.45 0 0 1-.426.03l-.056-.03L1 4.907V12h13V4.907zM1 3.925q.08 0 .16.03l.081.04L7.5 7.967l6.259-3.972a.45.45 0 0 1 .241-.07V3H1z"
        fill={color}
      />
    </svg>
  );
}
