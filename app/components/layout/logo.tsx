/** The church's mark: a redwood over a wave, drawn in SVG so it stays sharp and costs no request. */
export function Logo({ size = 40 }: { size?: number }) {
  return (
    <svg className="logo-mark" width={size} height={size} viewBox="0 0 40 40" aria-hidden="true" focusable="false">
      <circle cx="20" cy="20" r="19" fill="currentColor" opacity="0.15" />
      <path d="M20 5 L28 18 H24 L30 27 H10 L16 18 H12 Z" fill="currentColor" />
      <rect x="18.5" y="27" width="3" height="5" fill="currentColor" />
      <path d="M6 33 Q11 29 16 33 T26 33 T36 33" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}
