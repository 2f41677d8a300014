import { Heart, TrendingUp } from 'lucide-react';
import type { RoomInspiration } from '../../content/rooms.ts';
import { formatCount } from '../../lib/format.ts';
import './RoomCard.css';

/** A room of the browse grid: picture, style and type, designer and brand, likes. */
export function RoomCard({
  room,
  onUse,
  busy,
}: {
  room: RoomInspiration;
  onUse: () => void;
  busy: boolean;
}) {
  return (
    <article className="room-card" aria-labelledby={`room-${room.id}`}>
      <div className="room-card__picture">
        <img
          src={room.image.src}
          alt={room.image.alt}
          width={room.image.width}
          height={room.image.height}
          loading="lazy"
          decoding="async"
        />
        {room.trending ? (
          <span className="room-card__trending">
            <TrendingUp aria-hidden="true" />
            Trending
          </span>
        ) : null}
      </div>
      <div className="room-card__body">
        <p className="room-card__meta">
          {room.style} · {room.roomType}
        </p>
        <h3 id={`room-${room.id}`} className="room-card__title">
          {room.title}
        </h3>
        <p className="room-card__text">{room.description}</p>
        <dl className="room-card__facts">
          <div>
            <dt>Designer</dt>
            <dd>{room.designer}</dd>
          </div>
          <div>
            <dt>Brand</dt>
            <dd>{room.brand}</dd>
          </div>
        </dl>
        <div className="room-card__footer">
          <span className="room-card__likes">
            <Heart aria-hidden="true" />
            {formatCount(room.likes)}
            <span className="visually-hidden"> likes</span>
          </span>
          <button type="button" className="room-card__use" onClick={onUse} disabled={busy}>
            Use This Room
          </button>
        </div>
      </div>
    </article>
  );
}
