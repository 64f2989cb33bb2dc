import type { IconProps } from './icon-props';

/** Radix Icons' `check-circled` (pwa/components/icons/README.md). */
export function CheckCircledIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M7.5.877a6.623 6.623 0 1 1 0 13.246A6.623 6.623 0 0 1 7.5.877m0 .95a5.674 5.674 0 1 0 0 11.343a5.674 5.674 0 0 0-.002-11.345m1.84 3.135a.5.5 0 0 1 .82.576l-3.168 4.5a.5.5 0 0 1-.765.063L4.644 8.487L5 8.137l.357-.35L6.52 8.971zM4.65 7.78a.5.5 0 0 1 .707.007l-.713.7a.5.5 0 0 1 .006-.707"
        fill={color}
      />
    </svg>
  );
}
