/** URL slug of a name: lowercased, runs of whitespace as hyphens (the specification's rule). */
export function slugify(text: string): string {
  return text.trim().toLowerCase().replace(/\s+/g, '-');
}
