import { Star } from 'lucide-react';
import './Stars.css';

/** A star rating, read out as one phrase ("Rated 4 out of 5"). */
export function Stars({ rating, size = 'md' }: { rating: number; size?: 'sm' | 'md' }) {
  return (
    <span className={`stars stars--${size}`} role="img" aria-label={`Rated ${rating} out of 5`}>
      {[1, 2, 3, 4, 5].map((position) => (
        <Star
          key={position}
          aria-hidden="true"
          className={position <= Math.round(rating) ? 'stars__star stars__star--on' : 'stars__star'}
        />
      ))}
    </span>
  );
}
