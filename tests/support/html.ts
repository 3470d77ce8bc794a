/**
 * Pages and files parsed as a browser parses them, with jsdom. jsdom ships no types: the one
 * constructor used here is typed with the DOM lib's own Document.
 */
import { createRequire } from "node:module";

type JsdomConstructor = new (
  text: string,
  options?: { contentType?: string },
) => { window: { document: Document } };

const { JSDOM } = createRequire(import.meta.url)("jsdom") as { JSDOM: JsdomConstructor };

/** An HTML page (or, with contentType "application/xml", an XML file) as a DOM document. */
export function parseDocument(text: string, contentType = "text/html"): Document {
  return new JSDOM(text, { contentType }).window.document;
}
