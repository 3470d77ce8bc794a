/** Read-only stars on a 0-5 scale in whole steps (spec section 9); the exact value is in the label. */
export function StarRating({ value, size = 18 }: { value: number; size?: number }) {
  const filled = Math.max(0, Math.min(5, Math.round(value)));
  return (
    <span
      role="img"
      aria-label={`Rated ${value} out of 5`}
      style={{ display: "inline-flex", gap: "0.125rem" }}
    >
      {[0, 1, 2, 3, 4].map((index) => (
        <svg key={index} width={size} height={size} viewBox="0 0 24 24" aria-hidden="true">
          <path
            d="M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6L2.5 9.4l6.6-.8z"
            fill={index < filled ? "#f5a524" : "#d4d8e2"}
          />
        </svg>
      ))}
    </span>
  );
}
