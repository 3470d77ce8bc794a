import { existsSync, mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { acquireMachineLock } from "./machine-lock.ts";

const lockIn = () => path.join(mkdtempSync(path.join(os.tmpdir(), "lock-")), "emulators.lock");

describe("acquireMachineLock", () => {
  it("takes a free lock at once, with this process's pid, and releases it", async () => {
    const file = lockIn();
    const release = await acquireMachineLock(file, () => {
      throw new Error("should not wait");
    });
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
    expect(existsSync(file)).toBe(false);
  });

  it("takes over a lock whose owner is gone", async () => {
    const file = lockIn();
    writeFileSync(file, "2147483646"); // no such process
    const release = await acquireMachineLock(file, () => {
      throw new Error("should not wait");
    });
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
  });

  it("waits while a live process holds it, and takes it once it is released", async () => {
    const file = lockIn();
    const first = await acquireMachineLock(file);
    // A lock held by a live process other than the waiter: the parent of this test process.
    writeFileSync(file, String(process.ppid));
    const waited: number[] = [];
    const second = acquireMachineLock(file, (pid) => waited.push(pid));
    await expect.poll(() => waited).toEqual([process.ppid]);
    first(); // not the owner any more: leaves the file alone
    expect(existsSync(file)).toBe(true);
    writeFileSync(file, "2147483646"); // the holder has gone
    const release = await second;
    expect(readFileSync(file, "utf8")).toBe(String(process.pid));
    release();
  });
});
