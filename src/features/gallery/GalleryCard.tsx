import { Bookmark, Eye, Heart } from 'lucide-react';
import type { GalleryRoom } from '../../content/gallery.ts';
import { formatCompact } from '../../lib/format.ts';
import { cardTags } from './galleryFilters.ts';
import './GalleryCard.css';

/** A gallery room: picture with up to 2 special tags, its facts, up to 3 tags, its numbers. */
export function GalleryCard({ room }: { room: GalleryRoom }) {
  const { special, tags } = cardTags(room);
  return (
    <article className="gallery-card" aria-labelledby={`gallery-${room.id}`}>
      <div className="gallery-card__picture">
        <img
          src={room.image.src}
          alt={room.image.alt}
          width={room.image.width}
          height={room.image.height}
          loading="lazy"
          decoding="async"
        />
        {special.length > 0 ? (
          <ul className="gallery-card__special" aria-label="Highlights">
            {special.map((tag) => (
              <li key={tag}>{tag}</li>
            ))}
          </ul>
        ) : null}
      </div>
      <div className="gallery-card__body">
        <p className="gallery-card__meta">
          {room.style} · {room.roomType} · <span className="visually-hidden">budget </span>
          {room.budget}
        </p>
        <h3 id={`gallery-${room.id}`} className="gallery-card__title">
          {room.title}
        </h3>
        <p className="gallery-card__designer">by {room.designer}</p>
        <p className="gallery-card__text">{room.description}</p>
        <ul className="gallery-card__tags" aria-label="Tags">
          {tags.map((tag) => (
            <li key={tag}>{tag}</li>
          ))}
        </ul>
        <dl className="gallery-card__stats">
          <div>
            <dt>
              <Heart aria-hidden="true" />
              <span className="visually-hidden">Likes</span>
            </dt>
            <dd>{formatCompact(room.likes)}</dd>
          </div>
          <div>
            <dt>
              <Eye aria-hidden="true" />
              <span className="visually-hidden">Views</span>
            </dt>
            <dd>{formatCompact(room.views)}</dd>
          </div>
          <div>
            <dt>
              <Bookmark aria-hidden="true" />
              <span className="visually-hidden">Saves</span>
            </dt>
            <dd>{formatCompact(room.saves)}</dd>
          </div>
        </dl>
      </div>
    </article>
  );
}
