/**
 * The server build's entry (vite.config.ts): a Fetch API request handler for the `ssr` Cloud
 * Function (functions/src/ssr/serve.ts), with the app's route modules bundled in.
 */
import { createRequestHandler } from "react-router-dom";
import * as build from "virtual:react-router/server-build";

export const handle = createRequestHandler(build, "production");
