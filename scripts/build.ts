/** `npm run build`: the functions, then the web app (whose server build goes into functions/ssr). */
import { buildAll } from "./lib/run.ts";

process.exit(await buildAll());
