import type { IconProps } from './icon-props';

/** Radix Icons' `trash` (pwa/components/icons/README.md). */
export function TrashIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M11.5 3a.5.5 0 0 1 0 1H11v8l-.005.102a1 1 0 0 1-.893.893L10 13H5l-.103-.005a1 1 0 0 1-.892-.893L4 12V4h-.5a.5.5 0 0 1 0-1zM5 12h5V4H5zM9.5 1a.5.5 0 0 1 0 1h-4a.5.5 0 0 1 0-1z"
        fill={color}
      />
    </svg>
  );
}
