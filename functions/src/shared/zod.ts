/**
 * zod, configured once for every schema of the project. `jitless`: zod would otherwise probe for
 * `new Function` to compile fast parsers, which the site's Content-Security-Policy (no
 * 'unsafe-eval') refuses and reports as a violation on every page that parses a document.
 * Import `z` from here, not from "zod", so the setting is in place before any schema is made.
 */
import { z } from "zod";

z.config({ jitless: true });

export { z };
