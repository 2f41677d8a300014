/**
 * The layout engine's public face: lay out a room for a brief, judge a layout against the hard
 * rules, score it against the design rules, and read the JSON input the CLI takes. Pure
 * TypeScript with no DOM, for a Web Worker in the app and for Node.
 */
export {
  constructLayout,
  DEFAULT_ITERATIONS,
  finishLayout,
  LayoutInputError,
  layoutRoom,
  refineLayout,
  type Draft,
  type LayoutOptions,
} from './engine.ts';
export {
  checkLayout,
  HARD_RULES,
  type CheckReport,
  type HardRule,
  type Violation,
} from './checker.ts';
export { createDesignScorer, DESIGN_RULES, type DesignRule, type DesignScore } from './rules.ts';
export { parseLayoutInput, type LayoutInputParse } from './input.ts';
export { ROOM_PROGRAMS, type Need } from './program.ts';
export type { DroppedPiece, LayoutBrief, LayoutItem, LayoutResult, LockedPiece } from './types.ts';
