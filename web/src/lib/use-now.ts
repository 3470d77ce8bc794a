/** The current time, kept current while a page stays open. */
import { useEffect, useState } from "react";

const NO_INSTANTS: readonly number[] = [];

/** How long after an instant the time is renewed, so that what ends at it has ended. */
export const RENEW_AFTER_MS = 20;

/**
 * When the time next needs renewing after `now`: the next multiple of `every` ms (aligned to the
 * clock) or the soonest of `instants` still to come, whichever is first.
 */
export function nextRenewal(now: number, every: number, instants: readonly number[]): number {
  return instants.reduce(
    (soonest, instant) => (instant > now && instant < soonest ? instant : soonest),
    Math.floor(now / every) * every + every,
  );
}

/**
 * Now, renewed at each multiple of `every` ms and at each of `instants` still to come (a hold's
 * expiry): the component renders again then.
 */
export function useNow(every: number, instants: readonly number[] = NO_INSTANTS): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const at = nextRenewal(now, every, instants);
    const timer = setTimeout(() => setNow(Date.now()), at - now + RENEW_AFTER_MS);
    return () => clearTimeout(timer);
  }, [now, every, instants]);
  return now;
}
