/**
 * The furniture catalogue the layout engine furnishes rooms from: every product with its
 * size in centimetres, the styles and room types it suits, the kind of piece it is, where it
 * goes (on the floor, as a rug, or on a wall) and how deep a zone in front of it a person
 * needs to use it. The six products of the design canvas (products.ts) are part of it, with
 * the same ids, names, prices, brands and categories. Data only.
 */
import { PRODUCTS, type ProductCategory } from './products.ts';
import type { SampleImage } from './sampleLibrary.ts';
import {
  ROOM_TYPES,
  type FurnitureKind,
  type FurnitureProduct,
  type FurnitureStyle,
  type PlacementLayer,
  type RoomType,
} from '../lib/catalogue/furniture.ts';

interface KindFacts {
  readonly category: ProductCategory;
  readonly layer: PlacementLayer;
  readonly useDepth: number;
  readonly rooms: readonly RoomType[];
}

const ALL_ROOMS = ROOM_TYPES;

/** What every product of a kind shares; a row below may name its own rooms. */
const KIND_FACTS: Record<FurnitureKind, KindFacts> = {
  sofa: { category: 'Seating', layer: 'floor', useDepth: 35, rooms: ['living-room'] },
  armchair: {
    category: 'Seating',
    layer: 'floor',
    useDepth: 35,
    rooms: ['living-room', 'bedroom', 'home-office'],
  },
  'dining-chair': { category: 'Seating', layer: 'floor', useDepth: 0, rooms: ['dining-room'] },
  'desk-chair': { category: 'Seating', layer: 'floor', useDepth: 0, rooms: ['home-office'] },
  'coffee-table': { category: 'Tables', layer: 'floor', useDepth: 0, rooms: ['living-room'] },
  'side-table': {
    category: 'Tables',
    layer: 'floor',
    useDepth: 0,
    rooms: ['living-room', 'bedroom', 'home-office'],
  },
  'bedside-table': { category: 'Tables', layer: 'floor', useDepth: 40, rooms: ['bedroom'] },
  'dining-table': { category: 'Tables', layer: 'floor', useDepth: 0, rooms: ['dining-room'] },
  desk: { category: 'Tables', layer: 'floor', useDepth: 75, rooms: ['home-office'] },
  'media-unit': { category: 'Storage', layer: 'floor', useDepth: 50, rooms: ['living-room'] },
  wardrobe: { category: 'Storage', layer: 'floor', useDepth: 70, rooms: ['bedroom'] },
  dresser: { category: 'Storage', layer: 'floor', useDepth: 60, rooms: ['bedroom'] },
  sideboard: {
    category: 'Storage',
    layer: 'floor',
    useDepth: 50,
    rooms: ['dining-room', 'living-room'],
  },
  shelving: {
    category: 'Storage',
    layer: 'floor',
    useDepth: 50,
    rooms: ['living-room', 'home-office'],
  },
  bed: { category: 'Beds', layer: 'floor', useDepth: 0, rooms: ['bedroom'] },
  'floor-lamp': { category: 'Lighting', layer: 'floor', useDepth: 0, rooms: ALL_ROOMS },
  'table-lamp': {
    category: 'Lighting',
    layer: 'floor',
    useDepth: 0,
    rooms: ['living-room', 'bedroom', 'home-office'],
  },
  pendant: { category: 'Lighting', layer: 'floor', useDepth: 0, rooms: ['dining-room'] },
  'wall-light': { category: 'Lighting', layer: 'wall', useDepth: 0, rooms: ALL_ROOMS },
  rug: { category: 'Rugs', layer: 'rug', useDepth: 0, rooms: ALL_ROOMS },
  'wall-art': { category: 'Art', layer: 'wall', useDepth: 0, rooms: ALL_ROOMS },
  mirror: {
    category: 'Mirrors',
    layer: 'wall',
    useDepth: 0,
    rooms: ['living-room', 'bedroom', 'dining-room'],
  },
  'floor-mirror': { category: 'Mirrors', layer: 'floor', useDepth: 60, rooms: ['bedroom'] },
  plant: { category: 'Decor', layer: 'floor', useDepth: 0, rooms: ALL_ROOMS },
  vase: {
    category: 'Decor',
    layer: 'floor',
    useDepth: 0,
    rooms: ['living-room', 'dining-room', 'bedroom'],
  },
  pouf: { category: 'Accessories', layer: 'floor', useDepth: 0, rooms: ['living-room', 'bedroom'] },
  basket: {
    category: 'Accessories',
    layer: 'floor',
    useDepth: 0,
    rooms: ['living-room', 'bedroom'],
  },
  'coat-stand': {
    category: 'Accessories',
    layer: 'floor',
    useDepth: 0,
    rooms: ['bedroom', 'home-office'],
  },
};

/** Style letters of the rows below: M Modern, J Japandi, I Industrial, B Bohemian, S Scandinavian, C Classic. */
const STYLE_LETTERS: Record<string, FurnitureStyle> = {
  M: 'Modern',
  J: 'Japandi',
  I: 'Industrial',
  B: 'Bohemian',
  S: 'Scandinavian',
  C: 'Classic',
};

const ROOM_LETTERS: Record<string, RoomType> = {
  L: 'living-room',
  B: 'bedroom',
  D: 'dining-room',
  O: 'home-office',
};

/** name, kind, width, depth, height, price, brand, styles, and optionally rooms (letters). */
type Row = readonly [
  name: string,
  kind: FurnitureKind,
  width: number,
  depth: number,
  height: number,
  price: number,
  brand: string,
  styles: string,
  rooms?: string,
];

/** Sizes of the design canvas's six products, keyed by their ids. */
const CANVAS_PRODUCT_FACTS: Record<
  string,
  { kind: FurnitureKind; size: [number, number, number]; styles: string; rooms?: string }
> = {
  'sage-cloud-sofa': { kind: 'sofa', size: [214, 95, 82], styles: 'MSB' },
  'walnut-oval-coffee-table': { kind: 'coffee-table', size: [120, 60, 40], styles: 'MJSC' },
  'ochre-ceramic-lamp': { kind: 'table-lamp', size: [30, 30, 52], styles: 'BJM' },
  'channel-tufted-bed': { kind: 'bed', size: [158, 214, 110], styles: 'MC' },
  'terracotta-arches-print': { kind: 'wall-art', size: [50, 3, 70], styles: 'BJMS' },
  'cane-walnut-sideboard': { kind: 'sideboard', size: [160, 45, 78], styles: 'JBSC' },
};

const ROWS: readonly Row[] = [
  // Seating: sofas
  ['Linnea Two-Seat Sofa', 'sofa', 152, 84, 80, 649, 'Nordhaven', 'SJ'],
  ['Oslo Compact Loveseat', 'sofa', 142, 80, 78, 349, 'Kettu Living', 'SM'],
  ['Harbour Three-Seat Sofa', 'sofa', 218, 92, 84, 1290, 'Fjeld Studio', 'MS'],
  ['Foundry Leather Sofa', 'sofa', 210, 94, 80, 1890, 'Brickyard Supply', 'IC'],
  ['Rivet Canvas Loveseat', 'sofa', 160, 86, 78, 549, 'Northbound Goods', 'IM'],
  ['Chesterfield Heritage Sofa', 'sofa', 224, 96, 76, 2390, 'Maple & Marrow', 'C'],
  ['Rattan Daybed Sofa', 'sofa', 196, 86, 74, 899, 'Kampong Craft', 'BJ'],
  ['Tatami Low Sofa', 'sofa', 206, 90, 68, 1150, 'Straits & Co.', 'JM'],
  ['Mossgrove Boucle Sofa', 'sofa', 200, 92, 76, 1490, 'Atelier Lac', 'MJ'],
  ['Kilim Cushion Sofa', 'sofa', 190, 90, 80, 780, 'Hearth & Loom', 'BC'],
  ['Velluto Curved Sofa', 'sofa', 230, 98, 78, 2890, 'Casa Ombra', 'MC'],
  // Seating: armchairs
  ['Birch Shell Armchair', 'armchair', 72, 74, 78, 329, 'Kettu Living', 'SJ'],
  ['Wingback Reading Chair', 'armchair', 82, 86, 104, 890, 'Rue Sablon', 'C'],
  ['Saddle Leather Lounge Chair', 'armchair', 80, 84, 80, 990, 'Brickyard Supply', 'IM'],
  ['Peacock Rattan Chair', 'armchair', 86, 80, 120, 459, 'Kampong Craft', 'B'],
  ['Oak Frame Easy Chair', 'armchair', 70, 78, 74, 540, 'Nordhaven', 'SJM'],
  ['Bouclé Club Chair', 'armchair', 78, 80, 72, 690, 'Atelier Lac', 'MJ'],
  ['Linen Slipper Chair', 'armchair', 64, 72, 76, 249, 'Willow & Wick', 'CBS'],
  ['Steel Sling Chair', 'armchair', 66, 76, 74, 279, 'Northbound Goods', 'IM'],
  ['Ashwood Lounge Chair', 'armchair', 74, 80, 76, 620, 'Straits & Co.', 'J'],
  // Seating: dining chairs
  ['Spindle Oak Dining Chair', 'dining-chair', 46, 52, 80, 149, 'Nordhaven', 'SJC'],
  ['Bistro Steel Chair', 'dining-chair', 44, 50, 82, 59, 'Brickyard Supply', 'IM'],
  ['Woven Seat Dining Chair', 'dining-chair', 48, 52, 80, 119, 'Kampong Craft', 'BJ'],
  ['Upholstered Parsons Chair', 'dining-chair', 48, 56, 96, 229, 'Rue Sablon', 'C'],
  ['Moulded Shell Chair', 'dining-chair', 46, 52, 81, 89, 'Fjeld Studio', 'MS'],
  ['Curved Ash Chair', 'dining-chair', 50, 52, 76, 199, 'Straits & Co.', 'JM'],
  ['Ladder Back Chair', 'dining-chair', 46, 50, 92, 99, 'Willow & Wick', 'CB'],
  ['Birch Stacking Chair', 'dining-chair', 44, 50, 79, 69, 'Saimaa Design', 'S'],
  // Seating: desk chairs
  ['Task Mesh Desk Chair', 'desk-chair', 64, 64, 105, 249, 'Atelier Lac', 'MI'],
  ['Oak Swivel Desk Chair', 'desk-chair', 60, 60, 88, 329, 'Nordhaven', 'SJC'],
  ['Factory Stool Chair', 'desk-chair', 56, 56, 90, 89, 'Northbound Goods', 'I'],
  ['Cane Back Desk Chair', 'desk-chair', 58, 58, 86, 199, 'Kampong Craft', 'BJ'],
  ['Executive Leather Chair', 'desk-chair', 66, 66, 112, 690, 'Maple & Marrow', 'CM'],
  ['Felt Task Chair', 'desk-chair', 60, 60, 96, 149, 'Kettu Living', 'SM'],
  // Tables: coffee tables
  ['Solid Oak Coffee Table', 'coffee-table', 110, 60, 38, 389, 'Nordhaven', 'SJ'],
  ['Round Travertine Coffee Table', 'coffee-table', 90, 90, 36, 890, 'Terra Rossa', 'MC'],
  ['Riveted Steel Coffee Table', 'coffee-table', 120, 65, 42, 329, 'Brickyard Supply', 'I'],
  ['Low Rattan Coffee Table', 'coffee-table', 100, 55, 35, 219, 'Kampong Craft', 'BJ'],
  ['Glass Top Coffee Table', 'coffee-table', 115, 60, 40, 449, 'Maison Verre', 'MC'],
  ['Birch Nest Coffee Table', 'coffee-table', 90, 50, 40, 129, 'Kettu Living', 'SM'],
  ['Reclaimed Trunk Coffee Table', 'coffee-table', 130, 70, 44, 560, 'Northbound Goods', 'IB'],
  // Tables: side tables
  ['Drum Side Table', 'side-table', 45, 45, 50, 149, 'Terra Rossa', 'MBC'],
  ['Birch Stool Side Table', 'side-table', 40, 40, 48, 59, 'Saimaa Design', 'SJ'],
  ['Iron Pipe Side Table', 'side-table', 42, 42, 55, 89, 'Brickyard Supply', 'I'],
  ['Marble Pedestal Table', 'side-table', 46, 46, 56, 329, 'Casa Ombra', 'CM'],
  ['Woven Rattan Side Table', 'side-table', 44, 44, 52, 99, 'Kampong Craft', 'B'],
  ['Tray Top Side Table', 'side-table', 50, 40, 55, 179, 'Straits & Co.', 'JM'],
  // Tables: bedside tables
  ['Floating Oak Nightstand', 'bedside-table', 45, 38, 52, 229, 'Solace Home', 'SJM'],
  ['Two-Drawer Nightstand', 'bedside-table', 50, 40, 58, 289, 'Maple & Marrow', 'C'],
  ['Rattan Bedside Table', 'bedside-table', 45, 40, 55, 139, 'Kampong Craft', 'B'],
  ['Steel Frame Nightstand', 'bedside-table', 44, 36, 55, 119, 'Brickyard Supply', 'I'],
  ['Birch Bedside Cube', 'bedside-table', 40, 35, 48, 69, 'Kettu Living', 'SM'],
  ['Lacquered Bedside Chest', 'bedside-table', 52, 42, 60, 449, 'Rue Sablon', 'C'],
  // Tables: dining tables
  ['Round Bistro Table', 'dining-table', 80, 80, 75, 199, 'Brickyard Supply', 'IM'],
  ['Oak Four-Seat Table', 'dining-table', 120, 80, 75, 590, 'Nordhaven', 'SJ'],
  ['Pedestal Round Table', 'dining-table', 110, 110, 75, 790, 'Casa Ombra', 'MC'],
  ['Farmhouse Trestle Table', 'dining-table', 180, 90, 76, 1190, 'Willow & Wick', 'CB'],
  ['Reclaimed Plank Table', 'dining-table', 160, 90, 76, 890, 'Northbound Goods', 'IB'],
  ['Ash Extending Table', 'dining-table', 140, 85, 75, 690, 'Fjeld Studio', 'SM'],
  ['Walnut Banquet Table', 'dining-table', 210, 100, 76, 2290, 'Maple & Marrow', 'C'],
  ['Low Elm Dining Table', 'dining-table', 150, 85, 74, 980, 'Straits & Co.', 'J'],
  ['Compact Drop-Leaf Table', 'dining-table', 90, 70, 75, 149, 'Saimaa Design', 'SJ'],
  // Tables: desks
  ['Writing Desk', 'desk', 110, 55, 75, 249, 'Saimaa Design', 'SJ'],
  ['Walnut Executive Desk', 'desk', 160, 75, 76, 1290, 'Maple & Marrow', 'C'],
  ['Steel Frame Desk', 'desk', 140, 70, 75, 399, 'Brickyard Supply', 'I'],
  ['Compact Birch Desk', 'desk', 100, 50, 74, 129, 'Kettu Living', 'SM'],
  ['Rattan Study Desk', 'desk', 120, 60, 76, 459, 'Kampong Craft', 'B'],
  ['Sit-Stand Desk', 'desk', 140, 70, 74, 690, 'Atelier Lac', 'MI'],
  ['Elm Writing Table', 'desk', 130, 60, 74, 790, 'Straits & Co.', 'J'],
  // Storage: media units
  ['Low Oak Media Unit', 'media-unit', 180, 42, 48, 690, 'Nordhaven', 'SJ'],
  ['Steel Media Console', 'media-unit', 160, 40, 55, 449, 'Brickyard Supply', 'I'],
  ['Lacquer Media Cabinet', 'media-unit', 200, 45, 52, 1190, 'Casa Ombra', 'MC'],
  ['Rattan Media Console', 'media-unit', 150, 40, 60, 389, 'Kampong Craft', 'B'],
  ['Compact TV Bench', 'media-unit', 120, 38, 45, 199, 'Kettu Living', 'SM'],
  ['Classic Media Credenza', 'media-unit', 170, 46, 70, 890, 'Maple & Marrow', 'C'],
  // Storage: wardrobes
  ['Two-Door Oak Wardrobe', 'wardrobe', 100, 60, 200, 790, 'Nordhaven', 'SJ'],
  ['Sliding Door Wardrobe', 'wardrobe', 180, 62, 220, 1490, 'Atelier Lac', 'MJ'],
  ['Steel Locker Wardrobe', 'wardrobe', 90, 55, 190, 449, 'Brickyard Supply', 'I'],
  ['Armoire with Drawers', 'wardrobe', 120, 60, 210, 1790, 'Rue Sablon', 'C'],
  ['Rattan Panel Wardrobe', 'wardrobe', 110, 58, 195, 690, 'Kampong Craft', 'B'],
  ['Birch Single Wardrobe', 'wardrobe', 80, 55, 190, 349, 'Saimaa Design', 'SM'],
  // Storage: dressers
  ['Six-Drawer Dresser', 'dresser', 140, 48, 80, 890, 'Maple & Marrow', 'CM'],
  ['Birch Chest of Drawers', 'dresser', 80, 45, 90, 299, 'Kettu Living', 'SJ'],
  ['Industrial Drawer Chest', 'dresser', 100, 46, 95, 549, 'Northbound Goods', 'I'],
  ['Carved Mango Dresser', 'dresser', 120, 48, 82, 690, 'Terra Rossa', 'BC'],
  ['Low Elm Dresser', 'dresser', 150, 46, 70, 1090, 'Straits & Co.', 'JM'],
  // Storage: sideboards
  ['Ribbed Oak Sideboard', 'sideboard', 180, 45, 75, 1290, 'Fjeld Studio', 'SMJ'],
  ['Steel and Mango Sideboard', 'sideboard', 150, 42, 80, 690, 'Brickyard Supply', 'I'],
  ['Painted Buffet Sideboard', 'sideboard', 140, 46, 85, 790, 'Willow & Wick', 'CB'],
  ['Compact Sideboard', 'sideboard', 110, 40, 75, 299, 'Saimaa Design', 'SM'],
  // Storage: shelving
  ['Ladder Bookcase', 'shelving', 80, 35, 180, 199, 'Kettu Living', 'SB'],
  ['Pipe Shelving Unit', 'shelving', 100, 35, 190, 289, 'Brickyard Supply', 'I'],
  ['Oak Modular Shelving', 'shelving', 120, 38, 200, 890, 'Nordhaven', 'SJM'],
  ['Library Bookcase', 'shelving', 100, 40, 210, 1190, 'Maple & Marrow', 'C'],
  ['Bamboo Open Shelf', 'shelving', 90, 35, 170, 249, 'Straits & Co.', 'JB'],
  ['Low Cube Shelving', 'shelving', 110, 38, 90, 149, 'Fjeld Studio', 'MS'],
  // Beds
  ['Birch Single Bed', 'bed', 98, 206, 90, 249, 'Kettu Living', 'SM'],
  ['Steel Frame Single Bed', 'bed', 97, 205, 95, 199, 'Brickyard Supply', 'I'],
  ['Oak Platform Double Bed', 'bed', 150, 210, 85, 890, 'Nordhaven', 'SJ'],
  ['Low Tatami Bed', 'bed', 165, 215, 60, 1190, 'Straits & Co.', 'J'],
  ['Rattan Canopy Bed', 'bed', 170, 215, 200, 1390, 'Kampong Craft', 'B'],
  ['Upholstered King Bed', 'bed', 196, 222, 120, 1990, 'Solace Home', 'MC'],
  ['Spindle Queen Bed', 'bed', 168, 216, 110, 990, 'Willow & Wick', 'CBS'],
  ['Reclaimed Wood Queen Bed', 'bed', 170, 218, 100, 1290, 'Northbound Goods', 'I'],
  ['Cane Daybed Single', 'bed', 100, 205, 80, 449, 'Terra Rossa', 'BJC'],
  // Lighting: floor lamps
  ['Linen Shade Floor Lamp', 'floor-lamp', 40, 40, 160, 159, 'Lumen Atelier', 'SJC'],
  ['Arched Brass Floor Lamp', 'floor-lamp', 45, 45, 185, 429, 'Casa Ombra', 'MC'],
  ['Tripod Wood Floor Lamp', 'floor-lamp', 42, 42, 155, 129, 'Saimaa Design', 'SB'],
  ['Factory Task Floor Lamp', 'floor-lamp', 35, 35, 165, 149, 'Brickyard Supply', 'I'],
  ['Paper Lantern Floor Lamp', 'floor-lamp', 40, 40, 150, 99, 'Straits & Co.', 'J'],
  ['Globe Floor Lamp', 'floor-lamp', 35, 35, 170, 249, 'Atelier Lac', 'M'],
  ['Rattan Floor Lamp', 'floor-lamp', 40, 40, 150, 179, 'Kampong Craft', 'B'],
  // Lighting: table lamps, pendants and wall lights
  ['Pleated Table Lamp', 'table-lamp', 28, 28, 48, 119, 'Lumen Atelier', 'CS'],
  ['Steel Dome Table Lamp', 'table-lamp', 25, 25, 45, 79, 'Northbound Goods', 'I'],
  ['Rice Paper Pendant', 'pendant', 50, 50, 40, 149, 'Lumen Atelier', 'JS'],
  ['Smoked Glass Pendant', 'pendant', 40, 40, 35, 329, 'Maison Verre', 'MCI'],
  ['Brass Swing-Arm Wall Light', 'wall-light', 18, 12, 30, 149, 'Casa Ombra', 'MCI'],
  ['Ceramic Wall Sconce', 'wall-light', 16, 12, 24, 99, 'Lumen Atelier', 'JSB'],
  ['Woven Wall Light', 'wall-light', 30, 15, 30, 89, 'Kampong Craft', 'B'],
  // Rugs
  ['Wool Flatweave Rug', 'rug', 160, 230, 1, 289, 'Hearth & Loom', 'SJM'],
  ['Hand-Knotted Persian Rug', 'rug', 200, 300, 1, 1490, 'Rue Sablon', 'CB'],
  ['Jute Braided Rug', 'rug', 160, 230, 1, 199, 'Kampong Craft', 'BJ'],
  ['Distressed Vintage Rug', 'rug', 200, 290, 1, 549, 'Northbound Goods', 'IB'],
  ['Berber Shag Rug', 'rug', 200, 300, 2, 690, 'Hearth & Loom', 'BS'],
  ['Low Pile Grid Rug', 'rug', 170, 240, 1, 349, 'Fjeld Studio', 'MS'],
  ['Small Cotton Rug', 'rug', 120, 170, 1, 99, 'Saimaa Design', 'SJ'],
  ['Round Wool Rug', 'rug', 200, 200, 1, 429, 'Atelier Lac', 'MJC'],
  ['Large Loom Rug', 'rug', 240, 340, 1, 1190, 'Hearth & Loom', 'MCS'],
  ['Cowhide Rug', 'rug', 150, 200, 1, 349, 'Brickyard Supply', 'IM'],
  ['Tufted Kilim Rug', 'rug', 140, 200, 1, 239, 'Terra Rossa', 'BC'],
  // Mirrors
  ['Arched Oak Mirror', 'mirror', 60, 3, 120, 229, 'Nordhaven', 'SJ'],
  ['Round Brass Mirror', 'mirror', 80, 4, 80, 289, 'Maison Verre', 'MC'],
  ['Gilded Overmantel Mirror', 'mirror', 100, 5, 130, 599, 'Rue Sablon', 'C'],
  ['Sunburst Rattan Mirror', 'mirror', 70, 5, 70, 129, 'Kampong Craft', 'B'],
  ['Iron Frame Mirror', 'mirror', 60, 3, 90, 149, 'Brickyard Supply', 'I'],
  ['Frameless Round Mirror', 'mirror', 60, 3, 60, 69, 'Maison Verre', 'MSJ'],
  ['Leaning Floor Mirror', 'floor-mirror', 70, 40, 180, 349, 'Maison Verre', 'MCS'],
  ['Rattan Floor Mirror', 'floor-mirror', 65, 40, 175, 259, 'Kampong Craft', 'B'],
  // Art
  ['Coastal Linen Print', 'wall-art', 60, 3, 80, 129, 'Gallery Nine', 'SJ'],
  ['Abstract Ochre Canvas', 'wall-art', 100, 4, 70, 390, 'Gallery Nine', 'MB'],
  ['Sumi Ink Scroll', 'wall-art', 50, 2, 120, 219, 'Straits & Co.', 'J'],
  ['Blueprint Frame Set', 'wall-art', 90, 3, 60, 149, 'Northbound Goods', 'IM'],
  ['Oil Landscape in Gilt Frame', 'wall-art', 110, 5, 80, 890, 'Rue Sablon', 'C'],
  ['Woven Wall Hanging', 'wall-art', 70, 4, 100, 169, 'Hearth & Loom', 'BS'],
  ['Botanical Print Pair', 'wall-art', 80, 3, 50, 99, 'Gallery Nine', 'SCB'],
  ['Black Line Drawing', 'wall-art', 50, 3, 70, 79, 'Gallery Nine', 'MJS'],
  ['Rust Steel Relief', 'wall-art', 80, 6, 80, 459, 'Brickyard Supply', 'I'],
  ['Large Colour Field Canvas', 'wall-art', 140, 4, 100, 690, 'Gallery Nine', 'MC'],
  ['Terracotta Plate Set', 'wall-art', 90, 5, 40, 189, 'Terra Rossa', 'BC'],
  // Decor
  ['Fiddle-Leaf Fig', 'plant', 50, 50, 170, 149, 'Willow & Wick', 'MSBC'],
  ['Olive Tree in Terracotta', 'plant', 55, 55, 150, 199, 'Terra Rossa', 'CBJ'],
  ['Snake Plant', 'plant', 35, 35, 90, 49, 'Willow & Wick', 'MIJS'],
  ['Monstera in Basket', 'plant', 60, 60, 120, 89, 'Kampong Craft', 'B'],
  ['Bonsai Pine on Stand', 'plant', 45, 45, 100, 249, 'Straits & Co.', 'J'],
  ['Rubber Plant in Steel Pot', 'plant', 45, 45, 130, 119, 'Northbound Goods', 'I'],
  ['Tall Stoneware Floor Vase', 'vase', 30, 30, 70, 139, 'Terra Rossa', 'JBC'],
  ['Smoked Glass Floor Vase', 'vase', 28, 28, 60, 189, 'Maison Verre', 'MC'],
  ['Black Clay Floor Vase', 'vase', 32, 32, 65, 79, 'Fjeld Studio', 'SIJ'],
  // Accessories
  ['Knitted Wool Pouf', 'pouf', 50, 50, 40, 129, 'Hearth & Loom', 'SBJ'],
  ['Leather Pouf', 'pouf', 55, 55, 42, 249, 'Brickyard Supply', 'IC'],
  ['Velvet Round Pouf', 'pouf', 45, 45, 40, 159, 'Casa Ombra', 'MC'],
  ['Seagrass Storage Basket', 'basket', 40, 40, 40, 49, 'Kampong Craft', 'BJS'],
  ['Felt Log Basket', 'basket', 45, 35, 38, 69, 'Kettu Living', 'SM'],
  ['Wire Storage Basket', 'basket', 40, 40, 42, 39, 'Northbound Goods', 'IM'],
  ['Oak Coat Stand', 'coat-stand', 45, 45, 175, 139, 'Alpenholz', 'SJC'],
  ['Steel Coat Stand', 'coat-stand', 45, 45, 180, 99, 'Brickyard Supply', 'IM'],
  // Alpine pieces
  ['Alpine Pine Sofa', 'sofa', 200, 90, 82, 1090, 'Alpenholz', 'SC'],
  ['Alpine Chalet Bed', 'bed', 160, 212, 100, 890, 'Alpenholz', 'CS'],
  ['Pine Farmhouse Dining Table', 'dining-table', 160, 85, 76, 790, 'Alpenholz', 'CS'],
  ['Alpine Pine Chair', 'dining-chair', 46, 50, 84, 129, 'Alpenholz', 'CS'],
  ['Pine Writing Bureau', 'desk', 110, 55, 100, 690, 'Alpenholz', 'C'],
  ['Alpine Wardrobe', 'wardrobe', 130, 60, 205, 1290, 'Alpenholz', 'CS'],
  // Finnish pieces
  ['Lakeside Lounge Chair', 'armchair', 76, 80, 84, 590, 'Saimaa Design', 'SJ'],
  ['Saimaa Birch Bed', 'bed', 146, 208, 90, 690, 'Saimaa Design', 'SJM'],
  ['Saimaa Media Bench', 'media-unit', 140, 40, 46, 329, 'Saimaa Design', 'SJ'],
  // Lake Geneva pieces
  ['Atelier Glass Desk', 'desk', 130, 65, 74, 890, 'Atelier Lac', 'M'],
  ['Lac Dining Table', 'dining-table', 180, 90, 75, 1690, 'Atelier Lac', 'M'],
  ['Lac Upholstered Chair', 'dining-chair', 50, 55, 82, 279, 'Atelier Lac', 'M'],
  // Canadian pieces
  ['Northbound Bunk Shelf', 'shelving', 90, 40, 180, 349, 'Northbound Goods', 'IS'],
  ['Northbound Canvas Armchair', 'armchair', 74, 80, 80, 399, 'Northbound Goods', 'IB'],
];

function letters<T>(code: string, table: Record<string, T>): T[] {
  return [...code].map((letter) => {
    const value = table[letter];
    if (value === undefined) throw new Error(`Unknown catalogue letter ${letter}`);
    return value;
  });
}

function slug(name: string): string {
  return name
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

/**
 * Where the sample generator (scripts/generate-samples.mjs) draws each product's picture:
 * `${folder}/<id>.svg`, a square of `size` pixels. Kept here rather than in the generated
 * library, which the first paint of every page carries.
 */
export const CATALOGUE_PICTURES = { folder: '/samples/catalogue', size: 96 } as const;

/** The generator's picture of a product, by its id. */
function picture(id: string): SampleImage {
  const { folder, size } = CATALOGUE_PICTURES;
  return { src: `${folder}/${id}.svg`, alt: '', width: size, height: size };
}

function fromRow([
  name,
  kind,
  width,
  depth,
  height,
  price,
  brand,
  styles,
  rooms,
]: Row): FurnitureProduct {
  const facts = KIND_FACTS[kind];
  const id = slug(name);
  return {
    id,
    name,
    price,
    brand,
    category: facts.category,
    kind,
    width,
    depth,
    height,
    styles: letters(styles, STYLE_LETTERS),
    rooms: rooms ? letters(rooms, ROOM_LETTERS) : facts.rooms,
    layer: facts.layer,
    useDepth: facts.useDepth,
    image: picture(id),
  };
}

function fromCanvasProduct(id: string): FurnitureProduct {
  const product = PRODUCTS.find((candidate) => candidate.id === id);
  const facts = CANVAS_PRODUCT_FACTS[id];
  if (!product || !facts) throw new Error(`The canvas product ${id} is missing`);
  const kind = KIND_FACTS[facts.kind];
  const [width, depth, height] = facts.size;
  return {
    id: product.id,
    name: product.name,
    price: product.price,
    brand: product.brand,
    category: product.category,
    kind: facts.kind,
    width,
    depth,
    height,
    styles: letters(facts.styles, STYLE_LETTERS),
    rooms: facts.rooms ? letters(facts.rooms, ROOM_LETTERS) : kind.rooms,
    layer: kind.layer,
    useDepth: kind.useDepth,
    image: product.image,
  };
}

export const CATALOGUE: readonly FurnitureProduct[] = [
  ...Object.keys(CANVAS_PRODUCT_FACTS).map(fromCanvasProduct),
  ...ROWS.map(fromRow),
];

const byId = new Map(CATALOGUE.map((product) => [product.id, product]));

/** The catalogue product with this id, or undefined. */
export function findFurniture(id: string): FurnitureProduct | undefined {
  return byId.get(id);
}
