/**
 * Moving a call keeps its host whenever that host is free at the new time; when only other hosts
 * are, the call goes to one of them (the server takes the one with the fewest calls that day).
 * The pickers say so beside such a time, so nobody gets another host without being told.
 */

/** The words beside a time: "with Maya Chen" (or "with A or B"), or null when the host stays. */
export function hostChangeLabel(
  /** The hosts free at that time (a slot's `hostIds`). */
  hostIds: readonly string[],
  /** The call's host now. */
  currentHostId: string,
  /** The hosts' names by id. */
  names: ReadonlyMap<string, string>,
): string | null {
  if (hostIds.length === 0 || hostIds.includes(currentHostId)) return null;
  const named = [...new Set(hostIds.map((id) => names.get(id) || "another host"))];
  const last = named.pop() ?? "";
  return `with ${named.length === 0 ? last : `${named.join(", ")} or ${last}`}`;
}
