import { Quote } from 'lucide-react';
import type { Testimonial } from '../../content/testimonials.ts';
import { Stars } from './Stars.tsx';
import './TestimonialCard.css';

/** A customer's words beside the room they made, as on the home page and /browse-rooms. */
export function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { portrait, roomImage } = testimonial;
  return (
    <figure className="testimonial-card">
      <div className="testimonial-card__room">
        <img
          src={roomImage.src}
          alt={roomImage.alt}
          width={roomImage.width}
          height={roomImage.height}
          loading="lazy"
          decoding="async"
        />
        <span className="testimonial-card__style">{testimonial.roomStyle}</span>
      </div>
      <div className="testimonial-card__body">
        <Quote aria-hidden="true" className="testimonial-card__mark" />
        <Stars rating={testimonial.rating} />
        <blockquote className="testimonial-card__quote">
          <p>{testimonial.content}</p>
        </blockquote>
        <figcaption className="testimonial-card__person">
          <img
            src={portrait.src}
            alt=""
            width={portrait.width}
            height={portrait.height}
            loading="lazy"
            decoding="async"
          />
          <span>
            <span className="testimonial-card__name">{testimonial.name}</span>
            <span className="testimonial-card__role">{testimonial.role}</span>
          </span>
        </figcaption>
      </div>
    </figure>
  );
}
