/**
 * Serving a function's handler in the test process, on a free local port, next to the Auth and
 * Firestore emulators: for settings the deployed emulator functions do not run with (App Check
 * enforced, the production client address trust).
 */
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import express, { type Request, type Response } from "express";

const servers: Server[] = [];

/**
 * Serves `handler` behind the JSON body parsing the Cloud Functions platform does before a
 * function runs. Returns the base URL.
 */
export async function serveInProcess(
  handler: (req: Request, res: Response) => unknown,
): Promise<string> {
  const platform = express();
  platform.use(
    express.json({
      limit: "10mb",
      verify: (req, _res, buffer) => Object.assign(req, { rawBody: buffer }),
    }),
  );
  platform.use((req, res) => void handler(req, res));
  const server = createServer(platform);
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

/** Closes every server serveInProcess started. */
export async function closeInProcess(): Promise<void> {
  const open = servers.splice(0);
  await Promise.all(open.map((server) => new Promise((resolve) => server.close(resolve))));
}
