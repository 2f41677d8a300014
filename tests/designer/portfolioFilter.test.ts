// @vitest-environment node
import { PORTFOLIO, PORTFOLIO_STYLES } from '../../src/content/hire.ts';
import {
  filterPortfolio,
  isPortfolioFilter,
  portfolioCountText,
} from '../../src/features/designer/portfolioFilter.ts';

describe('Recent Work by style (spec 02 sections 2 and 4)', () => {
  it('offers All, Modern, Scandinavian, Bohemian, Industrial, Minimalist and Coastal', () => {
    expect(PORTFOLIO_STYLES).toEqual([
      'All',
      'Modern',
      'Scandinavian',
      'Bohemian',
      'Industrial',
      'Minimalist',
      'Coastal',
    ]);
  });

  it('shows every project for All, in order', () => {
    expect(filterPortfolio(PORTFOLIO, 'All')).toEqual(PORTFOLIO);
  });

  it('keeps only the projects of the chosen style', () => {
    for (const style of PORTFOLIO_STYLES.slice(1)) {
      const shown = filterPortfolio(PORTFOLIO, style);
      expect(shown.length).toBeGreaterThan(0);
      expect(shown.every((item) => item.style === style)).toBe(true);
    }
    expect(filterPortfolio(PORTFOLIO, 'Scandinavian').map((item) => item.id)).toEqual([
      'nordic-bedroom',
      'family-living',
    ]);
  });

  it('says how many projects show', () => {
    expect(portfolioCountText(9, 'All')).toBe('9 projects');
    expect(portfolioCountText(1, 'Coastal')).toBe('1 Coastal project');
    expect(portfolioCountText(2, 'Minimalist')).toBe('2 Minimalist projects');
    expect(portfolioCountText(0, 'Modern')).toBe('No Modern projects yet');
  });

  it('knows its filters', () => {
    expect(isPortfolioFilter('Coastal')).toBe(true);
    expect(isPortfolioFilter('Japandi')).toBe(false);
  });
});
