/**
 * functions/package-lock.json, derived from the root one. Only the root lockfile pins what the
 * tests ran, but `firebase deploy` uploads functions/ alone, and Cloud Build installs exactly what
 * a lockfile there locks (without one it resolves the ranges afresh). So functions/ carries every
 * package its tree resolves to in the root lockfile, at the same version and integrity.
 */

/** The parts of a package.json that name dependencies. */
export interface PackageManifest {
  name?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
  devDependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
  peerDependenciesMeta?: Record<string, { optional?: boolean }>;
}

/** One entry of a lockfile's "packages" (lockfileVersion 2 or 3). */
export interface LockEntry extends PackageManifest {
  version?: string;
  resolved?: string;
  integrity?: string;
  link?: boolean;
  dev?: boolean;
  optional?: boolean;
  devOptional?: boolean;
  peer?: boolean;
  extraneous?: boolean;
  [field: string]: unknown;
}

export interface Lockfile {
  name?: string;
  version?: string;
  lockfileVersion: number;
  requires?: boolean;
  packages: Record<string, LockEntry>;
}

export class FunctionsLockError extends Error {
  override name = "FunctionsLockError";
}

type EdgeType = "prod" | "dev" | "optional" | "peer" | "peerOptional";

interface Edge {
  name: string;
  type: EdgeType;
}

/** The dependencies a package declares, one edge a name (optional wins over prod, as in npm). */
export function edgesOf(entry: PackageManifest, isRoot: boolean): Edge[] {
  const types = new Map<string, EdgeType>();
  const peerMeta = entry.peerDependenciesMeta ?? {};
  for (const name of Object.keys(entry.peerDependencies ?? {})) {
    types.set(name, peerMeta[name]?.optional ? "peerOptional" : "peer");
  }
  if (isRoot) for (const name of Object.keys(entry.devDependencies ?? {})) types.set(name, "dev");
  for (const name of Object.keys(entry.dependencies ?? {})) types.set(name, "prod");
  for (const name of Object.keys(entry.optionalDependencies ?? {})) types.set(name, "optional");
  return [...types].map(([name, type]) => ({ name, type })).sort(byName);
}

function byName(a: { name: string }, b: { name: string }): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : 0;
}

/** Where a package at `dir` ("" for the lockfile's root) finds `name` first: dir/node_modules/name. */
function childPath(dir: string, name: string): string {
  return dir === "" ? `node_modules/${name}` : `${dir}/node_modules/${name}`;
}

/** The folder whose node_modules Node searches next after `dir`'s ("" once at the root). */
function parentDir(dir: string): string {
  const nested = dir.lastIndexOf("/node_modules/");
  return nested >= 0 ? dir.slice(0, nested) : "";
}

/** The lockfile path `name` resolves to from `from`, as Node's require does, or undefined. */
export function resolveIn(
  packages: Record<string, LockEntry>,
  from: string,
  name: string,
): string | undefined {
  for (let dir = from; ; dir = parentDir(dir)) {
    const candidate = childPath(dir, name);
    if (packages[candidate]) return candidate;
    if (dir === "") return undefined;
  }
}

/** The name a lockfile path installs: "node_modules/a/node_modules/@s/b" -> "@s/b". */
function nameAt(lockPath: string): string {
  return lockPath.slice(lockPath.lastIndexOf("node_modules/") + "node_modules/".length);
}

/** The workspace whose lockfile this writes. */
const WORKSPACE = "functions";

/** The workspace's entry in the root lockfile, checked against its package.json. */
function workspaceEntry(root: Lockfile, manifest: PackageManifest): LockEntry {
  const entry = root.packages[WORKSPACE];
  if (!entry) {
    throw new FunctionsLockError(
      `The root package-lock.json has no "${WORKSPACE}" workspace: run npm install at the root.`,
    );
  }
  for (const field of DEPENDENCY_FIELDS) {
    if (!sameRecord(entry[field] ?? {}, manifest[field] ?? {})) {
      throw new FunctionsLockError(
        `The root package-lock.json is out of date: its ${field} of ${WORKSPACE} differ from ` +
          `${WORKSPACE}/package.json. Run npm install at the root first.`,
      );
    }
  }
  return entry;
}

const DEPENDENCY_FIELDS = [
  "dependencies",
  "optionalDependencies",
  "devDependencies",
  "peerDependencies",
] as const;

function sameRecord(a: Record<string, string>, b: Record<string, string>): boolean {
  const keys = Object.keys(a);
  return keys.length === Object.keys(b).length && keys.every((key) => a[key] === b[key]);
}

/** The root-lockfile path `edge` resolves to from `from`, or undefined when npm skips it. */
function resolveEdge(
  packages: Record<string, LockEntry>,
  from: string,
  edge: Edge,
): string | undefined {
  const found = resolveIn(packages, from, edge.name);
  if (found && packages[found]?.link) {
    throw new FunctionsLockError(
      `${from || "the root"} depends on ${edge.name}, a link (${String(packages[found].resolved)}) ` +
        "in the root lockfile: the deployed functions cannot install it.",
    );
  }
  // An optional dependency absent from the lockfile is one npm skipped (another platform's);
  // an optional peer is installed only when something else needs it.
  if (!found && edge.type !== "optional" && edge.type !== "peerOptional") {
    throw new FunctionsLockError(
      `The root package-lock.json does not install ${edge.name}, which ${from} needs: ` +
        "run npm install at the root.",
    );
  }
  return edge.type === "peerOptional" ? undefined : found;
}

/** A placed package's dependencies: each edge's type and the path it resolves to. */
type Graph = Map<string, { type: EdgeType; to: string }[]>;

/**
 * The functions' lockfile: the packages the workspace resolves to in `root`, laid out for an
 * install of that folder on its own, each hoisted unless another version is there already (then
 * beside the package that needs it), each resolving its dependencies as in the root lockfile. Two
 * copies of one release there become one, unless that would change what something resolves to.
 */
export function functionsLockfile(root: Lockfile, manifest: PackageManifest): Lockfile {
  const release = (source: string) => {
    const entry = root.packages[source];
    return `${nameAt(source)}@${String(entry?.version)}#${String(entry?.integrity)}`;
  };
  const deduplicated = layOut(root, manifest, release);
  if (lockfileDisagreements(root, deduplicated, manifest).length === 0) {
    return deduplicated;
  }
  return layOut(root, manifest, (source) => source);
}

/** The lockfile, with packages that have the same `identity` installed once where possible. */
function layOut(
  root: Lockfile,
  manifest: PackageManifest,
  identity: (source: string) => string,
): Lockfile {
  const rootEntry = workspaceEntry(root, manifest);
  /** Functions' lockfile path -> root lockfile path of the package installed there. */
  const placed = new Map<string, string>([["", WORKSPACE]]);
  const graph: Graph = new Map();
  const queue = [""];
  for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
    const source = placed.get(at) ?? WORKSPACE;
    const entry = at === "" ? rootEntry : root.packages[source];
    const out: { type: EdgeType; to: string }[] = [];
    graph.set(at, out);
    for (const edge of edgesOf(entry ?? {}, at === "")) {
      const target = resolveEdge(root.packages, source, edge);
      if (target === undefined) continue;
      let to: string | undefined;
      for (let dir: string = at; to === undefined; dir = parentDir(dir)) {
        const candidate = childPath(dir, edge.name);
        const there = placed.get(candidate);
        if (there !== undefined && identity(there) === identity(target)) to = candidate;
        else if (there !== undefined) {
          // Another version is where Node would look first: this one goes beside the package
          // that needs it, where nothing has resolved anything yet (its own folder is filled
          // before any package in it is visited).
          if (dir === at) throw new FunctionsLockError(`Two versions of ${candidate}.`);
          to = childPath(at, edge.name);
        } else if (dir === "") to = candidate;
      }
      if (!placed.has(to)) {
        placed.set(to, target);
        queue.push(to);
      }
      out.push({ type: edge.type, to });
    }
  }
  const flags = dependencyFlags(graph);
  const packages: Record<string, LockEntry> = { "": { ...rootEntry } };
  for (const [at, source] of placed) {
    const entry = root.packages[source];
    if (at === "" || !entry) continue;
    packages[at] = withFlags(entry, flags.get(at) ?? {});
  }
  return {
    name: manifest.name ?? rootEntry.name ?? WORKSPACE,
    ...(rootEntry.version !== undefined ? { version: rootEntry.version } : {}),
    lockfileVersion: 3,
    requires: true,
    packages,
  };
}

type Flags = Partial<Record<"dev" | "optional" | "devOptional" | "peer", true>>;

/**
 * npm's dependency flags, from how a package is reached from the root: `dev` only through the
 * root's devDependencies (`npm ci --omit=dev` skips those), `optional` only through optional ones,
 * `devOptional` only through one or the other, `peer` only through peer dependencies.
 */
export function dependencyFlags(graph: Graph): Map<string, Flags> {
  const reach = (follow: (type: EdgeType, fromRoot: boolean) => boolean): Set<string> => {
    const seen = new Set<string>([""]);
    const queue = [""];
    for (let at = queue.shift(); at !== undefined; at = queue.shift()) {
      for (const { type, to } of graph.get(at) ?? []) {
        if (!seen.has(to) && follow(type, at === "")) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    return seen;
  };
  const notDev = reach((type, fromRoot) => !(fromRoot && type === "dev"));
  const notOptional = reach((type) => type !== "optional");
  const notDevOptional = reach(
    (type, fromRoot) => type !== "optional" && !(fromRoot && type === "dev"),
  );
  const notPeer = reach((type) => type !== "peer");
  const flags = new Map<string, Flags>();
  for (const at of graph.keys()) {
    if (at === "") continue;
    const dev = !notDev.has(at);
    const optional = !notOptional.has(at);
    // In the order npm writes them.
    flags.set(at, {
      ...(!notPeer.has(at) ? { peer: true } : {}),
      ...(dev ? { dev: true } : {}),
      ...(optional ? { optional: true } : {}),
      ...(!dev && !optional && !notDevOptional.has(at) ? { devOptional: true } : {}),
    });
  }
  return flags;
}

const FLAG_FIELDS = new Set(["dev", "optional", "devOptional", "peer", "extraneous"]);

/** The root lockfile's entry with the flags it has in the functions' tree instead of its own. */
function withFlags(entry: LockEntry, flags: Flags): LockEntry {
  const fields = Object.entries(entry).filter(([field]) => !FLAG_FIELDS.has(field));
  return { ...Object.fromEntries(fields), ...flags };
}

/** The keys npm writes first in a lockfile's objects, in this order. */
const NPM_KEY_ORDER = [
  "name",
  "version",
  "lockfileVersion",
  "resolved",
  "integrity",
  "requires",
  "packages",
  "dependencies",
];

/** npm's key order: plain values first; NPM_KEY_ORDER's keys, then the rest by localeCompare. */
function npmKeyOrder([a, aValue]: [string, unknown], [b, bValue]: [string, unknown]): number {
  const aObject = isObject(aValue);
  if (aObject !== isObject(bValue)) return aObject ? 1 : -1;
  const aRank = NPM_KEY_ORDER.indexOf(a);
  const bRank = NPM_KEY_ORDER.indexOf(b);
  if (aRank >= 0 || bRank >= 0) {
    return aRank < 0 ? 1 : bRank < 0 ? -1 : aRank - bRank;
  }
  return a.localeCompare(b, "en");
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

/** The file as npm writes it, so that an `npm install` in functions/ changes nothing. */
export function serializeLockfile(lock: Lockfile): string {
  const sorted = JSON.stringify(
    lock,
    (_key, value: unknown) =>
      isObject(value) ? Object.fromEntries(Object.entries(value).sort(npmKeyOrder)) : value,
    2,
  );
  return `${sorted}\n`;
}

/**
 * Where the functions' lockfile disagrees with what the root one installs for the workspace: a
 * package at another version or integrity, one missing or not needed, other dependencies.
 */
export function lockfileDisagreements(
  root: Lockfile,
  functions: Lockfile,
  manifest: PackageManifest,
): string[] {
  const top = functions.packages[""];
  if (!top) return ['functions/package-lock.json has no root package ("").'];
  const problems = DEPENDENCY_FIELDS.filter(
    (field) => !sameRecord(top[field] ?? {}, manifest[field] ?? {}),
  ).map((field) => `Its ${field} differ from ${WORKSPACE}/package.json's.`);
  const rootEntry = root.packages[WORKSPACE];
  if (!rootEntry) return [...problems, `The root lockfile has no "${WORKSPACE}" workspace.`];
  const visited = new Set<string>();
  const reached = new Set<string>([""]);
  /** Each problem once by its key, so that one wrong version is one line however many need it. */
  const found = new Map<string, string>();
  const report = (key: string, problem: string) => found.set(key, found.get(key) ?? problem);
  const queue: [string, string][] = [["", WORKSPACE]];
  for (let pair = queue.shift(); pair; pair = queue.shift()) {
    const [at, source] = pair;
    const key = `${at}\0${source}`;
    if (visited.has(key)) continue;
    visited.add(key);
    const entry = at === "" ? rootEntry : root.packages[source];
    for (const edge of edgesOf(entry ?? {}, at === "")) {
      const mine = resolveIn(functions.packages, at, edge.name);
      const theirs = resolveIn(root.packages, source, edge.name);
      const needer = at === "" ? WORKSPACE : nameAt(at);
      if (mine === undefined) {
        if (theirs !== undefined && edge.type !== "peerOptional") {
          const version = root.packages[theirs]?.version ?? "?";
          const problem = `${edge.name}@${version} (needed by ${needer}) is missing.`;
          report(problem, problem);
        }
        continue;
      }
      reached.add(mine);
      const installed = functions.packages[mine];
      const expected = theirs === undefined ? undefined : root.packages[theirs];
      if (!expected || !installed) {
        report(mine, `${mine} is not installed for ${needer} by the root lockfile.`);
        continue;
      }
      const problem =
        installed.version !== expected.version
          ? `${mine} is ${edge.name}@${String(installed.version)}, but the root lockfile ` +
            `installs ${String(expected.version)} for ${needer} (${String(theirs)}).`
          : installed.integrity !== expected.integrity
            ? `${mine} (${edge.name}@${String(installed.version)}) has another integrity than ` +
              `the root lockfile's ${String(theirs)}.`
            : !sameDependencies(installed, expected)
              ? `${mine} declares other dependencies than the root lockfile's ${String(theirs)}.`
              : undefined;
      if (problem === undefined) queue.push([mine, theirs ?? ""]);
      else report(mine, problem);
    }
  }
  const unreached = Object.keys(functions.packages).filter((at) => !reached.has(at));
  return [
    ...problems,
    ...found.values(),
    ...unreached.map((at) => `${at} is not part of the functions' dependency tree.`),
  ];
}

function sameDependencies(a: LockEntry, b: LockEntry): boolean {
  return (
    DEPENDENCY_FIELDS.every((field) => sameRecord(a[field] ?? {}, b[field] ?? {})) &&
    JSON.stringify(a.peerDependenciesMeta ?? {}) === JSON.stringify(b.peerDependenciesMeta ?? {})
  );
}
