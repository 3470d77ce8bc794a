import { Subject } from "rxjs";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { serverFirst } from "./server-first";

interface Snapshot {
  docs: string[];
  metadata: { fromCache: boolean };
}
const cached = (...docs: string[]): Snapshot => ({ docs, metadata: { fromCache: true } });
const fromServer = (...docs: string[]): Snapshot => ({ docs, metadata: { fromCache: false } });

/** serverFirst over a subject the test feeds; what it lets through, in order. */
function run(online = true) {
  const source = new Subject<Snapshot>();
  const shown: string[][] = [];
  const subscription = serverFirst(source, 3000, () => online).subscribe((snapshot) =>
    shown.push(snapshot.docs),
  );
  return { source, shown, subscription };
}

describe("serverFirst", () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it("holds back the cache's partial answer and shows the server's", () => {
    const { source, shown } = run();
    source.next(cached("web-design"));
    expect(shown).toEqual([]);
    source.next(fromServer("seo", "web-design", "ads", "social"));
    expect(shown).toEqual([["seo", "web-design", "ads", "social"]]);
  });

  it("shows every later snapshot once the server has answered, from the cache too", () => {
    const { source, shown } = run();
    source.next(fromServer("seo"));
    source.next(cached("seo", "ads"));
    expect(shown).toEqual([["seo"], ["seo", "ads"]]);
  });

  it("shows the cache's answer when the server has not answered within the wait", () => {
    const { source, shown } = run();
    source.next(cached("web-design"));
    vi.advanceTimersByTime(2999);
    expect(shown).toEqual([]);
    vi.advanceTimersByTime(1);
    expect(shown).toEqual([["web-design"]]);
    source.next(cached("web-design", "seo"));
    expect(shown).toEqual([["web-design"], ["web-design", "seo"]]);
  });

  it("shows a cache answer that comes after the wait at once", () => {
    const { source, shown } = run();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([]);
    source.next(cached("seo"));
    expect(shown).toEqual([["seo"]]);
  });

  it("shows the cache's answer at once while offline", () => {
    const { source, shown } = run(false);
    source.next(cached("web-design"));
    expect(shown).toEqual([["web-design"]]);
  });

  it("stops its timer when unsubscribed, and passes errors on", () => {
    const { source, shown, subscription } = run();
    source.next(cached("web-design"));
    subscription.unsubscribe();
    vi.advanceTimersByTime(5000);
    expect(shown).toEqual([]);
    const errors: unknown[] = [];
    serverFirst(source).subscribe({ error: (error: unknown) => errors.push(error) });
    source.error(new Error("permission-denied"));
    expect(errors).toEqual([new Error("permission-denied")]);
  });
});
