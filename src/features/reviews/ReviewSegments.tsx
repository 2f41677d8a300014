import { Star } from 'lucide-react';
import { REVIEW_SEGMENTS } from '../../content/reviews.ts';
import './ReviewSegments.css';

/** How each group of customers rates Aurevia. */
export function ReviewSegments() {
  return (
    <ul className="review-segments">
      {REVIEW_SEGMENTS.map((segment) => (
        <li key={segment.title} className="review-segment">
          <h3 className="review-segment__title">{segment.title}</h3>
          <p className="review-segment__rating">
            <Star aria-hidden="true" />
            <strong>{segment.rating}</strong>
            <span>({segment.count})</span>
          </p>
          <p className="review-segment__text">{segment.text}</p>
        </li>
      ))}
    </ul>
  );
}
