// The words alt text is built from: what each room, style and piece of furniture is called.

/** How a style reads inside a sentence of alt text. */
export const STYLE_WORDS = {
  modern: 'modern',
  japandi: 'Japandi',
  industrial: 'industrial',
  bohemian: 'bohemian',
  scandinavian: 'Scandinavian',
  classic: 'classic',
  minimalist: 'minimalist',
  coastal: 'coastal',
};

export const ROOM_TITLES = {
  living: 'living room',
  bedroom: 'bedroom',
  dining: 'dining room',
  study: 'study',
  office: 'home office',
  kitchen: 'kitchen',
};

export const SOFA_WORDS = {
  low: 'a low oak sofa',
  boxy: 'a grey modular sofa',
  chesterfield: 'a cognac leather Chesterfield sofa',
  rounded: 'a curved cream sofa piled with patterned cushions',
  tuxedo: 'a green velvet sofa',
  scandi: 'a light linen sofa on tapered legs',
};
export const BED_WORDS = {
  channel: 'a channel-tufted bed',
  tufted: 'a button-tufted velvet bed',
  rattan: 'a rattan bed with a patterned throw',
  metalFrame: 'a black metal bed frame',
  oakFrame: 'a pale oak bed with a dusty blue throw',
  platform: 'a low platform bed',
};
export const LIGHT_WORDS = {
  lantern: 'a paper lantern',
  dome: 'a black dome pendant',
  edison: 'Edison bulb pendants',
  rattan: 'a rattan pendant',
  globe: 'a white globe pendant',
  cone: 'a slim black pendant',
  chandelier: 'a brass chandelier',
  arc: 'an arched floor lamp',
  tripod: 'a tripod floor lamp',
  candlestick: 'a brass floor lamp',
};
export const PLANT_WORDS = {
  fiddle: 'a fiddle-leaf fig',
  bonsai: 'a bonsai',
  palm: 'a potted palm',
  snake: 'a snake plant',
  olive: 'an olive tree',
  monstera: 'a monstera',
};
export const ART_WORDS = {
  arches: 'an abstract arches print',
  enso: 'an ink circle print',
  lines: 'three line-art prints',
  landscape: 'a gilt-framed landscape',
  macrame: 'a macramé hanging and a rattan sun mirror',
  clock: 'a metal wall clock and a framed map',
  single: 'a single small print',
  sea: 'a seascape print',
  gallery: 'a gallery wall',
};
export const WALL_WORDS = {
  slats: 'against a slatted oak wall',
  brick: 'against an exposed brick wall',
  wainscot: 'with sage panelled wainscoting',
  arch: 'under a painted arch',
  shiplap: 'with white shiplap walls',
  plain: '',
};
export const TABLE_WORDS = {
  pedestal: 'a round pedestal table',
  roundWood: 'a round wooden table',
  turned: 'a dark wood table with turned legs',
  plankMetal: 'a plank table on black steel legs',
  oakTrestle: 'an oak trestle table',
  oakSlab: 'a solid oak table',
};
export const CHAIR_WORDS = {
  upholstered: 'upholstered chairs',
  metal: 'metal cafe chairs',
  spindle: 'spindle-back chairs',
  wishbone: 'wishbone chairs',
  cane: 'cane chairs',
  shell: 'white shell chairs',
};
export const DESK_WORDS = {
  reclaimed: 'a reclaimed wood desk on steel legs',
  writing: 'a mahogany writing desk',
  cane: 'a cane-fronted desk',
  walnut: 'a walnut desk',
  oak: 'a slim oak desk',
};
export const SHELF_WORDS = {
  pipe: 'pipe shelving',
  bookcase: 'a tall bookcase',
  ladder: 'a ladder shelf',
  oakOpen: 'an open oak shelf',
  cubes: 'a cube bookcase',
  wallRails: 'wall shelves',
  floating: 'one floating shelf',
};

export const list = (items) => {
  const words = items.filter(Boolean);
  return words.length > 1
    ? `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`
    : (words[0] ?? '');
};
export const article = (word) => (/^[aeiou]/i.test(word) ? 'An' : 'A');
