/**
 * The bench's figures and table: each figure's median, the spread of its runs, its target and
 * PASS/FAIL. A figure not measured is a FAIL row with the reason: a crash never reads as a pass.
 */

export type Target = { max: number } | { min: number } | null;

export interface Figure {
  name: string;
  /** The median when the figure was measured several times. NaN when it could not be measured. */
  value: number;
  unit: string;
  /** "<= 200" or ">= 95" style target, or null for figures that are only reported. */
  target: Target;
  /** Lowest and highest of the repeated runs behind `value`. */
  spread?: { min: number; max: number } | undefined;
  /** Why the figure could not be measured (the row then FAILs). */
  error?: string | undefined;
}

export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return Number.NaN;
  return sorted.length % 2
    ? (sorted[mid] ?? Number.NaN)
    : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2;
}

/** A figure measured several times: the median, with the spread of the runs. */
export function repeated(
  name: string,
  runs: readonly number[],
  unit: string,
  target: Target = null,
): Figure {
  const finite = runs.filter((run) => Number.isFinite(run));
  if (finite.length === 0) {
    return { name, value: Number.NaN, unit, target, error: "no run produced a value" };
  }
  return {
    name,
    value: median(finite),
    unit,
    target,
    spread: finite.length > 1 ? { min: Math.min(...finite), max: Math.max(...finite) } : undefined,
  };
}

/** A figure measured once. */
export function once(name: string, value: number, unit: string, target: Target = null): Figure {
  return { name, value, unit, target };
}

/** A row for something that could not be measured: always a FAIL, with the reason. */
export function failedRow(name: string, error: unknown): Figure {
  const message = error instanceof Error ? error.message : String(error);
  return {
    name,
    value: Number.NaN,
    unit: "",
    target: null,
    error: message.split("\n")[0]?.slice(0, 160) ?? "failed",
  };
}

/** true (PASS), false (FAIL) or null (reported only). Unmeasured figures FAIL. */
export function passes(figure: Figure): boolean | null {
  if (figure.error !== undefined || Number.isNaN(figure.value)) return false;
  if (!figure.target) return null;
  return "max" in figure.target
    ? figure.value <= figure.target.max
    : figure.value >= figure.target.min;
}

const formatValue = (value: number) =>
  Number.isNaN(value)
    ? "-"
    : Number.isInteger(value)
      ? String(value)
      : value.toFixed(Math.abs(value) < 1 ? 3 : 1);

const withUnit = (text: string, unit: string) => `${text} ${unit}`.trim();

/** The table's rows as text cells: figure, value, spread, target, result. */
export function tableRows(figures: readonly Figure[]): string[][] {
  return figures.map((f) => [
    f.name,
    f.error !== undefined ? `not measured: ${f.error}` : withUnit(formatValue(f.value), f.unit),
    f.spread ? `${formatValue(f.spread.min)}-${formatValue(f.spread.max)}` : "",
    f.target
      ? withUnit("max" in f.target ? `<= ${f.target.max}` : `>= ${f.target.min}`, f.unit)
      : "report",
    { true: "PASS", false: "FAIL", null: "-" }[String(passes(f)) as "true" | "false" | "null"],
  ]);
}

export function formatTable(figures: readonly Figure[]): string {
  const header = ["Figure", "Value (median)", "Spread (min-max)", "Target", "Result"];
  const rows = tableRows(figures);
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const line = (cells: string[]) =>
    cells
      .map((c, i) => c.padEnd(widths[i] ?? 0))
      .join("  ")
      .trimEnd();
  return [line(header), widths.map((w) => "-".repeat(w)).join("  "), ...rows.map(line)].join("\n");
}

/** The bench's exit code: 1 when any row FAILs (a missed target or a figure not measured). */
export function exitCode(figures: readonly Figure[]): number {
  return figures.some((figure) => passes(figure) === false) ? 1 : 0;
}
