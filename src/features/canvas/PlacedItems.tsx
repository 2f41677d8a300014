import { LazyMotion, MotionConfig } from 'framer-motion';
import { PlacedItem, type PlacedItemProps } from './PlacedItem.tsx';
import type { RoomCartItem } from './useRoomCart.ts';

// Drag needs framer-motion's largest feature bundle; it loads on its own, after the items.
const loadMotionFeatures = () => import('./motionFeatures.ts').then((module) => module.default);

export interface PlacedItemsProps extends Omit<PlacedItemProps, 'item' | 'position' | 'count'> {
  items: readonly RoomCartItem[];
}

/**
 * The products placed in the room, with the drag library they need. It loads with the first
 * placed product (RoomCanvas), so an empty room, as on a first visit, starts without it.
 */
export default function PlacedItems({ items, ...shared }: PlacedItemsProps) {
  return (
    <MotionConfig reducedMotion="user">
      <LazyMotion features={loadMotionFeatures} strict>
        {items.map((item, index) => (
          <PlacedItem
            key={item.id}
            item={item}
            position={index + 1}
            count={items.length}
            {...shared}
          />
        ))}
      </LazyMotion>
    </MotionConfig>
  );
}
