// Measuring a room with the phone in AR, where the browser offers WebXR's immersive-ar. The offer
// is light; the session, three.js and the overlay load only when measuring starts.
export { MeasureWithAR } from './MeasureWithAR.tsx';
export { MeasuredWithArNote } from './MeasuredWithArNote.tsx';
export { measuredPlanHref, readMeasuredPlan } from './arMeasureLinks.ts';
