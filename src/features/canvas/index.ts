// What other features may use of the canvas feature (the room cart).
export { addProductsToRoomCart, openSavedRoom } from './roomCart.ts';
export { useRoomCart, useSavedRooms, type RoomCartItem } from './useRoomCart.ts';
