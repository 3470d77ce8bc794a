export function Options({ of }: { of: readonly (readonly [string, string])[] }) {
  return of.map(([value, label]) => (
    <option key={value} value={value}>
      {label}
    </option>
  ));
}
