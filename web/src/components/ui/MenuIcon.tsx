/** A drawing of round-capped strokes in the current text colour, hidden from screen readers. */
function StrokeIcon({ path, size }: { path: string; size: number }) {
  return (
    <svg width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
      <path d={path} stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

export function MenuIcon() {
  return <StrokeIcon path="M3 6h18M3 12h18M3 18h18" size={22} />;
}

export function CloseIcon() {
  return <StrokeIcon path="M5 5l14 14M19 5L5 19" size={16} />;
}
