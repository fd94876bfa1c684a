/**
 * Front matter of a blog post: a block between `---` lines where each line is
 * `key: <JSON value>`. JSON values keep the parser one line long and strict: a typo
 * fails the build with the file and line, instead of becoming a wrong value.
 */
export interface ParsedMarkdown {
  data: Record<string, unknown>;
  body: string;
}

export function parseFrontMatter(source: string, fileName: string): ParsedMarkdown {
  const match = source.match(/^---\r?\n([\s\S]*?)\r?\n---\r?\n?([\s\S]*)$/);
  if (!match) throw new Error(`${fileName}: missing front matter between --- lines`);
  const data: Record<string, unknown> = {};
  match[1]!.split(/\r?\n/).forEach((line, index) => {
    if (!line.trim()) return;
    const separator = line.indexOf(':');
    if (separator < 1) throw new Error(`${fileName}: front matter line ${index + 2} has no "key:"`);
    const key = line.slice(0, separator).trim();
    try {
      data[key] = JSON.parse(line.slice(separator + 1).trim());
    } catch {
      throw new Error(`${fileName}: front matter "${key}" (line ${index + 2}) is not valid JSON`);
    }
  });
  return { data, body: match[2]!.trim() };
}
