// The one drawing of a room plan: the editor, the design canvas, the design options and every
// thumbnail draw a room through PlanView and add their own layer on top.
export {
  PlanView,
  TOUCH_PX,
  usePlanScale,
  type PlanOpening,
  type PlanPieceProduct,
  type PlanScale,
  type PlanSizing,
  type PlanViewPiece,
  type PlanViewParts,
  type PlanViewProps,
} from './PlanView.tsx';
export { clientToRoom } from './roomPointer.ts';
export {
  useElementWidth,
  useMeasuredSize,
  useViewportHeight,
  type MeasuredSize,
} from './useMeasuredSize.ts';
