import { useMemo, useState } from 'react';
import { SearchX } from 'lucide-react';
import { BRANDS } from '../../content/brands.ts';
import { BROWSE_CATALOGUE_SIZE, ROOMS } from '../../content/rooms.ts';
import { Button } from '../../ui/Button.tsx';
import { Dialog } from '../../ui/Dialog.tsx';
import { notify } from '../../ui/notify.tsx';
import { BrandFinder } from './BrandFinder.tsx';
import { BrowseFilterBar } from './BrowseFilterBar.tsx';
import { RoomCard } from './RoomCard.tsx';
import { NO_FILTERS, browseRooms, toggleBrand, type BrowseFilters } from './browseFilters.ts';
import { useRoomOnCanvas } from './useRoomOnCanvas.ts';
import './BrowseRooms.css';

const roomsFound = (count: number) => `${count} ${count === 1 ? 'room' : 'rooms'} found`;

/**
 * The rooms of /browse-rooms with every filter: search, dropdowns, brand chips, the desktop
 * brand sidebar and the phone's brand drawer; the count, the empty state and the grid.
 */
export function BrowseRooms({
  filters,
  onChange,
}: {
  filters: BrowseFilters;
  onChange: (next: BrowseFilters, options?: { replace?: boolean }) => void;
}) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const rooms = useMemo(() => browseRooms(ROOMS, filters), [filters]);
  const { placeRoom, busyId } = useRoomOnCanvas();
  const onToggleBrand = (brand: string) => onChange(toggleBrand(filters, brand));
  const reset = () => onChange({ ...NO_FILTERS, sort: filters.sort });

  return (
    <div className="browse-rooms">
      <BrowseFilterBar
        filters={filters}
        onChange={onChange}
        onOpenBrands={() => setDrawerOpen(true)}
        onClearAll={reset}
      />

      <div className="browse-rooms__layout">
        <aside className="browse-rooms__sidebar" aria-labelledby="browse-sidebar-title">
          <h2 id="browse-sidebar-title" className="browse-rooms__sidebar-title">
            Filter by brand
          </h2>
          <BrandFinder
            selected={filters.brands}
            onToggle={onToggleBrand}
            limited
            idPrefix="sidebar"
          />
        </aside>

        <section className="browse-rooms__results" aria-labelledby="browse-results-count">
          <p id="browse-results-count" className="browse-rooms__count" role="status">
            {roomsFound(rooms.length)}
          </p>
          {rooms.length === 0 ? (
            <div className="browse-rooms__empty">
              <SearchX aria-hidden="true" />
              <h3>No rooms found</h3>
              <p>Try another search, or fewer filters.</p>
              <Button variant="secondary" onClick={reset}>
                Reset All Filters
              </Button>
            </div>
          ) : (
            <ul className="browse-rooms__grid">
              {rooms.map((room) => (
                <li key={room.id}>
                  <RoomCard room={room} busy={busyId !== null} onUse={() => void placeRoom(room)} />
                </li>
              ))}
            </ul>
          )}
          <div className="browse-rooms__more">
            <p id="browse-showing">
              Showing {rooms.length} of {BROWSE_CATALOGUE_SIZE} rooms
            </p>
            <Button
              variant="secondary"
              aria-describedby="browse-showing"
              onClick={() =>
                notify({
                  title: 'Design Inspiration',
                  description: 'Explore curated rooms for styling ideas!',
                })
              }
            >
              Load More Rooms
            </Button>
          </div>
        </section>
      </div>

      <Dialog
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        variant="sheet"
        title="Filter by brand"
        description={`${BRANDS.length} brands from ${new Set(BRANDS.map((brand) => brand.country)).size} countries`}
        footer={
          <Button block onClick={() => setDrawerOpen(false)}>
            Show {roomsFound(rooms.length).replace(' found', '')}
          </Button>
        }
      >
        <BrandFinder
          selected={filters.brands}
          onToggle={onToggleBrand}
          limited={false}
          idPrefix="drawer"
        />
      </Dialog>
    </div>
  );
}
