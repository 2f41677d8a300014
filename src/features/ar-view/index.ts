// "See it in your room": a designed room's pieces standing on the real floor in AR, where the
// browser offers WebXR's immersive-ar. The offer is light; the session, three.js and the overlay
// load only when AR is offered.
export { SeeItInYourRoom, type SeeItInYourRoomProps } from './SeeItInYourRoom.tsx';
