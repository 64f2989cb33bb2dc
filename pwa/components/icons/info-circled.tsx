import type { IconProps } from './icon-props';

/** Radix Icons' `info-circled` (pwa/components/icons/README.md). */
export function InfoCircledIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M7.5.877a6.623 6.623 0 1 1 0 13.246A6.623 6.623 0 0 1 7.5.877m0 .95a5.674 5.674 0 1 0 0 11.343a5.674 5.674 0 0 0-.002-11.345m.1 4.183a.5.5 0 0 1 .4.49V10h1v1H6v-1h1V7H6V6h1.5zm-.1-2.26a.75.75 0 1 1 0 1.5a.75.75 0 0 1 0-1.5"
        fill={color}
      />
    </svg>
  );
}
