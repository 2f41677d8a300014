import { Star } from 'lucide-react';
import './marketing.css';

/** Five stars, the first `rating` filled; read out as "Rated 5 out of 5". */
export function StarRating({ rating, max = 5 }: { rating: number; max?: number }) {
  return (
    <span className="mk-stars" role="img" aria-label={`Rated ${rating} out of ${max}`}>
      {Array.from({ length: max }, (_, star) => (
        <Star
          key={star}
          aria-hidden="true"
          className={star < rating ? 'mk-stars__star mk-stars__star--on' : 'mk-stars__star'}
        />
      ))}
    </span>
  );
}
