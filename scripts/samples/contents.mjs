// Which pictures the library holds: the room and style combinations and the before/after pairs.

// Browse rooms: 6 styles x 4 room types; gallery: 5 styles x 4 room types; the union, plus
// the coastal kitchen and a few more combinations the other pages use.
export const ROOM_STYLES = [
  'modern',
  'japandi',
  'industrial',
  'bohemian',
  'scandinavian',
  'classic',
  'minimalist',
];
export const ROOM_TYPES = ['living', 'bedroom', 'study', 'dining', 'office'];
export const EXTRA_ROOMS = [
  ['kitchen', 'coastal'],
  ['living', 'coastal'],
  ['bedroom', 'coastal'],
  ['kitchen', 'modern'],
  ['kitchen', 'scandinavian'],
];
// Before/after pairs: one shell, bare and then styled.
export const TRANSFORMATIONS = [
  ['living', 'scandinavian'],
  ['bedroom', 'japandi'],
  ['dining', 'classic'],
  ['office', 'minimalist'],
  ['study', 'industrial'],
  ['kitchen', 'coastal'],
  ['living', 'bohemian'],
  ['bedroom', 'modern'],
];

// The named pair other pages already use: a living room, bare, then styled in sage.
export const LIVING_PAIR = {
  type: 'living',
  style: 'scandinavian',
  overrides: {
    fabric: '#8FA38A',
    accents: ['#F1ECE3', '#A34A28', '#C98B3C', '#3A3430'],
    art: 'gallery',
    pendant: 'dome',
    light: 'tripod',
    plant: 'fiddle',
    rug: { kind: 'round', colour: '#DCCBAA', border: '#C9B48F' },
    window: { side: 'left', frame: '#FAF8F4', kind: 'tall' },
  },
  before:
    'Before: an empty living room with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor',
  after:
    'After: the same living room styled with a sage sofa, a gallery wall, a round oak coffee table, a jute rug, a tripod lamp and a fiddle-leaf fig',
};
