import { describe, expect, it } from "vitest";
import type { MigrationReport } from "../functions/src/images/migrate.ts";
import { formatBytes, parseCommand, summarize } from "./migrate-images.ts";

describe("images:migrate's command line", () => {
  it("works on the emulators by default, and changes a real project only when named", () => {
    expect(parseCommand([])).toEqual({
      kind: "run",
      command: { dryRun: false, project: undefined, yes: false },
    });
    expect(parseCommand(["--dry-run", "--project", "agency-prod", "--yes"])).toEqual({
      kind: "run",
      command: { dryRun: true, project: "agency-prod", yes: true },
    });
    expect(parseCommand(["--help"])).toEqual({ kind: "help" });
  });

  it("refuses what it does not know, an empty project and positional arguments", () => {
    expect(parseCommand(["--dryrun"])).toMatchObject({ kind: "error" });
    expect(parseCommand(["--project", " "])).toEqual({
      kind: "error",
      message: "--project needs a project id.",
    });
    expect(parseCommand(["services"])).toMatchObject({ kind: "error" });
  });
});

describe("the summary", () => {
  const report: MigrationReport = {
    dryRun: false,
    documentsScanned: 12,
    documentsChanged: 3,
    fieldsChanged: 5,
    picturesStored: 4,
    bytesSaved: 1_572_864,
    rejected: [{ document: "reviews/r1", path: "image", length: 1200, reason: "Not a picture." }],
    conflicts: [],
  };

  it("counts what changed, and lists what was left as it is", () => {
    expect(summarize(report, "the emulators")).toBe(
      "12 documents scanned in the emulators.\n" +
        "3 documents changed (5 fields), 4 new pictures stored, 1.5 MB taken out of the documents.\n" +
        "1 data URLs are not usable pictures and were left as they are:\n" +
        "  reviews/r1 image (1200 characters): Not a picture.\n",
    );
  });

  it("says a dry run wrote nothing, and names documents to run again for", () => {
    const text = summarize(
      { ...report, dryRun: true, rejected: [], conflicts: ["services/s1"] },
      "project agency-prod",
    );
    expect(text).toContain(
      "12 documents scanned in project agency-prod (dry run: nothing was stored or written).",
    );
    expect(text).toContain(
      "3 documents would be changed (5 fields), 4 new pictures would be stored",
    );
    expect(text).toContain("run the command again: services/s1");
  });

  it("shows sizes in bytes, KB or MB", () => {
    expect(formatBytes(512)).toBe("512 bytes");
    expect(formatBytes(10_240)).toBe("10.0 KB");
    expect(formatBytes(3 * 1024 * 1024)).toBe("3.0 MB");
  });
});
