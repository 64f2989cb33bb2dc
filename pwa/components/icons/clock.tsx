import type { IconProps } from './icon-props';

/** Radix Icons' `clock` (pwa/components/icons/README.md). */
export function ClockIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M7.5.877a6.623 6.623 0 1 1 0 13.246A6.623 6.623 0 0 1 7.5.877m0 .95a5.674 5.674 0 1 0 0 11.343a5.674 5.674 0 0 0-.002-11.345M7.5 4a.5.5 0 0 1 .5.5v2.793l1.854 1.854l.064.078a.5.5 0 0 1-.693.693l-.078-.064l-2-2A.5.5 0 0 1 7 7.5v-3a.5.5 0 0 1 .5-.5"
        fill={color}
      />
    </svg>
  );
}
