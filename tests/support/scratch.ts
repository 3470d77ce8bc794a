/**
 * Scratch repositories for tests of scripts that read a checkout: each is a fresh temporary
 * folder, removed after the test that made it.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach } from "vitest";

/**
 * Registers the clean-up and returns a function that writes a scratch repository with the given
 * files (path -> text) and answers its root. `prefix` names the folders.
 */
export function useScratchRepositories(prefix: string): (files: Record<string, string>) => string {
  const roots: string[] = [];
  afterEach(() => {
    for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
  });
  return (files) => {
    const root = mkdtempSync(path.join(tmpdir(), `${prefix}-`));
    roots.push(root);
    for (const [file, text] of Object.entries(files)) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    }
    return root;
  };
}
