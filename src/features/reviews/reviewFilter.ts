/** The rating filter of /reviews: 'all', or the cards with exactly that many stars. */
import type { RatingFilter, Review } from '../../content/reviews.ts';

export function filterReviews(reviews: readonly Review[], filter: RatingFilter): Review[] {
  return filter === 'all' ? [...reviews] : reviews.filter((review) => review.rating === filter);
}
