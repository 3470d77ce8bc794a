/**
 * Where a page load's time goes, from a Chromium trace (the JSON `browser.stopTracing()` returns):
 * the page's main-thread time by script file and by kind of work, its blocking time after the first
 * contentful paint, its longest task and the time its dedicated workers ran. Pure: the trace is
 * recorded by lib/observed.ts.
 */
import { median } from "./bench-table.ts";

/** One trace event as Chromium writes it (times in microseconds). */
export interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  cat?: string;
  id?: string;
  args?: Record<string, unknown>;
}

/**
 * The categories recorded: Lighthouse's own set (its trace gatherer) without the screenshots, and
 * the JavaScript sampler, which names the scripts a module evaluation or a microtask ran.
 */
export const TRACE_CATEGORIES = [
  "disabled-by-default-v8.cpu_profiler",
  "-*",
  "toplevel",
  "disabled-by-default-lighthouse",
  "loading",
  "v8",
  "v8.execute",
  "blink.user_timing",
  "devtools.timeline",
  "disabled-by-default-devtools.timeline",
  "disabled-by-default-devtools.timeline.stack",
];

/** The events a thread's scheduler wraps each task in: a top-level task. */
const TASK_NAMES = new Set([
  "RunTask",
  "ThreadControllerImpl::RunTask",
  "ThreadControllerImpl::DoWork",
  "TaskQueueManager::ProcessTaskFromWorkQueue",
  "MessageLoop::RunTask",
]);

/** Events that run or compile script; the outermost one with a URL names the script. */
const SCRIPT_NAMES = new Set([
  "EvaluateScript",
  "v8.compile",
  "v8.compileModule",
  "v8.evaluateModule",
  "FunctionCall",
  "TimerFire",
  "EventDispatch",
  "RunMicrotasks",
  "FireAnimationFrame",
  "FireIdleCallback",
  "V8.Execute",
  "v8.run",
  "v8.callFunction",
]);

export const LAYOUT_STYLE_PAINT = "layout/style/paint";
export const PARSE_HTML = "parse HTML/CSS";
export const GC = "GC";
export const OTHER = "other";
/** Script work (a microtask, an event handler) the trace names no URL for. */
export const SCRIPT_WITHOUT_URL = "script, no URL";

const LAYOUT_NAMES = new Set([
  "ScheduleStyleRecalculation",
  "UpdateLayoutTree",
  "RecalculateStyles",
  "InvalidateLayout",
  "Layout",
  "PrePaint",
  "Paint",
  "PaintSetup",
  "PaintImage",
  "Decode Image",
  "RasterTask",
  "UpdateLayer",
  "UpdateLayerTree",
  "Layerize",
  "CompositeLayers",
  "Commit",
  "HitTest",
  "ScrollLayer",
  "Animation",
]);
const PARSE_NAMES = new Set(["ParseHTML", "ParseAuthorStyleSheet"]);
const GC_NAME = /^(MinorGC|MajorGC|GCEvent|BlinkGC|V8\.GC|CppGC|ThreadState::)/;

/** The budget a task may run before it blocks input (ms), as in Lighthouse's TBT. */
export const LONG_TASK_MS = 50;

/** A main-thread task (ms from any one origin). */
export interface Task {
  start: number;
  duration: number;
}

/**
 * Over the tasks that start after `fcp`, their time beyond 50 ms (the blocking time after the
 * first paint), and the longest of all: the rule for a trace's tasks and for the page's own
 * `longtask` entries (observed.ts).
 */
export function blockingTime(
  tasks: readonly Task[],
  fcp: number,
): { blockingMs: number; longestTaskMs: number } {
  return {
    blockingMs: tasks
      .filter((task) => task.start >= fcp)
      .reduce((sum, task) => sum + Math.max(0, task.duration - LONG_TASK_MS), 0),
    longestTaskMs: Math.max(0, ...tasks.map((task) => task.duration)),
  };
}

export interface TraceSummary {
  /** Main-thread time (ms) by script label (scriptLabel) and by the kinds of work above. */
  costs: Record<string, number>;
  /** All main-thread time in the trace (ms): the sum of `costs`. */
  mainThreadMs: number;
  /** Over top-level main-thread tasks that start after FCP, their time beyond 50 ms (ms). */
  blockingAfterFcpMs: number;
  /** The longest top-level main-thread task (ms). */
  longestTaskMs: number;
  /** The time top-level tasks ran on the page's dedicated workers (ms), not on the main thread. */
  workerMs: number;
  /** The first contentful paint, from the navigation (ms). */
  fcpMs: number;
  /** Main-thread tasks the measuring tool ran through DevTools (ms), left out of the above. */
  toolMs: number;
}

const asRecord = (value: unknown): Record<string, unknown> | undefined =>
  typeof value === "object" && value !== null ? (value as Record<string, unknown>) : undefined;
const asString = (value: unknown): string | undefined =>
  typeof value === "string" && value !== "" ? value : undefined;

/** The event's `args.data` (or `args.beginData`) field `key`. */
function dataField(event: TraceEvent, key: string): unknown {
  const args = asRecord(event.args);
  return asRecord(args?.data)?.[key] ?? asRecord(args?.beginData)?.[key];
}

/** The script URL an event names: its own URL or file name, else the top of its stack trace. */
export function eventUrl(event: TraceEvent): string | undefined {
  const stack = dataField(event, "stackTrace");
  const top = Array.isArray(stack) ? asRecord(stack[0]) : undefined;
  return (
    asString(dataField(event, "url")) ??
    asString(asRecord(event.args)?.fileName) ??
    asString(top?.url)
  );
}

/**
 * A script's row label: its file name without the build's hash (`framework-AbC12xyz.js` ->
 * `framework.js`); a script of the page itself (inline) is named by the page's path.
 */
export function scriptLabel(url: string): string {
  let pathname = url;
  try {
    pathname = new URL(url).pathname;
  } catch {
    // Not an absolute URL: label it as it is.
  }
  if (!pathname.endsWith(".js") && !pathname.endsWith(".mjs")) return `${pathname} (inline)`;
  const file = pathname.slice(pathname.lastIndexOf("/") + 1);
  return file.replace(/-[A-Za-z0-9_-]{8}(\.m?js)$/, "$1");
}

/** An event as an interval on its thread (ms), with the events nested in it. */
interface Span {
  event: TraceEvent;
  start: number;
  end: number;
  children: Span[];
}

/** The thread's events as spans: complete events and begin/end pairs. */
function spans(events: readonly TraceEvent[]): Span[] {
  const result: Span[] = [];
  const open: TraceEvent[] = [];
  const sorted = [...events].sort((a, b) => a.ts - b.ts);
  for (const event of sorted) {
    if (event.ph === "X") {
      result.push({
        event,
        start: event.ts / 1000,
        end: (event.ts + (event.dur ?? 0)) / 1000,
        children: [],
      });
    } else if (event.ph === "B") {
      open.push(event);
    } else if (event.ph === "E") {
      // An end closes the latest begin of its name (Chromium nests them), or the latest begin.
      const index = event.name
        ? open.findLastIndex((begun) => begun.name === event.name)
        : open.length - 1;
      const begun = index >= 0 ? open.splice(index, 1)[0] : undefined;
      if (begun) {
        result.push({ event: begun, start: begun.ts / 1000, end: event.ts / 1000, children: [] });
      }
    }
  }
  return result;
}

/** The spans nested by time: longer first at the same start, a child ends within its parent. */
function tree(all: Span[]): Span[] {
  const sorted = [...all].sort((a, b) => a.start - b.start || b.end - a.end);
  const roots: Span[] = [];
  const stack: Span[] = [];
  for (const span of sorted) {
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= span.start) stack.pop();
    const parent = stack.at(-1);
    if (parent && span.end <= parent.end) parent.children.push(span);
    else if (!parent) roots.push(span);
    else continue; // Overlaps its would-be parent's end: a malformed event, left out.
    stack.push(span);
  }
  return roots;
}

const duration = (span: Span) => span.end - span.start;

/** A span's self time: its duration less its children's. */
const selfTime = (span: Span) =>
  duration(span) - span.children.reduce((sum, child) => sum + duration(child), 0);

/** A JavaScript sample: when (ms) and the outermost script URL on its stack (if any). */
interface Sample {
  time: number;
  url: string | undefined;
}

/** The thread's JavaScript samples (its Profile and ProfileChunk events), in time order. */
function samples(events: readonly TraceEvent[], pid: number, tid: number): Sample[] {
  const profile = events.find((e) => e.name === "Profile" && e.pid === pid && e.tid === tid);
  if (!profile) return [];
  const parents = new Map<number, number>();
  const urls = new Map<number, string | undefined>();
  const result: { time: number; node: number }[] = [];
  let time = Number(dataField(profile, "startTime") ?? profile.ts);
  const chunks = events
    .filter((e) => e.name === "ProfileChunk" && e.pid === pid && e.id === profile.id)
    .sort((a, b) => a.ts - b.ts);
  for (const chunk of chunks) {
    const cpuProfile = asRecord(dataField(chunk, "cpuProfile"));
    const nodes = cpuProfile?.nodes;
    for (const node of Array.isArray(nodes) ? nodes : []) {
      const record = asRecord(node);
      if (typeof record?.id !== "number") continue;
      if (typeof record.parent === "number") parents.set(record.id, record.parent);
      urls.set(record.id, asString(asRecord(record.callFrame)?.url));
    }
    const ids = cpuProfile?.samples;
    const deltas = dataField(chunk, "timeDeltas");
    if (!Array.isArray(ids) || !Array.isArray(deltas)) continue;
    ids.forEach((node, i) => {
      time += Number(deltas[i] ?? 0);
      if (typeof node === "number") result.push({ time: time / 1000, node });
    });
  }
  /** The URL of the frame nearest the stack's root that has one. */
  const outermostUrl = (node: number): string | undefined => {
    let url: string | undefined;
    for (let id: number | undefined = node; id !== undefined; id = parents.get(id)) {
      url = urls.get(id) ?? url;
    }
    return url;
  };
  return result.map(({ time, node }) => ({ time, url: outermostUrl(node) }));
}

/** The first script URL in a span or the spans under it, in time order. */
function firstUrl(span: Span): string | undefined {
  if (SCRIPT_NAMES.has(span.event.name)) {
    const url = eventUrl(span.event);
    if (url) return url;
  }
  for (const child of span.children) {
    const url = firstUrl(child);
    if (url) return url;
  }
  return undefined;
}

/** The row of a span's self time if it is layout, parsing or GC, wherever it runs. */
function workRow(span: Span): string | null {
  const name = span.event.name;
  if (LAYOUT_NAMES.has(name)) return LAYOUT_STYLE_PAINT;
  if (PARSE_NAMES.has(name)) return PARSE_HTML;
  if (GC_NAME.test(name)) return GC;
  return null;
}

/** Who a script span's time goes to: script labels with their shares (summing to 1). */
type Owner = Map<string, number>;

/**
 * The owner of an outermost script span: its own URL; without one (a module evaluation, a
 * microtask, a timer), the outermost script URL of the JavaScript samples taken during it, in
 * proportion; without samples, the first URL under it.
 */
function ownerOf(span: Span, sampled: readonly Sample[]): Owner {
  const own = eventUrl(span.event);
  if (own) return new Map([[scriptLabel(own), 1]]);
  const counts = new Map<string, number>();
  let total = 0;
  for (const sample of sampled) {
    if (sample.time < span.start || sample.time > span.end || !sample.url) continue;
    const label = scriptLabel(sample.url);
    counts.set(label, (counts.get(label) ?? 0) + 1);
    total += 1;
  }
  if (total > 0) return new Map([...counts].map(([label, count]) => [label, count / total]));
  const url = firstUrl(span);
  return new Map([[url ? scriptLabel(url) : SCRIPT_WITHOUT_URL, 1]]);
}

/**
 * Adds each span's self time to its row: layout, style and paint, parsing and GC to their own rows
 * wherever they run (as Lighthouse's main-thread breakdown does); everything else inside a script
 * event to the script of the outermost script event (ownerOf); the rest to "other".
 */
function addCosts(
  span: Span,
  script: Owner | null,
  costs: Record<string, number>,
  sampled: readonly Sample[],
): void {
  const owner = script ?? (SCRIPT_NAMES.has(span.event.name) ? ownerOf(span, sampled) : null);
  const time = selfTime(span);
  const work = workRow(span);
  const shares: Owner = work ? new Map([[work, 1]]) : (owner ?? new Map([[OTHER, 1]]));
  for (const [key, share] of shares) costs[key] = (costs[key] ?? 0) + time * share;
  for (const child of span.children) addCosts(child, owner, costs, sampled);
}

/**
 * Whether a top-level task is the measuring tool's, not the page's: it handles a message of the
 * DevTools session (Playwright's own script, evaluated in the page for its waits and reads).
 */
function isToolTask(span: Span): boolean {
  const info = asRecord(asRecord(span.event.args)?.chrome_mojo_event_info);
  if (span.event.name === "Receive mojo message" && info?.mojo_interface_tag === DEVTOOLS_SESSION) {
    return true;
  }
  return span.children.some(isToolTask);
}

const DEVTOOLS_SESSION = "blink.mojom.DevToolsSession";

/** pid:tid of each thread named `name` (the trace's thread_name metadata). */
function threadsNamed(events: readonly TraceEvent[], test: (name: string) => boolean): Set<string> {
  const threads = new Set<string>();
  for (const event of events) {
    const name = asString(asRecord(event.args)?.name);
    if (event.ph === "M" && event.name === "thread_name" && name && test(name)) {
      threads.add(`${event.pid}:${event.tid}`);
    }
  }
  return threads;
}

/** The ids of the top-level frames the trace saw (a page's main frame keeps its id). */
function mainFrames(events: readonly TraceEvent[]): Set<string> {
  const frames = new Set<string>();
  for (const event of events) {
    if (event.name === "TracingStartedInBrowser") {
      const list = dataField(event, "frames");
      for (const frame of Array.isArray(list) ? list : []) {
        const record = asRecord(frame);
        const id = asString(record?.frame);
        if (id && !record?.parent) frames.add(id);
      }
    } else if (event.name === "FrameCommittedInBrowser") {
      const id = asString(dataField(event, "frame"));
      if (id && !dataField(event, "parent")) frames.add(id);
    }
  }
  return frames;
}

/** The navigation's start on the page's main thread (ms), for FCP as the page reports it. */
function navigationStart(events: readonly TraceEvent[], thread: string, before: number): number {
  const starts = events
    .filter(
      (event) =>
        event.name === "navigationStart" &&
        `${event.pid}:${event.tid}` === thread &&
        event.ts <= before,
    )
    .map((event) => event.ts);
  return starts.length > 0 ? Math.max(...starts) / 1000 : Number.NaN;
}

/**
 * The summary of a page load's trace. The page's main thread is the renderer thread that reported
 * the main frame's first contentful paint; its workers are the DedicatedWorker threads of the same
 * process.
 */
export function summarizeTrace(events: readonly TraceEvent[]): TraceSummary {
  const frames = mainFrames(events);
  const paints = events.filter((event) => event.name === "firstContentfulPaint");
  const fcp =
    paints.find((event) => frames.has(asString(asRecord(event.args)?.frame) ?? "")) ?? paints[0];
  if (!fcp) throw new Error("The trace has no first contentful paint");
  const thread = `${fcp.pid}:${fcp.tid}`;
  const fcpAt = fcp.ts / 1000;

  const allRoots = tree(spans(events.filter((e) => `${e.pid}:${e.tid}` === thread)));
  const toolTasks = allRoots.filter(isToolTask);
  const mainRoots = allRoots.filter((root) => !toolTasks.includes(root));
  const costs: Record<string, number> = {};
  const sampled = samples(events, fcp.pid, fcp.tid);
  for (const root of mainRoots) addCosts(root, null, costs, sampled);
  const tasks = mainRoots
    .filter((root) => TASK_NAMES.has(root.event.name))
    .map((root) => ({ start: root.start, duration: duration(root) }));
  const { blockingMs: blockingAfterFcpMs, longestTaskMs } = blockingTime(tasks, fcpAt);

  const workers = threadsNamed(events, (name) => name.startsWith("DedicatedWorker"));
  let workerMs = 0;
  for (const worker of workers) {
    if (!worker.startsWith(`${fcp.pid}:`)) continue;
    const roots = tree(spans(events.filter((e) => `${e.pid}:${e.tid}` === worker)));
    workerMs += roots.reduce((sum, root) => sum + duration(root), 0);
  }

  return {
    costs,
    mainThreadMs: Object.values(costs).reduce((sum, ms) => sum + ms, 0),
    blockingAfterFcpMs,
    longestTaskMs,
    workerMs,
    fcpMs: fcpAt - navigationStart(events, thread, fcp.ts),
    toolMs: toolTasks.reduce((sum, task) => sum + duration(task), 0),
  };
}

/** The rows that are kinds of work, not scripts. */
export const WORK_ROWS = [LAYOUT_STYLE_PAINT, PARSE_HTML, GC, SCRIPT_WITHOUT_URL, OTHER];

/**
 * The costs of several loads as rows of medians: the `top` scripts by median time, the rest of
 * the scripts in one row, then the kinds of work. A row a load lacks counts 0 ms for it.
 */
export function costRows(
  loads: readonly Record<string, number>[],
  top = 12,
): { label: string; runs: number[] }[] {
  const labels = new Set(loads.flatMap((costs) => Object.keys(costs)));
  const rowOf = (label: string) => ({ label, runs: loads.map((costs) => costs[label] ?? 0) });
  const scripts = [...labels]
    .filter((label) => !WORK_ROWS.includes(label))
    .map(rowOf)
    .sort((a, b) => median(b.runs) - median(a.runs) || a.label.localeCompare(b.label));
  const rest = scripts.slice(top);
  const rows = scripts.slice(0, top);
  if (rest.length > 0) {
    rows.push({
      label: `${rest.length} other scripts`,
      runs: loads.map((_, i) => rest.reduce((sum, script) => sum + (script.runs[i] ?? 0), 0)),
    });
  }
  return [...rows, ...WORK_ROWS.filter((label) => labels.has(label)).map(rowOf)];
}
