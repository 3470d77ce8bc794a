/** Start-up and render timings for `npm run bench`: fresh Node processes, and warm `ssr` calls. */
import { spawnSync } from "node:child_process";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT, URLS } from "./config.ts";
import { percentile } from "./rest-load.ts";

export const SSR_FUNCTION_URL = `${URLS.functions}/demo-agency/us-central1/ssr`;

/** Durations (ms) of `count` sequential renders of `page`, each a 200. */
export async function warmRenderMs(page: string, count = 50): Promise<number[]> {
  const durations: number[] = [];
  for (let i = 0; i < count; i += 1) {
    const started = performance.now();
    const res = await fetch(`${SSR_FUNCTION_URL}${page}`);
    await res.arrayBuffer();
    if (res.status !== 200)
      throw new Error(`GET ${page} from the ssr function: HTTP ${res.status}`);
    durations.push(performance.now() - started);
  }
  return durations;
}

export function quantiles(durations: readonly number[]): { p50: number; p95: number } {
  const sorted = [...durations].sort((a, b) => a - b);
  return { p50: percentile(sorted, 0.5), p95: percentile(sorted, 0.95) };
}

/** 5 fresh Node processes running `args`, each printing how long its work took (ms). */
export function freshNodeRunsMs(
  what: string,
  args: string[],
  cwd: string,
  env: Record<string, string>,
): number[] {
  return Array.from({ length: 5 }, () => {
    const result = spawnSync(process.execPath, args, {
      cwd,
      encoding: "utf8",
      env: { ...process.env, ...env },
    });
    if (result.status !== 0) throw new Error(`${what} failed: ${result.stderr}`);
    return Number(result.stdout);
  });
}

/** Cold starts of the renderer: a new Node process imports functions/ssr and renders `page`. */
export function coldRenderMs(page: string, env: Record<string, string>): number[] {
  const build = pathToFileURL(path.join(ROOT, "functions", "ssr", "index.js")).href;
  const script =
    "const t=performance.now();" +
    `const {handle}=await import(${JSON.stringify(build)});` +
    `const r=await handle(new Request("http://localhost${page}"));await r.text();` +
    "if(r.status!==200)throw new Error('HTTP '+r.status);" +
    "process.stdout.write(String(performance.now()-t));process.exit(0)";
  const args = ["--input-type=module", "-e", script];
  return freshNodeRunsMs(`Cold render of ${page}`, args, path.join(ROOT, "functions"), env);
}
