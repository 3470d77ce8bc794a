/** The time and the agency's date, kept current while a page stays open (past midnight too). */
import { localDate } from "@shared/scheduling/zones";
import { useNow } from "@/lib/use-now";

const MINUTE = 60_000;

/** Now, to the minute: the page renders again at each minute. */
export const useMinute = (): number => useNow(MINUTE);

/** The agency's date today. */
export function useToday(timeZone: string): string {
  return localDate(useMinute(), timeZone);
}
