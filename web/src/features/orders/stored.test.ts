import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { whenStored } from "./stored";

/** A promise that never settles: the SDK that never hears back. */
const never = () => new Promise<void>(() => undefined);

describe("whenStored", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal("navigator", { onLine: true });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("resolves when the server has the write although the SDK never says so", async () => {
    const answers = [false, false, true];
    const check = vi.fn(() => Promise.resolve(answers.shift() ?? false));
    let done = false;
    void whenStored(never(), check, 1000).then(() => (done = true));
    await vi.advanceTimersByTimeAsync(2000);
    expect(done).toBe(false);
    await vi.advanceTimersByTimeAsync(1000);
    expect(done).toBe(true);
    expect(check).toHaveBeenCalledTimes(3);
    // Settled: no more questions to the server.
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).toHaveBeenCalledTimes(3);
  });

  it("resolves with the SDK and then stops asking", async () => {
    const check = vi.fn(() => Promise.resolve(false));
    await expect(whenStored(Promise.resolve(), check, 1000)).resolves.toBeUndefined();
    await vi.advanceTimersByTimeAsync(5000);
    expect(check).not.toHaveBeenCalled();
  });

  it("rejects when the SDK refuses the write and the server does not have it", async () => {
    const check = vi.fn(() => Promise.resolve(false));
    await expect(
      whenStored(Promise.reject(new Error("permission-denied")), check, 1000),
    ).rejects.toThrow("permission-denied");
    expect(check).toHaveBeenCalledTimes(1);
  });

  it("rejects with the SDK's error when the server cannot be asked", async () => {
    const check = vi.fn(() => Promise.reject(new Error("network")));
    await expect(
      whenStored(Promise.reject(new Error("failed-precondition")), check, 1000),
    ).rejects.toThrow("failed-precondition");
  });

  it("resolves when the SDK reports a failure but the server has the write", async () => {
    const check = vi.fn(() => Promise.resolve(true));
    await expect(
      whenStored(Promise.reject(new Error("failed-precondition")), check, 1000),
    ).resolves.toBeUndefined();
  });

  it("does not ask while offline, and ignores a failed check", async () => {
    vi.stubGlobal("navigator", { onLine: false });
    const check = vi.fn(() => Promise.reject(new Error("network")));
    void whenStored(never(), check, 1000);
    await vi.advanceTimersByTimeAsync(3000);
    expect(check).not.toHaveBeenCalled();
    vi.stubGlobal("navigator", { onLine: true });
    await vi.advanceTimersByTimeAsync(1000);
    expect(check).toHaveBeenCalledTimes(1);
  });
});
