// A head-and-shoulders portrait drawn from a person's traits (hair, skin, top, accessories).
import { shade } from '../colour.mjs';
import { circle, ellipse, line, path, rect } from '../svg.mjs';

const SKIN = ['#F3D6C1', '#E8B996', '#C98E6A', '#A86F4C', '#7A4B32', '#5C3A27'];

export function person(spec) {
  const skin = SKIN[spec.skin];
  const skinShade = shade(skin, -0.1);
  const hair = spec.hairColour;
  const hairShade = shade(hair, 0.12);
  let back = '';
  let front = '';
  switch (spec.hair) {
    case 'bob':
      back = path(
        'M48 66c0 -28 14 -42 32 -42s32 14 32 42v30c-6 4 -14 4 -18 0h-28c-4 4 -12 4 -18 0z',
        hair,
      );
      front =
        path(
          'M54 62c2 -20 14 -30 30 -30c14 0 24 10 26 24c-14 2 -30 -4 -40 -14c-4 10 -10 16 -16 20z',
          hair,
        ) + path('M84 32c10 2 18 8 22 18c-8 -2 -16 -8 -22 -18z', hairShade);
      break;
    case 'curls':
      back = [
        [58, 50],
        [70, 40],
        [84, 37],
        [98, 42],
        [106, 54],
        [54, 62],
        [108, 66],
      ]
        .map(([x, y], k) => circle(x, y, 11, k % 2 ? hairShade : hair))
        .join('');
      front = [
        [62, 48],
        [76, 42],
        [90, 42],
        [102, 50],
      ]
        .map(([x, y], k) => circle(x, y, 8, k % 2 ? hair : hairShade))
        .join('');
      break;
    case 'long':
      back = path('M50 70c0 -32 12 -46 30 -46s30 14 30 46v90h-60z', hair);
      front = path(
        'M56 66c0 -20 10 -32 24 -32s24 12 24 32c-10 -12 -20 -16 -24 -26c-4 10 -14 14 -24 26z',
        hair,
      );
      break;
    case 'bun':
      back = circle(80, 26, 14, hair);
      front =
        path('M54 68c0 -26 12 -38 26 -38s26 12 26 38c-6 -14 -16 -20 -26 -20s-20 6 -26 20z', hair) +
        line('M62 42q18 -8 36 0', hairShade, 2);
      break;
    case 'scarf':
      back = path(
        'M46 76c0 -36 14 -50 34 -50s34 14 34 50v30c0 24 -16 40 -34 40s-34 -16 -34 -40z',
        hair,
      );
      front = path('M40 150c10 -30 24 -40 40 -40s30 10 40 40z', shade(hair, -0.08));
      break;
    case 'short':
      front = path(
        'M55 66c-2 -22 8 -36 25 -36s28 14 25 36c-4 -10 -10 -16 -25 -18c-12 0 -20 6 -25 18z',
        hair,
      );
      break;
    case 'wavy':
      back = path(
        'M48 70c0 -32 14 -46 32 -46s32 14 32 46c4 14 0 30 -6 40c-8 4 -14 0 -14 0v-40h-24v40s-6 4 -14 0c-6 -10 -10 -26 -6 -40z',
        hair,
      );
      front = path(
        'M54 64c2 -20 14 -32 28 -32s24 10 26 28c-12 -2 -20 -10 -26 -18c-6 10 -16 18 -28 22z',
        hair,
      );
      break;
    case 'buzz':
      front = path(
        'M56 62c0 -18 10 -28 24 -28s24 10 24 28c-6 -8 -14 -12 -24 -12s-18 4 -24 12z',
        hair,
        { opacity: 0.9 },
      );
      break;
    case 'ponytail':
      back = path('M100 44c16 6 22 30 14 60c-6 -10 -10 -30 -18 -44z', hair);
      front = path(
        'M54 66c0 -24 12 -36 26 -36s26 12 26 36c-8 -12 -18 -18 -30 -18c-8 0 -16 6 -22 18z',
        hair,
      );
      break;
    case 'side':
      front =
        path(
          'M55 64c-2 -22 10 -34 26 -34s26 12 24 32c-6 -6 -14 -14 -30 -14c-8 2 -14 8 -20 16z',
          hair,
        ) + line('M70 36q-4 6 -4 14', hairShade, 2);
      break;
    case 'afro':
      back = circle(80, 58, 42, hair);
      front = path(
        'M52 58c4 -16 16 -24 28 -24s24 8 28 24c-10 -8 -18 -10 -28 -10s-18 2 -28 10z',
        hairShade,
      );
      break;
    default:
      break;
  }
  let out = rect(0, 0, 160, 160, spec.bg) + back;
  out +=
    path('M20 160c2 -28 24 -44 60 -44s58 16 60 44z', spec.top) +
    path('M20 160c2 -18 10 -30 22 -36c-4 10 -6 22 -6 36z', shade(spec.top, -0.1));
  if (spec.collar === 'v') out += path('M68 116l12 20l12 -20z', skinShade);
  out +=
    path('M68 94h24v22c0 6 -24 6 -24 0z', skin) + path('M68 94h24v8c-8 7 -16 7 -24 0z', skinShade);
  if (spec.hair !== 'scarf')
    out += ellipse(55, 76, 5, 7, skinShade) + ellipse(105, 76, 5, 7, skinShade);
  out += ellipse(80, 70, 25, 30, skin);
  if (spec.beard)
    out +=
      path('M56 76c2 20 10 30 24 30s22 -10 24 -30c-6 8 -14 10 -24 10s-18 -2 -24 -10z', hair) +
      path('M72 88q8 -4 16 0q-8 4 -16 0z', skinShade);
  if (spec.glasses)
    out +=
      circle(70, 72, 8, 'none', { stroke: '#2B2623', 'stroke-width': 2 }) +
      circle(90, 72, 8, 'none', { stroke: '#2B2623', 'stroke-width': 2 }) +
      line('M78 72h4', '#2B2623', 2);
  if (spec.necklace)
    out +=
      circle(72, 122, 3, '#F8F4EC') + circle(80, 124, 3, '#F8F4EC') + circle(88, 122, 3, '#F8F4EC');
  if (spec.earrings) out += circle(55, 86, 3.5, '#C9A25A') + circle(105, 86, 3.5, '#C9A25A');
  if (spec.hair === 'scarf')
    out += path(
      'M54 64c2 -18 12 -28 26 -28s24 10 26 28c-6 -10 -16 -14 -26 -14s-20 4 -26 14z',
      hair,
    );
  out += front;
  return out;
}
