/** The time and the agency's date, kept current while a page stays open (past midnight too). */
import { useEffect, useState } from "react";
import { localDate } from "@shared/scheduling/zones";

const MINUTE = 60_000;

/** Now, to the minute: the page renders again each minute. */
export function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return now;
}

/** The agency's date today. */
export function useToday(timeZone: string): string {
  return localDate(useNow(), timeZone);
}
