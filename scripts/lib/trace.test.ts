import { describe, expect, it } from "vitest";
import { costRows, scriptLabel, summarizeTrace, type TraceEvent } from "./trace.ts";

const ASSETS = "http://127.0.0.1:5000/assets";
const MAIN = { pid: 1, tid: 1 };
const WORKER = { pid: 1, tid: 2 };

/** A complete event at `ms` lasting `durMs` (the trace counts microseconds). */
const x = (
  name: string,
  ms: number,
  durMs: number,
  thread = MAIN,
  args: Record<string, unknown> = {},
): TraceEvent => ({ name, ph: "X", ts: ms * 1000, dur: durMs * 1000, ...thread, args });
const script = (name: string, ms: number, durMs: number, url: string) =>
  x(name, ms, durMs, MAIN, { data: { url } });
const threadName = (pid: number, tid: number, name: string): TraceEvent => ({
  name: "thread_name",
  ph: "M",
  ts: 0,
  pid,
  tid,
  args: { name },
});

/**
 * The main frame F1 on renderer 1 (an iframe F2 paints first on the same thread), a second
 * renderer with a long task of its own, and workers in both.
 */
const TRACE: TraceEvent[] = [
  threadName(1, 1, "CrRendererMain"),
  threadName(1, 2, "DedicatedWorker thread"),
  threadName(2, 1, "CrRendererMain"),
  threadName(2, 2, "DedicatedWorker thread"),
  {
    name: "TracingStartedInBrowser",
    ph: "I",
    ts: 900_000,
    pid: 9,
    tid: 9,
    args: {
      data: {
        frames: [
          { frame: "F1", url: "about:blank", processId: 1 },
          { frame: "F2", url: "about:blank", processId: 1, parent: "F1" },
        ],
      },
    },
  },
  { name: "navigationStart", ph: "R", ts: 1_000_000, ...MAIN, args: { frame: "F1" } },
  { name: "firstContentfulPaint", ph: "R", ts: 1_100_000, ...MAIN, args: { frame: "F2" } },
  { name: "firstContentfulPaint", ph: "R", ts: 1_200_000, ...MAIN, args: { frame: "F1" } },

  // Before FCP, 100 ms: parsing that runs the entry (which calls into the framework), then the
  // framework's evaluation with a GC inside it.
  x("RunTask", 1050, 100),
  { name: "ParseHTML", ph: "B", ts: 1_050_000, ...MAIN, args: { beginData: { url: "/" } } },
  script("EvaluateScript", 1055, 10, `${ASSETS}/entry.client-XyZ12345.js`),
  script("FunctionCall", 1056, 4, `${ASSETS}/framework-AbC12_-x.js`),
  { name: "ParseHTML", ph: "E", ts: 1_070_000, ...MAIN },
  script("EvaluateScript", 1080, 60, `${ASSETS}/framework-AbC12_-x.js`),
  x("MinorGC", 1090, 5),

  // After FCP, 120 ms: a timer (no URL of its own) running the Firestore SDK, then a layout.
  x("RunTask", 1300, 120),
  x("TimerFire", 1300, 80, MAIN, { data: { timerId: 7 } }),
  script("FunctionCall", 1310, 70, `${ASSETS}/index.esm-B1x_9z-Q.js`),
  x("Layout", 1385, 30),

  // After FCP, 60 ms: microtasks, named by the JavaScript samples taken while they ran (below).
  x("RunTask", 1500, 60),
  x("RunMicrotasks", 1500, 40),

  // 30 ms, not long: a style recalculation, and an event handler nothing names.
  x("RunTask", 1600, 30),
  x("UpdateLayoutTree", 1600, 10),
  x("EventDispatch", 1610, 5, MAIN, { data: { type: "click" } }),

  // The main thread's sampler (its chunks come from another thread): in the microtasks, three
  // samples under the entry (calling the framework), one in live-top, one with no script (not
  // counted); one more after them.
  {
    name: "Profile",
    ph: "P",
    ts: 1_500_000,
    ...MAIN,
    id: "0x1",
    args: { data: { startTime: 1_500_000 } },
  },
  {
    name: "ProfileChunk",
    ph: "P",
    ts: 1_600_000,
    pid: 1,
    tid: 5,
    id: "0x1",
    args: {
      data: {
        cpuProfile: {
          nodes: [
            { id: 1, callFrame: { functionName: "(root)", url: "" } },
            { id: 2, parent: 1, callFrame: { functionName: "(program)", url: "" } },
            { id: 3, parent: 1, callFrame: { url: `${ASSETS}/entry.client-XyZ12345.js` } },
            { id: 4, parent: 3, callFrame: { url: `${ASSETS}/framework-AbC12_-x.js` } },
            { id: 5, parent: 1, callFrame: { url: `${ASSETS}/live-top-D-UlFw8l.js` } },
          ],
          samples: [2, 4, 4, 4, 5, 4],
        },
        timeDeltas: [1000, 10_000, 10_000, 10_000, 5000, 30_000],
      },
    },
  },

  // After FCP, 90 ms: the measuring tool's script, run through the DevTools session: not the page's.
  x("RunTask", 1700, 90),
  x("Receive mojo message", 1700, 90, MAIN, {
    chrome_mojo_event_info: { mojo_interface_tag: "blink.mojom.DevToolsSession" },
  }),
  x("EvaluateScript", 1705, 80),

  // The page's worker: 200 ms, its nested events not counted twice.
  x("RunTask", 1400, 200, WORKER),
  x("EvaluateScript", 1400, 150, WORKER, { data: { url: `${ASSETS}/worker-AAAAAAAA.js` } }),

  // Another renderer's work is not the page's.
  x("RunTask", 1300, 400, { pid: 2, tid: 1 }),
  x("RunTask", 1300, 500, { pid: 2, tid: 2 }),
];

describe("summarizeTrace", () => {
  it("splits the main thread's time by script and by kind of work", () => {
    const summary = summarizeTrace(TRACE);
    expect(summary.costs).toEqual({
      "entry.client.js": 10 + 30,
      "framework.js": 55,
      "index.esm.js": 80,
      "live-top.js": 10,
      "layout/style/paint": 40,
      "parse HTML/CSS": 10,
      GC: 5,
      "script, no URL": 5,
      other: 65,
    });
    expect(summary.mainThreadMs).toBe(310);
  });

  it("counts blocking time after the main frame's FCP, the longest task and the worker's time", () => {
    const summary = summarizeTrace(TRACE);
    expect(summary.fcpMs).toBe(200);
    // 120 - 50 and 60 - 50; the 100 ms task started before FCP.
    expect(summary.blockingAfterFcpMs).toBe(80);
    expect(summary.longestTaskMs).toBe(120);
    expect(summary.workerMs).toBe(200);
    expect(summary.toolMs).toBe(90);
  });

  it("refuses a trace without a first contentful paint", () => {
    expect(() => summarizeTrace(TRACE.filter((e) => e.name !== "firstContentfulPaint"))).toThrow(
      /no first contentful paint/,
    );
  });
});

describe("scriptLabel", () => {
  it("names a chunk by its file without the build's hash, and the page's own scripts by path", () => {
    expect(scriptLabel(`${ASSETS}/index.esm-B1x_9z-Q.js`)).toBe("index.esm.js");
    expect(scriptLabel(`${ASSETS}/live-top-D-UlFw8l.js`)).toBe("live-top.js");
    expect(scriptLabel(`${ASSETS}/root.js`)).toBe("root.js");
    expect(scriptLabel("http://127.0.0.1:5000/services")).toBe("/services (inline)");
  });
});

describe("costRows", () => {
  it("keeps the top scripts by median, sums the rest, then the kinds of work", () => {
    const loads: Record<string, number>[] = [
      { "a.js": 10, "b.js": 30, "c.js": 1, GC: 4, other: 2 },
      { "a.js": 20, "b.js": 40, "d.js": 3, GC: 6 },
      { "a.js": 30, "b.js": 20, other: 1 },
    ];
    expect(costRows(loads, 1)).toEqual([
      { label: "b.js", runs: [30, 40, 20] },
      { label: "3 other scripts", runs: [11, 23, 30] },
      { label: "GC", runs: [4, 6, 0] },
      { label: "other", runs: [2, 0, 1] },
    ]);
  });
});
