// What the plan editor mounts: "Design my room" and "Shop this design". The layout engine is
// not imported here; it loads in a Web Worker only when the user asks for a design.
export { DesignMyRoom, type DesignMyRoomProps } from './DesignMyRoom.tsx';
export { ShopThisDesign, type ShopThisDesignProps } from './ShopThisDesign.tsx';
