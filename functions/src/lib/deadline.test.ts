import { describe, expect, it } from "vitest";
import { DatabaseTimeout, withDeadline } from "./deadline";

const never = () => new Promise<never>(() => undefined);
const after = <T>(ms: number, value: T) =>
  new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));

describe("withDeadline", () => {
  it("passes on a result that comes in time", async () => {
    await expect(withDeadline(after(5, "done"), 200)).resolves.toBe("done");
  });

  it("passes on a failure that comes in time", async () => {
    await expect(withDeadline(Promise.reject(new Error("denied")), 200)).rejects.toThrow("denied");
  });

  it("rejects with a DatabaseTimeout (code deadline-exceeded) when the work hangs", async () => {
    const started = Date.now();
    const error: unknown = await withDeadline(never(), 50).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseTimeout);
    expect((error as DatabaseTimeout).code).toBe("deadline-exceeded");
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
    expect(Date.now() - started).toBeLessThan(1000);
  });

  it("aborts the signal so late work can stop before it writes", async () => {
    const writes: string[] = [];
    const late = withDeadline(async (signal) => {
      await after(80, "read");
      signal.throwIfAborted();
      writes.push("write");
    }, 20);
    await expect(late).rejects.toBeInstanceOf(DatabaseTimeout);
    await after(120, null);
    expect(writes).toEqual([]);

    await withDeadline(async (signal) => {
      await after(5, "read");
      signal.throwIfAborted();
      writes.push("write");
    }, 200);
    expect(writes).toEqual(["write"]);
  });
});
