import { Star } from 'lucide-react';
import { ACTION_PROOF } from '../../content/transformations.ts';
import './SocialProof.css';

/** The press names and the numbers that say others trust Aurevia with their rooms. */
export function SocialProof() {
  return (
    <section className="social-proof" aria-labelledby="social-proof-title">
      <div className="container social-proof__inner">
        <h2 id="social-proof-title" className="social-proof__headline">
          {ACTION_PROOF.headline}
        </h2>
        <p className="social-proof__rating">
          <Star aria-hidden="true" />
          <strong>{ACTION_PROOF.rating}</strong>
          <span>{ACTION_PROOF.reviews}</span>
        </p>
        <div className="social-proof__press">
          <p className="social-proof__press-label">As featured in</p>
          <ul>
            {ACTION_PROOF.press.map((name) => (
              <li key={name}>{name}</li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
