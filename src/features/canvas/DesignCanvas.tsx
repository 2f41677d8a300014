import { Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { Armchair, Ruler } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { useMediaQuery } from '../../lib/useBrowserValue.ts';
import { CANVAS_SHOP_TOAST_MS } from '../../lib/timing.ts';
import { Dialog } from '../../ui/Dialog.tsx';
import { buttonClass } from '../../ui/Button.tsx';
import { notify } from '../../ui/notify.tsx';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../ui/Tabs.tsx';
import { useSearchAfterHydration } from '../../ui/useSearchAfterHydration.ts';
import {
  BLANK_ROOM,
  PlanCanvas,
  RoomPicker,
  loadDesignStore,
  planFromSearch,
  resolveRoomChoice,
  useStoredRoomChoice,
} from '../plan-canvas/index.ts';
import { MEASURE_ROOM_PATH, useRoomPlans } from '../room-plan/index.ts';
import { CanvasBottomBar } from './CanvasBottomBar.tsx';
import { CanvasHeader } from './CanvasHeader.tsx';
import { CartDialog } from './CartDialog.tsx';
import { CataloguePanel } from './CataloguePanel.tsx';
import { CANVAS_COPY, nextRoomName } from './canvasCopy.ts';
import { DEFAULT_CATEGORY, PRICE_RANGE_DEFAULT, type CatalogueFilter } from './canvasRules.ts';
import { loadPlacedItems, RoomCanvas } from './RoomCanvas.tsx';
import { RoomCaption } from './RoomCaption.tsx';
import { addProductsToRoomCart, removeCartItem, saveRoom } from './roomCart.ts';
import { SaveRoomDialog } from './SaveRoomDialog.tsx';
import { SavedRooms } from './SavedRooms.tsx';
import { usePlacing, type AddToRoom, type PlaceableProduct } from './usePlacing.ts';
import { useRoomCart, useSavedRooms, type RoomCartItem } from './useRoomCart.ts';
import './DesignCanvas.css';

// The plan canvas and its store (the catalogue, the checker) load only for a user with a plan.
const planStore = loadDesignStore;

/** Phones and small tablets: a room plan opens as a workspace that fills the screen. */
const WORKSPACE_QUERY = '(max-width: 1023px)';

type SheetTab = 'furniture' | 'rooms';

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
  const plans = useRoomPlans();
  const search = useSearchAfterHydration();
  const [, navigate] = useLocation();
  const [stored, storeChoice] = useStoredRoomChoice();
  const [filter, setFilter] = useState<CatalogueFilter>(INITIAL_FILTER);
  const [cartOpen, setCartOpen] = useState(false);
  const [saveOpen, setSaveOpen] = useState(false);
  const [view3d, setView3d] = useState(false);
  const [sheet, setSheet] = useState<SheetTab | null>(null);
  const sheetButton = useRef<HTMLButtonElement>(null);
  const compact = useMediaQuery(WORKSPACE_QUERY);

  const fromAddress = planFromSearch(search);
  const choice = plans ? resolveRoomChoice(plans, fromAddress, stored) : null;
  const openPlan =
    choice?.kind === 'plan' ? plans?.find((plan) => plan.id === choice.id) : undefined;
  const openPlanId = openPlan?.id;
  const hasPlans = (plans?.length ?? 0) > 0;
  // On a phone or a small tablet a room plan fills the screen: the catalogue and the saved
  // rooms wait in a sheet, and the app's bottom nav steps aside for the design's own bar.
  const workspace = Boolean(openPlan) && compact;

  // `?plan=<id>` chooses the room once: remembered like a choice made here, then dropped from
  // the address so that the picker rules afterwards.
  useEffect(() => {
    if (!fromAddress || !plans) return;
    if (plans.some((plan) => plan.id === fromAddress)) storeChoice(fromAddress);
    navigate('/design-dashboard', { replace: true });
  }, [fromAddress, plans, storeChoice, navigate]);

  // The cart shows the open room: the plan's pieces, or the blank floor plan's own items.
  useEffect(() => {
    if (openPlanId) {
      planStore()
        .then((store) => store.showPlanInCart(openPlanId))
        .catch(storageFailed);
    } else if (choice?.kind === 'blank' && hasPlans) {
      planStore()
        .then((store) => store.showBlankInCart())
        .catch(storageFailed);
    }
    // The plan's edit time is a dependency: a design changed elsewhere (sync) reaches the cart.
  }, [openPlanId, openPlan?.updatedAt, choice?.kind, hasPlans]);

  const addToRoom = useCallback<AddToRoom>(
    async (product) => {
      if (!openPlanId) return addProductsToRoomCart([product.id]);
      const store = await planStore();
      return store.addProductToPlan(openPlanId, product.id);
    },
    [openPlanId],
  );
  const { placing, highlighted, place: startPlacing } = usePlacing(addToRoom);
  // The placed items' layer is fetched while the button reads "Placing...", so the product
  // appears with its count.
  const place = useCallback(
    (product: PlaceableProduct) => {
      // Only a head start: the layer asks for its code again when it draws the product.
      if (!openPlanId) loadPlacedItems().catch(() => undefined);
      startPlacing(product);
    },
    [openPlanId, startPlacing],
  );
  const resetFilter = useCallback(() => setFilter(INITIAL_FILTER), []);

  const save = async (name: string) => {
    try {
      await saveRoom(name, new Date(), openPlanId);
      setSaveOpen(false);
      notify({ title: 'Room saved!', description: `${name} is saved on this device.` });
    } catch (error: unknown) {
      storageFailed(error);
    }
  };

  const removeFromCart = (item: RoomCartItem) => {
    const removal = openPlanId
      ? planStore().then((store) =>
          store.changeDesign(openPlanId, (design) => ({
            ...design,
            pieces: design.pieces.filter((piece) => piece.id !== item.id),
          })),
        )
      : removeCartItem(item.id);
    removal.catch(storageFailed);
  };

  const picker = (
    <RoomPicker
      plans={plans ?? []}
      value={openPlanId ?? BLANK_ROOM}
      onChange={(value) => {
        setView3d(false);
        storeChoice(value);
      }}
      compact={workspace}
    />
  );
  const catalogue = (
    <CataloguePanel
      filter={filter}
      onFilterChange={setFilter}
      onReset={resetFilter}
      placing={placing}
      onPlace={place}
    />
  );
  const caption = <RoomCaption items={items} />;

  return (
    <>
      <div
        className={`design-canvas${workspace ? ' design-canvas--workspace' : ''}`}
        data-view={openPlan && view3d ? '3d' : 'plan'}
        data-hides-bottom-nav={workspace ? '' : undefined}
      >
        {workspace ? null : (
          <CanvasHeader title={title} summary={summary} onSave={() => setSaveOpen(true)} />
        )}
        <div className="design-canvas__body">
          <div className="design-canvas__room">
            {workspace ? null : picker}
            {openPlan ? (
              <Suspense fallback={<p className="design-canvas__loading">Loading your room...</p>}>
                <PlanCanvas
                  key={openPlan.id}
                  record={openPlan}
                  emptyHint={CANVAS_COPY.emptyHint}
                  caption={workspace ? null : caption}
                  layout={workspace ? 'workspace' : 'page'}
                  view3d={view3d}
                  onView3dChange={setView3d}
                  bar={
                    workspace ? (
                      <CanvasHeader
                        compact
                        title={title}
                        summary={summary}
                        onSave={() => setSaveOpen(true)}
                      >
                        {picker}
                      </CanvasHeader>
                    ) : null
                  }
                  actions={
                    workspace ? (
                      <button
                        ref={sheetButton}
                        type="button"
                        className={`${buttonClass({ variant: 'quiet' })} design-canvas__sheet-button`}
                        aria-haspopup="dialog"
                        onClick={() => setSheet('furniture')}
                      >
                        <Armchair aria-hidden="true" />
                        <span>Catalogue</span>
                      </button>
                    ) : null
                  }
                />
              </Suspense>
            ) : (
              // A device that chose a plan waits for the plans rather than flash the blank canvas.
              <RoomCanvas items={plans || !stored || stored === BLANK_ROOM ? items : undefined} />
            )}
          </div>
          {workspace ? null : catalogue}
          {workspace ? null : (
            <div className="design-canvas__saved">
              <SavedRooms />
            </div>
          )}
        </div>
        <CanvasBottomBar
          items={items}
          highlighted={highlighted}
          onViewCart={() => setCartOpen(true)}
          onShop={shopMyRoom}
        />
      </div>
      {workspace ? (
        <Dialog
          open={sheet !== null}
          onOpenChange={(open) => setSheet(open ? (sheet ?? 'furniture') : null)}
          variant="sheet"
          className="design-sheet"
          title="Catalogue"
          returnFocusTo={sheetButton}
        >
          <Tabs
            value={sheet ?? 'furniture'}
            onValueChange={(value) => setSheet(value === 'rooms' ? 'rooms' : 'furniture')}
          >
            <TabsList aria-label="Catalogue">
              <TabsTrigger value="furniture">Furniture</TabsTrigger>
              <TabsTrigger value="rooms">Rooms</TabsTrigger>
            </TabsList>
            <TabsContent value="furniture" className="design-sheet__panel">
              {catalogue}
            </TabsContent>
            <TabsContent value="rooms" className="design-sheet__panel design-sheet__rooms">
              {caption}
              <Link href={MEASURE_ROOM_PATH} className="design-sheet__measure">
                <Ruler aria-hidden="true" />
                <span>Measure a room</span>
              </Link>
              <SavedRooms headingLevel={3} onOpened={() => setSheet(null)} />
            </TabsContent>
          </Tabs>
        </Dialog>
      ) : null}
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
    </>
  );
}
