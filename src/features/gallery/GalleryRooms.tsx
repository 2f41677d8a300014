import { useMemo, useState } from 'react';
import { SearchX } from 'lucide-react';
import { GALLERY_ROOMS } from '../../content/gallery.ts';
import { Button } from '../../ui/Button.tsx';
import { GalleryCard } from './GalleryCard.tsx';
import { GalleryFilterBar } from './GalleryFilterBar.tsx';
import { NO_GALLERY_FILTERS, filterGallery, type GalleryFilters } from './galleryFilters.ts';
import './GalleryRooms.css';

const roomsFound = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'} found`;

/** The gallery's filter bar and rooms, with the count and the empty state. */
export function GalleryRooms() {
  const [filters, setFilters] = useState<GalleryFilters>(NO_GALLERY_FILTERS);
  const rooms = useMemo(() => filterGallery(GALLERY_ROOMS, filters), [filters]);
  return (
    <section className="gallery-rooms" aria-labelledby="gallery-rooms-title">
      <h2 id="gallery-rooms-title" className="visually-hidden">
        Designs
      </h2>
      <GalleryFilterBar
        filters={filters}
        onChange={setFilters}
        resultText={roomsFound(rooms.length)}
      />
      <div className="container gallery-rooms__inner">
        {rooms.length === 0 ? (
          <div className="gallery-rooms__empty">
            <SearchX aria-hidden="true" />
            <h3>No rooms found</h3>
            <p>Try another word, or fewer filters.</p>
            <Button variant="secondary" onClick={() => setFilters(NO_GALLERY_FILTERS)}>
              Clear All Filters
            </Button>
          </div>
        ) : (
          <ul className="gallery-rooms__grid">
            {rooms.map((room) => (
              <li key={room.id}>
                <GalleryCard room={room} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
