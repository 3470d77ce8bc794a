/**
 * Dates and times as the back office shows them: "8 Dec 2026, 14:05" (24-hour clock), in a given
 * time zone, the same in every browser. This is the one place the dashboard's date formatting
 * comes from: switching it to the product's shared date module changes only this file.
 */
import { localDateTime } from "@shared/scheduling/zones";

const MONTHS = "Jan Feb Mar Apr May Jun Jul Aug Sep Oct Nov Dec".split(" ");

/** The instant `ms` in `timeZone`, as "8 Dec 2026, 14:05". */
export function formatDateTime(ms: number, timeZone: string): string {
  const { date, time } = localDateTime(ms, timeZone);
  const month = MONTHS[Number(date.slice(5, 7)) - 1] ?? "";
  return `${Number(date.slice(8, 10))} ${month} ${date.slice(0, 4)}, ${time}`;
}
