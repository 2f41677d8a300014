import { useState } from 'react';
import { BadgeCheck } from 'lucide-react';
import { RATING_FILTERS, REVIEWS, type RatingFilter, type Review } from '../../content/reviews.ts';
import { FilterChip } from '../inspiration/index.ts';
import { Stars } from '../testimonials/index.ts';
import { filterReviews } from './reviewFilter.ts';
import './ReviewBrowser.css';

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part.charAt(0))
    .join('')
    .slice(0, 2);

function ReviewCard({ review }: { review: Review }) {
  return (
    <article className="review-card" aria-labelledby={`${review.id}-title`}>
      <div className="review-card__top">
        <Stars rating={review.rating} size="sm" />
        <span className="review-card__project">{review.project}</span>
      </div>
      <h3 id={`${review.id}-title`} className="review-card__title">
        {review.title}
      </h3>
      <p className="review-card__text">{review.review}</p>
      <footer className="review-card__person">
        {review.avatar ? (
          <img
            src={review.avatar.src}
            alt=""
            width={review.avatar.width}
            height={review.avatar.height}
            loading="lazy"
            decoding="async"
          />
        ) : (
          <span className="review-card__initials" aria-hidden="true">
            {initials(review.name)}
          </span>
        )}
        <span className="review-card__who">
          <span className="review-card__name">{review.name}</span>
          <span className="review-card__location">{review.location}</span>
        </span>
        {review.verified ? (
          <span className="review-card__verified">
            <BadgeCheck aria-hidden="true" />
            Verified
          </span>
        ) : null}
      </footer>
    </article>
  );
}

/** The rating filter (with every review's counts) and the six review cards it filters. */
export function ReviewBrowser() {
  const [filter, setFilter] = useState<RatingFilter>('all');
  const reviews = filterReviews(REVIEWS, filter);
  const chosen = RATING_FILTERS.find((option) => option.value === filter);
  return (
    <div className="review-browser">
      <div className="review-browser__filters" role="group" aria-label="Filter reviews by rating">
        {RATING_FILTERS.map((option) => (
          <FilterChip
            key={String(option.value)}
            className="review-browser__filter"
            aria-pressed={filter === option.value}
            onClick={() => setFilter(option.value)}
          >
            {option.label}
            <span className="review-browser__count">({option.count})</span>
          </FilterChip>
        ))}
      </div>
      <p className="review-browser__status" role="status">
        {filter === 'all'
          ? `Showing ${reviews.length} featured reviews`
          : `Showing ${reviews.length} featured ${chosen?.label ?? ''} ${reviews.length === 1 ? 'review' : 'reviews'}`}
      </p>
      {reviews.length === 0 ? (
        <div className="review-browser__empty">
          <p>No featured reviews with this rating yet.</p>
          <FilterChip onClick={() => setFilter('all')}>Show all reviews</FilterChip>
        </div>
      ) : (
        <ul className="review-browser__grid">
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
