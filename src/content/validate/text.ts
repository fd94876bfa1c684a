/** Text measures the content checks use: word counts, sentences, links (drafting markers: drafting-markers.ts). */

export function wordCount(text: string): number {
  return text.split(/\s+/).filter((word) => /[A-Za-z0-9]/.test(word)).length;
}

/** Words of a markdown body, without table rules, markup and link targets. */
export function markdownWordCount(markdown: string): number {
  const prose = markdown
    .replace(/\]\([^)]*\)/g, ']')
    .replace(/^\s*\|?[\s:|-]+\|?\s*$/gm, '')
    .replace(/[#*_>|`[\]]/g, ' ');
  return wordCount(prose);
}

export function sentences(text: string): string[] {
  return text
    .split(/(?<=[.!?])\s+/)
    .map((sentence) => sentence.trim().toLowerCase())
    .filter((sentence) => sentence.split(/\s+/).length >= 4);
}

/** Every internal link target in markdown: `](/path)` and `](/path#hash)`. */
export function internalLinks(markdown: string): string[] {
  return [...markdown.matchAll(/\]\((\/[^)\s]*)\)/g)].map((match) => match[1]!);
}
