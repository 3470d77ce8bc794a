import net from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import {
  chooseMode,
  functionsEmulatorParallel,
  HarnessError,
  isPortInUse,
  parseJavaMajor,
} from "./harness.ts";

describe("parseJavaMajor", () => {
  it.each([
    ['openjdk version "17.0.15" 2025-04-15', 17],
    ['openjdk version "21" 2023-09-19', 21],
    ['java version "1.8.0_392"', 8],
    ['openjdk version "25-ea" 2025-09-16', 25],
  ])("reads %s as %i", (output, major) => {
    expect(parseJavaMajor(output)).toBe(major);
  });

  it("returns null for output without a version", () => {
    expect(parseJavaMajor("bash: java: command not found")).toBeNull();
  });
});

describe("chooseMode", () => {
  const jar =
    "/usr/lib/google-cloud-sdk/platform/cloud-firestore-emulator/cloud-firestore-emulator.jar";

  it("uses plain firebase-tools with Java 21 or newer", () => {
    expect(chooseMode({ javaMajor: 21, cloudSdkJar: jar })).toEqual({ mode: "firebase" });
    expect(chooseMode({ javaMajor: 25, cloudSdkJar: null })).toEqual({ mode: "firebase" });
  });

  it("uses the Cloud SDK Firestore emulator with older Java", () => {
    expect(chooseMode({ javaMajor: 17, cloudSdkJar: jar })).toEqual({ mode: "cloud-sdk", jar });
  });

  it("names what to install when neither works", () => {
    expect(() => chooseMode({ javaMajor: 17, cloudSdkJar: null })).toThrow(HarnessError);
    expect(() => chooseMode({ javaMajor: 17, cloudSdkJar: null })).toThrow(/Java 21 or newer/);
    expect(() => chooseMode({ javaMajor: null, cloudSdkJar: null })).toThrow(
      /no Java.*\n.*\n.*Java 21.*\n.*Cloud SDK Firestore emulator/,
    );
    expect(() => chooseMode({ javaMajor: null, cloudSdkJar: jar })).toThrow(/found no Java/);
  });

  it("honours EMULATOR_MODE when the machine can do it", () => {
    expect(chooseMode({ javaMajor: 21, cloudSdkJar: jar, override: "cloud-sdk" })).toEqual({
      mode: "cloud-sdk",
      jar,
    });
    expect(() => chooseMode({ javaMajor: 17, cloudSdkJar: jar, override: "firebase" })).toThrow(
      /needs Java 21/,
    );
    expect(() => chooseMode({ javaMajor: 21, cloudSdkJar: jar, override: "docker" })).toThrow(
      /EMULATOR_MODE must be/,
    );
  });
});

describe("isPortInUse", () => {
  let server: net.Server | undefined;
  afterEach(async () => {
    await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
    server = undefined;
  });

  it("tells a listening port from a free one", async () => {
    server = net.createServer();
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (address === null || typeof address === "string") throw new Error("no port");
    expect(await isPortInUse(address.port)).toBe(true);
    await new Promise<void>((resolve) => server?.close(() => resolve()));
    server = undefined;
    expect(await isPortInUse(address.port)).toBe(false);
  });
});

describe("functionsEmulatorParallel", () => {
  it("runs two requests per core at once instead of firebase-tools' 50", () => {
    expect(functionsEmulatorParallel(2, {})).toBe("4");
    expect(functionsEmulatorParallel(1, {})).toBe("2");
    expect(functionsEmulatorParallel(64, {})).toBe("16");
  });

  it("leaves an explicit FUNCTIONS_EMULATOR_PARALLEL alone", () => {
    expect(functionsEmulatorParallel(2, { FUNCTIONS_EMULATOR_PARALLEL: "50" })).toBe("50");
  });
});
