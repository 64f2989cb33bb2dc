import type { IconProps } from './icon-props';

/** Radix Icons' `pencil-1` (pwa/components/icons/README.md). */
export function Pencil1Icon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M11.225 1.082a.5.5 0 0 1 .629.064l2 2l.064.079a.5.5 0 0 1-.064.629l-7.432 7.431a1 1 0 0 1-.228.171l-.086.041l-3.41 1.463a.5.5 0 0 1-.658-.657l1.463-3.411l.04-.086q.07-.126.172-.228l7.432-7.432zM4.422 9.285L3.78 10.78l.438.438l1.497-.64L12.793 3.5L11.5 2.207z"
        fill={color}
      />
    </svg>
  );
}
