const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string): string {
  return `${String(count)} ${unit}${count === 1 ? "" : "s"}`;
}

export function accountAge(createdAt: string, now = Date.now()): string {
  const created = Date.parse(createdAt);
  if (Number.isNaN(created)) return "created at an unknown time";
  const age = Math.max(0, now - created);
  if (age < MINUTE) return "created just now";
  if (age < HOUR) return `created ${plural(Math.floor(age / MINUTE), "minute")} ago`;
  if (age < DAY) return `created ${plural(Math.floor(age / HOUR), "hour")} ago`;
  if (age < 60 * DAY) return `created ${plural(Math.floor(age / DAY), "day")} ago`;
  if (age < 730 * DAY) return `created ${plural(Math.floor(age / (30 * DAY)), "month")} ago`;
  return `created ${plural(Math.floor(age / (365 * DAY)), "year")} ago`;
}
