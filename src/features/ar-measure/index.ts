// Measuring a room with the phone in AR, where the browser offers WebXR's immersive-ar. The offer
// is light; the session, three.js and the overlay load only when measuring starts.
export { MeasureWithAR } from './MeasureWithAR.tsx';
export { MeasuredWithArNote } from './MeasuredWithArNote.tsx';
export { measuredPlanHref, readMeasuredPlan } from './arMeasureLinks.ts';
// What other AR features share: whether AR is offered, the session (three.js with it, so only
// ever loaded on demand), and the rooms measured during this visit.
export { readArSupport, useArSupport, type ArSupport } from './useArSupport.ts';
export { measuredFrameOf } from './measuredRooms.ts';
export const loadArSession = () => import('./overlaySession.ts');
export type { ArFrame, ArRay, ArSession, ArSessionEvents, ArStartFailure } from './arSession.ts';
