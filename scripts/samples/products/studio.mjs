// The studio backdrop products stand on, and the pieces only the product shots show.
import { circle, ellipse, group, line, path, poly, rect, shadow } from '../svg.mjs';

export function productBackdrop(w = 400, h = 400) {
  return (
    rect(0, 0, w, h, '#F2ECE3') +
    path(`M0 ${h * 0.68}H${w}V${h}H0z`, '#E9E0D3') +
    rect(0, h * 0.68 - 1, w, 2, '#E2D7C8')
  );
}

export function decorVases() {
  return (
    shadow(140, 5) +
    path(
      'M-60 0c-16 -20 -16 -60 -4 -80c-4 -10 -2 -20 4 -24h14c6 4 8 14 4 24c12 20 12 60 -4 80z',
      '#EFE6D8',
    ) +
    line(
      'M-52 -104c-6 -30 -20 -50 -30 -62M-52 -104c2 -30 12 -52 22 -66M-52 -104c-2 -20 -2 -40 4 -58',
      '#8A6A4A',
      2,
    ) +
    [
      [-82, -166],
      [-30, -170],
      [-48, -162],
    ]
      .map(([x, y]) => circle(x, y, 5, '#E2C2A3'))
      .join('') +
    path('M-10 0c-20 -10 -24 -50 0 -60c24 10 20 50 0 60z', '#A34A28') +
    path('M30 0c-10 -10 -14 -40 -6 -54h24c8 14 4 44 -6 54z', '#7F9679') +
    rect(26, -58, 16, 6, '#6E8468')
  );
}

export function pendantProduct() {
  return (
    line('M0 -120V0', '#2B2623', 2) +
    path('M-70 64Q-64 0 0 0Q64 0 70 64z', '#C99C6B') +
    line('M-50 18q50 -12 100 0M-62 40q62 -12 124 0M-30 3v61M0 0v64M30 3v61', '#A97C4E', 2) +
    ellipse(0, 64, 70, 8, '#A97C4E') +
    ellipse(0, 66, 26, 4, '#F3D9A6')
  );
}

export function rugProduct() {
  let out = shadow(300, 8, 0.12);
  const quad = (inset) =>
    poly([
      [-140 + inset, -60 + inset * 0.4],
      [140 - inset, -60 + inset * 0.4],
      [160 - inset, 0 - inset * 0.4],
      [-160 + inset, 0 - inset * 0.4],
    ]);
  out += path(quad(0), '#B5482A') + path(quad(10), '#E7B9A6') + path(quad(22), '#F3DDD1');
  let diamonds = '';
  for (let k = -6; k <= 6; k += 1) diamonds += `M${k * 19} -40l8 10l-8 10l-8 -10z`;
  out += path(diamonds, '#B5482A');
  let fringe = '';
  for (let x = -156; x <= 156; x += 6) fringe += `M${x} 0v6`;
  out += line(fringe, '#EADCC8', 1.5);
  return group('translate(0 -10)', out);
}

export function mirrorProduct(P) {
  return (
    shadow(120, 6) +
    path('M-50 0V-230a50 50 0 0 1 100 0V0z', P.metal) +
    path('M-42 -4V-230a42 42 0 0 1 84 0V-4z', '#D9E4E6') +
    line('M-20 -120l30 -40M-10 -90l34 -46', '#FFFFFF', 4, { opacity: 0.7 })
  );
}

export function accessories(P) {
  return (
    shadow(190, 6) +
    path('M-90 0l-8 -66h96l-8 66z', '#C99C6B') +
    line('M-94 -50h88M-92 -34h84M-90 -18h80', '#A97C4E', 2) +
    path('M-92 -66c10 -16 70 -16 84 0v10h-84z', P.accents[0]) +
    line('M-86 -60c10 -8 62 -8 72 0', '#C8694A', 2) +
    group(
      'translate(46 -30) rotate(-8)',
      path('M-30 -30q30 -8 60 0q6 30 0 60q-30 8 -60 0q-6 -30 0 -60z', '#7F9679'),
    ) +
    group(
      'translate(74 -18) rotate(10)',
      path('M-24 -24q24 -6 48 0q5 24 0 48q-24 6 -48 0q-5 -24 0 -48z', '#EFE6D8'),
    )
  );
}
