// The product range: one piece of each kind on the studio backdrop, with its alt text.
import { art } from '../furniture/art.mjs';
import { bed } from '../furniture/beds.mjs';
import { lamp, tableLamp } from '../furniture/lighting.mjs';
import { plant } from '../furniture/plants.mjs';
import { armchair, sofa } from '../furniture/seating.mjs';
import { bookcase, sideboard } from '../furniture/storage.mjs';
import { coffeeTable, diningTable, tableSetting } from '../furniture/tables.mjs';
import { STYLES } from '../styles.mjs';
import { at, group, shadow } from '../svg.mjs';
import {
  accessories,
  decorVases,
  mirrorProduct,
  pendantProduct,
  productBackdrop,
  rugProduct,
} from './studio.mjs';

const PRODUCT_PALETTE = {
  ...STYLES.modern,
  wood: '#6B4A33',
  woodLight: '#A87E57',
  fabric: '#7F9679',
  linen: '#FBF8F2',
  metal: '#B8914A',
  accents: ['#A34A28', '#E9D9C4', '#C98B3C', '#4F6B55'],
};

export const PRODUCTS = [
  {
    file: 'product-sofa',
    alt: 'A three-seat sage green sofa with rounded arms, walnut legs and terracotta and cream cushions',
    draw: (P) => [
      1.05,
      0,
      sofa('scandi', P, { width: 300, cushions: [P.accents[0], P.accents[1]] }),
    ],
  },
  {
    file: 'product-armchair',
    alt: 'A terracotta lounge armchair with a rounded back on walnut legs',
    draw: (P) => [1.5, 0, armchair('plain', P, '#B4613F')],
  },
  {
    file: 'product-table',
    alt: 'An oval walnut coffee table on tapered legs, styled with books and a small vase',
    draw: (P) => [1.35, 0, coffeeTable('walnutOval', P)],
  },
  {
    file: 'product-dining-table',
    alt: 'A round oak pedestal dining table with a vase of green stems',
    draw: (P) => [
      1.05,
      0,
      diningTable('pedestal', { ...P, woodLight: '#C8A77E' }) + tableSetting(P, 'plain'),
    ],
  },
  {
    file: 'product-storage',
    alt: 'A walnut sideboard with three cane-panelled doors, topped with a vase and books',
    draw: (P) => [1.2, 0, sideboard(P)],
  },
  {
    file: 'product-bookcase',
    alt: 'A walnut cube bookcase with books, a vase and a small bowl',
    draw: (P) => [1.05, 0, bookcase('cubes', P)],
  },
  {
    file: 'product-bed',
    alt: 'A double bed with a channel-tufted headboard, white bedding and a sage throw',
    draw: (P) => [
      0.95,
      0,
      bed('channel', { ...P, fabric: '#D8C3A8', accents: ['#7F9679', '#A34A28', '#C98B3C'] }),
    ],
  },
  {
    file: 'product-decor',
    alt: 'A trio of ceramic vases in cream, terracotta and sage, one holding dried branches',
    draw: () => [1.6, 0, decorVases()],
  },
  {
    file: 'product-plant',
    alt: 'A fiddle-leaf fig in a white ceramic pot',
    draw: (P) => [1.2, 0, plant('fiddle', P)],
  },
  {
    file: 'product-lamp',
    alt: 'A table lamp with an ochre ceramic base and a pleated linen shade',
    draw: (P) => [2.6, 0, shadow(60, 4) + tableLamp(P, 'ceramic', '#C98B3C')],
  },
  {
    file: 'product-floor-lamp',
    alt: 'An arched black floor lamp with a dome shade',
    draw: (P) => [1.05, 0, group('translate(50 0)', lamp('arc', { ...P, metal: '#1F1A17' }))],
  },
  {
    file: 'product-pendant',
    alt: 'A woven rattan pendant light',
    draw: () => [1.7, -150, pendantProduct()],
  },
  {
    file: 'product-rug',
    alt: 'A flat-weave rug in blush and terracotta with a diamond band and fringed ends',
    draw: () => [1, 0, rugProduct()],
  },
  {
    file: 'product-mirror',
    alt: 'A tall arched floor mirror in a brass-toned frame',
    draw: (P) => [1, 0, mirrorProduct(P)],
  },
  {
    file: 'product-art',
    alt: 'A walnut-framed abstract print of terracotta and sage arches under an ochre sun',
    draw: (P) => [1.3, -130, art('arches', { ...P, metal: '#6B4A33' }, 0, 0)],
  },
  {
    file: 'product-accessories',
    alt: 'A woven basket holding a folded terracotta throw, beside two cushions in sage and cream',
    draw: (P) => [1.5, 0, accessories(P)],
  },
];

export function product(spec) {
  const [scale, lift, drawing] = spec.draw(PRODUCT_PALETTE);
  return productBackdrop() + group(at(200, 320 + lift, scale * 1.12), drawing);
}
