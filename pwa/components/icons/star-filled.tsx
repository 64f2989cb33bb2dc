import type { IconProps } from './icon-props';

/** Radix Icons' `star-filled` (pwa/components/icons/README.md). */
export function StarFilledIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M7.223.666a.3.3 0 0 1 .554 0L9.413 4.6a.3.3 0 0 0 .253.183l4.248.34a.3.3 0 0 1 .17.528L10.85 8.424a.3.3 0 0 0-.097.298l.99 4.144a.3.3 0 0 1-.45.326l-3.636-2.221a.3.3 0 0 0-.312 0l-3.637 2.221a.3.3 0 0 1-.448-.326l.989-4.144a.3.3 0 0 0-.097-.298L.915 5.652a.3.3 0 0 1 .17-.527l4.249-.34a.3.3 0 0 0 .253-.184z"
        fill={color}
      />
    </svg>
  );
}
