/**
 * The help center's search: what someone types narrows the topics, quick links and questions
 * to those that mention every word of it (in any case, anywhere in the title, description or
 * keywords), so "deliv" already finds delivery.
 */

export interface Searchable {
  readonly title: string;
  readonly description: string;
  readonly keywords: readonly string[];
}

/** The query's words, lower-cased; an empty list means "show everything". */
export function queryWords(query: string): string[] {
  return query.toLowerCase().split(/\s+/).filter(Boolean);
}

export function matchesQuery(entry: Searchable, words: readonly string[]): boolean {
  const text = [entry.title, entry.description, ...entry.keywords].join(' ').toLowerCase();
  return words.every((word) => text.includes(word));
}

export function searchHelp<T>(
  entries: readonly T[],
  query: string,
  toSearchable: (entry: T) => Searchable,
): T[] {
  const words = queryWords(query);
  if (words.length === 0) return [...entries];
  return entries.filter((entry) => matchesQuery(toSearchable(entry), words));
}

/** What the live region says after each keystroke, so a screen reader hears the result. */
export function resultSummary(count: number, query: string): string {
  if (queryWords(query).length === 0) return '';
  if (count === 0) return `No results for "${query.trim()}".`;
  return count === 1 ? '1 result' : `${count} results`;
}
