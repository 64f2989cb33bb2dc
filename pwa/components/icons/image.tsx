import type { IconProps } from './icon-props';

/** Radix Icons' `image` (pwa/components/icons/README.md). */
export function ImageIcon({ color = 'currentColor', ...props }: IconProps) {
  return (
    <svg width="15" height="15" viewBox="0 0 15 15" fill="none" xmlns="http://www.w3.org/2000/svg" {...props}>
      <path
        d="M12.5 1A1.5 1.5 0 0 1 14 2.5v10a1.5 1.5 0 0 1-1.5 1.5h-10a1.5 1.5 0 0 1-1.492-1.347L1 12.5v-10A1.5 1.5 0 0 1 2.5 1zM2 9.636V12.5l.01.1c.04.196.194.35.39.39l.1.01h6.441l-1.413-1.56v-.002l-3.54-3.79zm6.483 1.516L10.155 13H12.5l.1-.01a.5.5 0 0 0 .39-.39l.01-.1v-1.863l-2-2zM2.4 2.01a.5.5 0 0 0-.4.49v5.863l1.682-1.681l.07-.057a.45.45 0 0 1 .577.068l3.544 3.796l2.809-2.807l.07-.058a.45.45 0 0 1 .566.058L13 9.363V2.5a.5.5 0 0 0-.4-.49L12.5 2h-10zm5.1 1.739a1.751 1.751 0 1 1 0 3.502a1.751 1.751 0 0 1 0-3.502m0 .9a.85.85 0 1 0 0 1.701a.85.85 0 0 0 0-1.7"
        fill={color}
      />
    </svg>
  );
}
