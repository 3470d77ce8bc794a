import { useEffect, useRef } from "react";
import { useBlocker } from "react-router-dom";

export const LEAVE_QUESTION = "You have unsaved changes. Leave without saving them?";

/** While `dirty`, asks before the user leaves: with `confirm`, or the browser's own prompt. */
export function useLeaveGuard(dirty: boolean, confirm: (question: string) => Promise<boolean>) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  // One question per blocked navigation, however often the page renders while it is open.
  const asking = useRef(false);

  useEffect(() => {
    if (blocker.state !== "blocked" || asking.current) return;
    asking.current = true;
    void confirm(LEAVE_QUESTION).then((leave) => {
      asking.current = false;
      if (leave) blocker.proceed();
      else blocker.reset();
    });
  }, [blocker, confirm]);

  useEffect(() => {
    if (!dirty) return undefined;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener("beforeunload", ask);
    return () => window.removeEventListener("beforeunload", ask);
  }, [dirty]);
}
