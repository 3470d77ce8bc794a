/**
 * Two bounds the server and the browser draw alike: until when a customer may still move or
 * cancel a call (its cutoff), and which busy documents a computation of free times reads (the
 * busy window).
 */
const HOUR = 3_600_000;

/** The instant from which a customer may no longer move or cancel a call starting at `start`. */
export function cutoffOf(start: number, cutoffHours: number): number {
  return start - cutoffHours * HOUR;
}

/**
 * Whether a customer may still move or cancel, at `now`, a call starting at `start`: only before
 * its cutoff (at the cutoff itself, no longer). Admins are not bound by it.
 */
export function beforeCutoff(start: number, cutoffHours: number, now: number): boolean {
  return now < cutoffOf(start, cutoffHours);
}
