/** The words of "See it in your room": each step said on screen, each problem with its way out. */
export const AR_VIEW_COPY = {
  offer: 'See it in your room',
  offerNote:
    'Stand the design on your own floor at true size: mark two corners of the room and every piece appears where the plan puts it.',
  dialogTitle: 'See it in your room',
  starting: 'Starting the camera…',
  findFloor:
    'Find the floor: point your phone at the floor and move it slowly until the ring appears.',
  markStart:
    'Aim the ring at the floor in the corner where wall 1 starts (the green corner on the plan), then tap Mark corner.',
  markEnd:
    'Now aim at the corner where wall 1 ends (the orange corner on the plan, along wall 1) and mark it.',
  placed: (count: number) =>
    `Your design stands in the room: ${count === 1 ? '1 piece' : `${count} pieces`} where the plan puts them. Tap a piece to see what it is.`,
  placedMeasured: (count: number) =>
    `Lined up with the room you measured: ${count === 1 ? '1 piece stands' : `${count} pieces stand`} where the plan puts them. If the green marker is not in the corner where wall 1 starts, mark the corners again.`,
  wrongCorners: (marked: string, wall: string) =>
    `Those are not the two corners of wall 1: your marks are ${marked} apart, but wall 1 is ${wall} long. The wrong corners were marked. Mark the corner where wall 1 starts again, then where it ends.`,
  tooClose:
    'Both marks are on the same spot. Mark the corner where wall 1 starts, then walk along wall 1 to where it ends.',
  notFloor: 'That mark is not on the floor. Aim the ring at the floor right in the corner.',
  noHit: 'The ring is not on a surface yet: move the phone slowly until it appears.',
  noFloor:
    'The floor has not been found yet. Turn on more light, aim at a patterned part of the floor, and move the phone slowly.',
  trackingLost: 'The phone has lost its place. Hold it still and point it at the floor.',
  markCorner: 'Mark corner',
  undo: 'Undo',
  markAgain: 'Mark the corners again',
  pieces: 'Pieces',
  hide: 'Hide',
  show: 'Show',
  selected: (name: string, price: string) => `${name}, ${price}`,
  nothingSelected: 'Tap a piece, or choose one below.',
  finish: 'Finish',
  cancel: 'Cancel',
  close: 'Close',
  cameraRefused:
    'The camera was not allowed. Allow camera access for this site in your browser settings, then try again.',
  unsupported: 'This browser cannot start AR here. The plan and the 3D view still show the design.',
  failed: 'The AR session could not start. Please try again.',
  ended: 'The AR view has ended.',
  plan: (name: string) =>
    `Plan of ${name}, wall 1 marked from its start (green) to its end (orange)`,
} as const;
