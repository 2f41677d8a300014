import { useState } from 'react';
import { LazyMotion, MotionConfig } from 'framer-motion';
import { CANVAS_SHOP_TOAST_MS } from '../../lib/timing.ts';
import { notify } from '../../ui/notify.tsx';
import { CanvasBottomBar } from './CanvasBottomBar.tsx';
import { CanvasHeader } from './CanvasHeader.tsx';
import { CartDialog } from './CartDialog.tsx';
import { CataloguePanel } from './CataloguePanel.tsx';
import { CANVAS_COPY, nextRoomName } from './canvasCopy.ts';
import { DEFAULT_CATEGORY, PRICE_RANGE_DEFAULT, type CatalogueFilter } from './canvasRules.ts';
import { RoomCanvas } from './RoomCanvas.tsx';
import { removeCartItem, saveRoom } from './roomCart.ts';
import { SaveRoomDialog } from './SaveRoomDialog.tsx';
import { SavedRooms } from './SavedRooms.tsx';
import { usePlacing } from './usePlacing.ts';
import { useRoomCart, useSavedRooms, type RoomCartItem } from './useRoomCart.ts';
import './DesignCanvas.css';

const loadMotionFeatures = () => import('./motionFeatures.ts').then((module) => module.default);

const INITIAL_FILTER: CatalogueFilter = {
  category: DEFAULT_CATEGORY,
  search: '',
  price: PRICE_RANGE_DEFAULT,
};

function storageFailed(error: unknown) {
  console.error('Could not update the room on this device', error);
  notify({
    title: 'Something went wrong',
    description: 'This device could not save your room. Please try again.',
    variant: 'destructive',
  });
}

function shopMyRoom() {
  notify({ ...CANVAS_COPY.shopToast, duration: CANVAS_SHOP_TOAST_MS });
}

/**
 * "Launch My Design" (spec 02 section 2): the room canvas, the catalogue beside it (below it
 * on small screens) and the bar with the cart. The room cart lives in IndexedDB, so every tab
 * and every visit shows the same room.
 */
export function DesignCanvas({ title, summary }: { title: string; summary: string }) {
  const items = useRoomCart();
  const rooms = useSavedRooms();
  const [filter, setFilter] = useState<CatalogueFilter>(INITIAL_FILTER);
  const [cartOpen, setCartOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const { placing, highlighted, place } = usePlacing();

  const save = async (name: string) => {
    try {
      await saveRoom(name);
      setSaveOpen(false);
      notify({ title: 'Room saved!', description: `${name} is saved on this device.` });
    } catch (error: unknown) {
      storageFailed(error);
    }
  };

  const removeFromCart = (item: RoomCartItem) => {
    removeCartItem(item.id).catch(storageFailed);
  };

  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadMotionFeatures} strict>
        <div className="design-canvas">
          <CanvasHeader title={title} summary={summary} onSave={() => setSaveOpen(true)} />
          <div className="design-canvas__body">
            <div className="design-canvas__room">
              <RoomCanvas items={items} />
            </div>
            <CataloguePanel
              filter={filter}
              onFilterChange={setFilter}
              onReset={() => setFilter(INITIAL_FILTER)}
              placing={placing}
              onPlace={place}
            />
            <div className="design-canvas__saved">
              <SavedRooms />
            </div>
          </div>
          <CanvasBottomBar
            items={items}
            highlighted={highlighted}
            onViewCart={() => setCartOpen(true)}
            onShop={shopMyRoom}
          />
        </div>
        <CartDialog
          open={cartOpen}
          onOpenChange={setCartOpen}
          items={items ?? []}
          onRemove={removeFromCart}
          onShop={shopMyRoom}
        />
        <SaveRoomDialog
          open={saveOpen}
          onOpenChange={setSaveOpen}
          itemCount={items?.length ?? 0}
          defaultName={nextRoomName((rooms ?? []).map((room) => room.name))}
          onSave={save}
        />
      </LazyMotion>
    </MotionConfig>
  );
}
