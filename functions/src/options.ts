/**
 * Global options for every function (region, scaling), set once. index.ts imports this module
 * first, so the options are in place before any function is defined.
 */
import { setGlobalOptions } from "firebase-functions/v2/options";

setGlobalOptions({ region: "us-central1", maxInstances: 10 });
