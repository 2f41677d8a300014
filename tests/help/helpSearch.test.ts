// @vitest-environment node
import {
  HELP_QUESTIONS,
  type HelpEntry,
  HELP_QUICK_LINKS,
  HELP_TOPICS,
  helpArticlePath,
} from '../../src/content/help.ts';
import {
  matchesQuery,
  queryWords,
  resultSummary,
  searchHelp,
} from '../../src/features/help/helpSearch.ts';

const slugs = (query: string, entries: readonly HelpEntry[] = HELP_TOPICS) =>
  searchHelp(entries, query, (entry) => entry).map((entry) => entry.slug);

describe('the help content', () => {
  it('has the six topics and eight quick links of the spec, under /help/', () => {
    expect(HELP_TOPICS.map((topic) => topic.slug)).toEqual([
      'scanning',
      'placement',
      'delivery',
      'billing',
      'returns',
      'getting-started',
    ]);
    expect(HELP_QUICK_LINKS.map((link) => link.slug)).toEqual([
      'account-setup',
      'scanning-guide',
      'design-preferences',
      'shopping-cart',
      'delivery-scheduling',
      'technical-requirements',
      'troubleshooting',
      'pro-features',
    ]);
    expect(helpArticlePath('scanning')).toBe('/help/scanning');
  });

  it('gives every question a unique id', () => {
    const ids = HELP_QUESTIONS.map((question) => question.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});

describe('searchHelp', () => {
  it('shows everything for an empty or blank query', () => {
    expect(slugs('')).toHaveLength(6);
    expect(slugs('   ')).toHaveLength(6);
  });

  it('matches titles, descriptions and keywords in any case', () => {
    expect(slugs('BILLING')).toEqual(['billing']);
    expect(slugs('white-glove')).toEqual(['delivery']);
    expect(slugs('refund')).toEqual(['billing', 'returns']);
  });

  it('matches part of a word, so results narrow while typing', () => {
    expect(slugs('deliv')).toEqual(['delivery', 'returns']);
    expect(slugs('shipp')).toEqual(['delivery']);
    expect(slugs('deliv', HELP_QUICK_LINKS)).toEqual(['delivery-scheduling']);
  });

  it('needs every word of the query', () => {
    expect(slugs('scan phone', HELP_QUICK_LINKS)).toEqual(['technical-requirements']);
    expect(slugs('invoice exchange')).toEqual([]);
  });

  it('finds nothing for words no entry has', () => {
    expect(slugs('xylophone')).toEqual([]);
    expect(slugs('xylophone', HELP_QUICK_LINKS)).toEqual([]);
  });

  it('splits the query on any whitespace', () => {
    expect(queryWords('  Scan \t Room ')).toEqual(['scan', 'room']);
    expect(matchesQuery({ title: 'A', description: 'b', keywords: ['Scan'] }, ['scan'])).toBe(true);
  });

  it('says how many results there are, or that there are none', () => {
    expect(resultSummary(6, '')).toBe('');
    expect(resultSummary(1, 'bill')).toBe('1 result');
    expect(resultSummary(3, 'scan')).toBe('3 results');
    expect(resultSummary(0, ' xylophone ')).toBe('No results for "xylophone".');
  });
});
