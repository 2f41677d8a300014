// Desks and what stands on them.
import { shade } from '../colour.mjs';
import { circle, line, path, rect, shadow } from '../svg.mjs';

export function desk(kind, P) {
  const top = ['reclaimed', 'writing', 'walnut'].includes(kind) ? P.wood : P.woodLight;
  let legs = '';
  switch (kind) {
    case 'reclaimed':
      legs =
        line('M-104 -96V0M104 -96V0M-104 -40h40', P.metal, 5) +
        rect(40, -92, 60, 60, shade(top, -0.08)) +
        line('M40 -62h60', shade(top, -0.25), 1.5);
      break;
    case 'writing':
      legs =
        path(
          'M-100 -96h8c-2 30 4 60 -2 96h-6c4 -36 -2 -66 0 -96zM92 -96h8c2 30 -4 60 2 96h-6c-6 -36 0 -66 -4 -96z',
          shade(top, -0.1),
        ) +
        rect(-90, -92, 180, 18, shade(top, -0.05)) +
        circle(-40, -83, 2.5, P.metal) +
        circle(40, -83, 2.5, P.metal);
      break;
    case 'cane':
      legs = line('M-96 -96L-100 0M96 -96L100 0', P.wood, 5) + rect(-90, -92, 80, 24, '#D4AE7D');
      break;
    default:
      legs = line('M-96 -96L-102 0M96 -96L102 0', shade(top, -0.15), 4);
      break;
  }
  return shadow(230, 7) + legs + rect(-110, -102, 220, 10, top, { rx: 2 });
}

export function monitor() {
  return (
    rect(-50, -72, 100, 62, '#2B2623', { rx: 4 }) +
    rect(-45, -67, 90, 52, '#E7E3DC') +
    rect(-40, -62, 48, 20, '#A8B8A6') +
    line('M-40 -34h70M-40 -26h50', '#C9C2B8', 3) +
    rect(-4, -10, 8, 10, '#2B2623') +
    rect(-20, -2, 40, 3, '#2B2623')
  );
}

export function laptop() {
  return (
    path('M-30 -2l6 -34h48l6 34z', '#3A3430') +
    path('M-22 -6l4 -26h36l4 26z', '#A8B8C2') +
    rect(-36, -3, 72, 3, '#5A534D')
  );
}
