/** A picture's alternative text from its file's name: "team-photo_2.jpg" is "team photo 2". */
export function altFromFileName(name: string): string {
  const stem = name.replace(/\.[^.]*$/, "");
  const words = stem
    .replace(/[_-]+/g, " ")
    .replace(/[[\]\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return words || "Picture";
}

/** `![alt](src)`, its alternative text kept to one line without brackets that would end it. */
export function pictureMarkdown(alt: string, src: string): string {
  const text = alt
    .replace(/[[\]\\]/g, "")
    .replace(/\s+/g, " ")
    .trim();
  return `![${text}](${src})`;
}

/** `text` with `snippet` in place of the selection, as a paragraph of its own; the cursor after it. */
export function insertBlock(
  text: string,
  start: number,
  end: number,
  snippet: string,
): { text: string; cursor: number } {
  const from = clamp(Math.min(start, end), text.length);
  const to = clamp(Math.max(start, end), text.length);
  const before = text.slice(0, from);
  const after = text.slice(to);
  const lead = before === "" ? "" : "\n".repeat(Math.max(0, 2 - trailingNewlines(before)));
  const tail = after === "" ? "" : "\n".repeat(Math.max(0, 2 - leadingNewlines(after)));
  const inserted = `${lead}${snippet}${tail}`;
  return {
    text: `${before}${inserted}${after}`,
    cursor: before.length + lead.length + snippet.length,
  };
}

const clamp = (index: number, length: number) =>
  Number.isFinite(index) ? Math.max(0, Math.min(length, Math.trunc(index))) : length;

const trailingNewlines = (text: string) => /\n*$/.exec(text)?.[0].length ?? 0;
const leadingNewlines = (text: string) => /^\n*/.exec(text)?.[0].length ?? 0;
