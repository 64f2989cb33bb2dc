import type { IconProps } from './icon-props';

/** Radix Icons' `upload` (pwa/components/icons/README.md). */
export function UploadIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M12.5 10a.5.5 0 0 1 .5.5V12a2 2 0 0 1-1.999 2H3.996A1.997 1.997 0 0 1 2 12v-1.5a.5.5 0 0 1 1 0V12c0 .554.446 1 .996 1h7.005A1 1 0 0 0 12 12v-1.5a.5.5 0 0 1 .5-.5M7.182 1.182a.45.45 0 0 1 .636 0l3 3a.45.45 0 0 1-.636.637L7.95 2.586V9.5a.45.45 0 0 1-.9 0V2.586L4.818 4.82a.45.45 0 0 1-.636-.637z"
        fill={color}
      />
    </svg>
  );
}
