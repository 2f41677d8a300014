import { PORTFOLIO_STYLES, type PortfolioFilter, type PortfolioItem } from '../../content/hire.ts';

/** Recent Work for one style, in the order given; 'All' shows everything. */
export function filterPortfolio(
  items: readonly PortfolioItem[],
  filter: PortfolioFilter,
): readonly PortfolioItem[] {
  return filter === 'All' ? items : items.filter((item) => item.style === filter);
}

export function isPortfolioFilter(value: string): value is PortfolioFilter {
  return (PORTFOLIO_STYLES as readonly string[]).includes(value);
}

/** "8 projects", "1 project", "No Coastal projects yet". */
export function portfolioCountText(count: number, filter: PortfolioFilter): string {
  const style = filter === 'All' ? '' : `${filter} `;
  if (count === 0) return `No ${style}projects yet`;
  return `${count} ${style}${count === 1 ? 'project' : 'projects'}`;
}
