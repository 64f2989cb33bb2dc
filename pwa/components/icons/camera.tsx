import type { IconProps } from './icon-props';

/** Radix Icons' `camera` (pwa/components/icons/README.md). */
export function CameraIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M13 2a2 2 0 0 1 2 2v7a2 2 0 0 1-2 2H2a2 2 0 0 1-1.99-1.796L0 11V4a2 2 0 0 1 2-2zM2 3a1 1 0 0 0-1 1v7l.005.102A1 1 0 0 0 2 12h11a1 1 0 0 0 1-1V4a1 1 0 0 0-1-1zm7.686.988a3.6 3.6 0 0 1 3.416 3.596l-.005.186A3.6 3.6 0 0 1 9.5 11.185l-.185-.004a3.6 3.6 0 0 1-3.41-3.411l-.006-.186c0-1.988 1.613-3.6 3.601-3.6zm-.186.995a2.601 2.601 0 1 0 0 5.203a2.601 2.601 0 0 0 0-5.203M4.75 4a.25.25 0 0 1 .25.25v1.505a.25.25 0 0 1-.25.25h-2.5a.25.25 0 0 1-.25-.25V4.25A.25.25 0 0 1 2.25 4z"
        fill={color}
      />
    </svg>
  );
}
