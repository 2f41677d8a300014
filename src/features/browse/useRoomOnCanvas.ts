import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { ROOM_TYPE_PRODUCTS, type RoomInspiration } from '../../content/rooms.ts';
import { notify } from '../../ui/notify.tsx';
import { addProductsToRoomCart } from '../canvas/index.ts';

/**
 * 'Use This Room': the room's look (the catalogue's pieces for its room type) goes into the
 * room cart, and the design canvas opens with it.
 */
export function useRoomOnCanvas() {
  const [, navigate] = useLocation();
  const [busyId, setBusyId] = useState<string | null>(null);

  const placeRoom = useCallback(
    async (room: RoomInspiration) => {
      if (busyId) return;
      setBusyId(room.id);
      try {
        const added = await addProductsToRoomCart(ROOM_TYPE_PRODUCTS[room.roomType]);
        notify({
          title: 'Added to Room!',
          description: `${added.length} pieces inspired by ${room.title} are in your room.`,
        });
        navigate('/design-dashboard');
      } catch (failure: unknown) {
        console.error('Could not put the room in the room cart', failure);
        notify({
          title: 'Could not add the room',
          description: 'Your device would not save the room. Please try again.',
          variant: 'destructive',
        });
      } finally {
        setBusyId(null);
      }
    },
    [busyId, navigate],
  );

  return { placeRoom, busyId };
}
