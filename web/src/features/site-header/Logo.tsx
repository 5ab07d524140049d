/** The TypeAtlas mark: four quadrants in the family colours (decorative; the link carries the name). */
export function Logo({ size = 32 }: { size?: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 32 32" aria-hidden="true" focusable="false">
      <rect x="2" y="2" width="13" height="13" rx="4" fill="var(--color-red)" />
      <rect x="17" y="2" width="13" height="13" rx="6.5" fill="var(--color-mint)" />
      <rect x="2" y="17" width="13" height="13" rx="6.5" fill="var(--color-blue)" />
      <rect x="17" y="17" width="13" height="13" rx="4" fill="var(--color-orange)" />
    </svg>
  );
}
