import type { IconProps } from './icon-props';

/** Radix Icons' `exclamation-triangle` (pwa/components/icons/README.md). */
export function ExclamationTriangleIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M6.642.483a1.1 1.1 0 0 1 1.803.125l6.394 10.729A1.1 1.1 0 0 1 13.894 13H1.106a1.1 1.1 0 0 1-.944-1.663L6.555.608zm.81.6l-.037.038L1.02 11.848a.1.1 0 0 0 .086.152h12.788a.1.1 0 0 0 .086-.152L7.586 1.121a.1.1 0 0 0-.134-.037m.047 8.643a.75.75 0 1 1 0 1.5a.75.75 0 0 1 0-1.5m0-5.94c.383 0 .689.318.674.7l-.153 4a.52.52 0 0 1-1.038 0l-.154-4.001a.674.674 0 0 1 .672-.7"
        fill={color}
      />
    </svg>
  );
}
