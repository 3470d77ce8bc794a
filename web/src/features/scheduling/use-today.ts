/** The agency's date, kept current while a page stays open (past midnight too). */
import { useEffect, useState } from "react";
import { localDate } from "@shared/scheduling/zones";

const MINUTE = 60_000;

export function useToday(timeZone: string): string {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), MINUTE);
    return () => clearInterval(timer);
  }, []);
  return localDate(now, timeZone);
}
