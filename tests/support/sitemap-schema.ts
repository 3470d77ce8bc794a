/**
 * Validates a sitemap against the official schema (sitemap.xsd beside this file, as published at
 * https://www.sitemaps.org/schemas/sitemap/0.9/sitemap.xsd) with libxml2's xmllint compiled to
 * WebAssembly: no native build, no network.
 */
import { readFileSync } from "node:fs";
import { validateXML } from "xmllint-wasm";

const SCHEMA = readFileSync(new URL("./sitemap.xsd", import.meta.url), "utf8");

/** xmllint's messages for what in `xml` breaks the schema; none when it is a valid sitemap. */
export async function sitemapSchemaErrors(xml: string): Promise<string[]> {
  const result = await validateXML({
    xml: [{ fileName: "sitemap.xml", contents: xml }],
    schema: [{ fileName: "sitemap.xsd", contents: SCHEMA }],
  });
  return result.valid ? [] : result.errors.map((error) => error.rawMessage);
}
