import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { RATING_FILTERS, REVIEWS } from '../../src/content/reviews.ts';
import { ReviewBrowser } from '../../src/features/reviews/ReviewBrowser.tsx';
import { filterReviews } from '../../src/features/reviews/reviewFilter.ts';

describe('filterReviews', () => {
  it('keeps every review for "all" and exactly that rating otherwise', () => {
    expect(filterReviews(REVIEWS, 'all')).toHaveLength(6);
    for (const rating of [1, 2, 3, 4, 5] as const) {
      expect(filterReviews(REVIEWS, rating).every((review) => review.rating === rating)).toBe(true);
    }
    expect(filterReviews(REVIEWS, 5)).toHaveLength(4);
  });
});

describe('ReviewBrowser', () => {
  it('shows the spec counts on the rating buttons', () => {
    render(<ReviewBrowser />);
    const group = screen.getByRole('group', { name: 'Filter reviews by rating' });
    const labels = within(group)
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(labels).toEqual([
      'All(2,847)',
      '5 stars(2,456)',
      '4 stars(312)',
      '3 stars(68)',
      '2 stars(8)',
      '1 star(3)',
    ]);
    expect(RATING_FILTERS).toHaveLength(6);
  });

  it('filters the six cards by rating and says when none match', async () => {
    const user = userEvent.setup();
    render(<ReviewBrowser />);
    expect(screen.getAllByRole('article')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: /^4 stars/ }));
    expect(screen.getByRole('button', { name: /^4 stars/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getAllByRole('article')).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Showing 1 featured 4 stars review');
    await user.click(screen.getByRole('button', { name: /^1 star/ }));
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(screen.getByText('No featured reviews with this rating yet.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Show all reviews' }));
    expect(screen.getAllByRole('article')).toHaveLength(6);
  });
});
