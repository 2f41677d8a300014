/** The words of measuring a room in AR: each step said on screen, each problem with its way out. */
export const AR_COPY = {
  offer: 'Measure with AR',
  offerNote:
    'Walk the room with your phone and tap each floor corner: the walls, the ceiling, doors and windows are measured for you.',
  dialogTitle: 'Measure with AR',
  starting: 'Starting the camera…',
  findFloor:
    'Find the floor: point your phone at the floor and move it slowly until the ring appears.',
  firstCorner:
    'Aim the ring at a floor corner of the room, then tap Mark corner (or tap the screen).',
  nextCorner: (n: number) =>
    `Aim at corner ${n}, where the next wall ends, and mark it. Back at the first corner, mark it again to close the room.`,
  canFinish: 'Mark the first corner again to close the room, or tap Finish.',
  squareOffer: (move: string) =>
    `Every corner is within 4° of square. Square the corners? The farthest corner moves ${move}.`,
  squareKeep: 'Keep as measured',
  squareAccept: 'Square the corners',
  ceiling: 'Aim at the ceiling and tap Mark ceiling, or type its height.',
  ceilingNoHit: 'The ceiling cannot be reached from here: type its height.',
  openings:
    'Doors and windows: choose one, then aim at its two edges on its wall. For a window, mark the lower edge at the sill.',
  openingFirst: (kind: string) => `Aim at one edge of the ${kind} and mark it.`,
  openingSecond: (kind: string) => `Now aim at the other edge of the ${kind} and mark it.`,
  markCorner: 'Mark corner',
  markCeiling: 'Mark ceiling',
  markEdge: 'Mark edge',
  addDoor: 'Add a door',
  addWindow: 'Add a window',
  undo: 'Undo',
  finish: 'Finish',
  next: 'Next',
  done: 'Done: review the plan',
  cancel: 'Cancel',
  ceilingLabel: 'Ceiling height',
  noFloor:
    'No floor found yet. Turn on more light, point at a patterned part of the floor, and move the phone slowly from side to side.',
  trackingLost:
    'Tracking lost: the phone lost its place in the room. Move it slowly back over what you have measured. Your corners are kept.',
  crossing: (wall: number, crosses: number) =>
    `Wall ${wall} crosses wall ${crosses}: the outline would cross itself. Undo the last corner and mark it again.`,
  noHit: 'Nothing under the ring yet: aim at the floor until the ring shows.',
  cameraRefused:
    'The camera was not allowed, so AR cannot measure. Allow the camera for this site in your browser settings, then try again.',
  failed: 'AR measuring stopped because of an error. Nothing you marked is lost.',
  unsupported: 'This browser offers no AR on this device.',
  endedDraft: (corners: number, name: string) =>
    `The AR session ended. Your ${corners} corners are kept as a draft plan, "${name}", to finish in the editor.`,
  endedTooFew: (corners: number) =>
    corners === 0
      ? 'The AR session ended before any corner was marked.'
      : `The AR session ended with ${corners === 1 ? '1 corner' : `${corners} corners`}: a room needs 3, so there was no plan to keep. Measure again when you are ready.`,
  openDraft: 'Open the draft',
  measuredNote: 'Measured with AR. Check each wall against the room before you design it.',
  tryAgain: 'Try again',
  close: 'Close',
} as const;
