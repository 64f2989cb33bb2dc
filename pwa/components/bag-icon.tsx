/** A shopping bag in the 15 × 15 line style of the other icons (Radix Icons has no cart or bag). */
export function BagIcon({ size = 15 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 15 15" fill="none" aria-hidden="true">
      <path
        d="M3 5h9l-.7 8H3.7L3 5Z M5.25 5V4a2.25 2.25 0 0 1 4.5 0v1"
        stroke="currentColor"
        strokeWidth="1.1"
        strokeLinejoin="round"
        strokeLinecap="round"
      />
    </svg>
  );
}
