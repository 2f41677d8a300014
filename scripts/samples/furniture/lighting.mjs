// Ceiling pendants, floor lamps and table lamps.
import { BT } from '../perspective.mjs';
import { circle, ellipse, line, path, rect, shadow } from '../svg.mjs';

export function pendant(kind, P, x, drop) {
  const cord = line(`M${x} ${BT - 60}V${drop}`, '#2B2623', 1.5);
  switch (kind) {
    case 'lantern':
      return (
        cord +
        ellipse(x, drop + 28, 30, 32, '#FBF7EF') +
        line(
          `M${x - 28} ${drop + 18}h56M${x - 30} ${drop + 30}h60M${x - 28} ${drop + 42}h56`,
          '#E6DCCB',
          1.5,
        ) +
        ellipse(x, drop + 28, 30, 32, 'none', { stroke: '#E2D6C2', 'stroke-width': 1.5 })
      );
    case 'dome':
      return (
        cord +
        path(`M${x - 34} ${drop + 30}a34 30 0 0 1 68 0z`, '#1F1A17') +
        ellipse(x, drop + 31, 14, 4, '#F3D9A6')
      );
    case 'edison': {
      let out = '';
      for (const dx of [-60, 0, 60]) {
        const d = drop + (dx === 0 ? 30 : 0);
        out +=
          line(`M${x + dx} ${BT - 60}V${d}`, '#2B2623', 1.5) +
          rect(x + dx - 4, d, 8, 10, '#6B5A48');
        out +=
          circle(x + dx, d + 22, 20, '#F3C76E', { opacity: 0.22 }) +
          path(`M${x + dx - 8} ${d + 10}q-6 10 0 22h16q6 -12 0 -22z`, '#F6D58C', {
            opacity: 0.95,
          }) +
          line(`M${x + dx - 3} ${d + 16}l3 8l3 -8`, '#C77F2A', 1.2);
      }
      return out;
    }
    case 'rattan':
      return (
        cord +
        path(
          `M${x - 44} ${drop + 40}Q${x - 40} ${drop} ${x} ${drop}Q${x + 40} ${drop} ${x + 44} ${drop + 40}z`,
          '#C99C6B',
        ) +
        line(
          `M${x - 30} ${drop + 12}q30 -8 60 0M${x - 40} ${drop + 26}q40 -8 80 0M${x - 20} ${drop + 2}v38M${x} ${drop}v40M${x + 20} ${drop + 2}v38`,
          '#A97C4E',
          1.5,
        ) +
        ellipse(x, drop + 40, 44, 5, '#A97C4E')
      );
    case 'globe':
      return (
        cord +
        circle(x, drop + 26, 24, '#FBFAF6') +
        circle(x, drop + 26, 24, 'none', { stroke: '#E5DED3', 'stroke-width': 1.5 }) +
        rect(x - 5, drop, 10, 5, '#C9A97E')
      );
    case 'cone':
      return (
        cord +
        path(`M${x - 4} ${drop}h8l20 40h-48z`, '#2B2623') +
        ellipse(x, drop + 40, 24, 3, '#F3D9A6')
      );
    case 'chandelier': {
      let out = line(`M${x} ${BT - 60}V${drop + 20}`, P.metal, 2.5);
      out += path(`M${x - 70} ${drop + 40}Q${x} ${drop + 80} ${x + 70} ${drop + 40}`, 'none', {
        stroke: P.metal,
        'stroke-width': 4,
      });
      for (const dx of [-70, -35, 0, 35, 70]) {
        const y = drop + 40 + (Math.abs(dx) < 40 ? (dx === 0 ? 22 : 15) : 0);
        out +=
          rect(x + dx - 3, y - 18, 6, 18, '#FBF7EF') +
          path(`M${x + dx} ${y - 28}q5 6 0 10q-5 -4 0 -10z`, '#F3C76E') +
          rect(x + dx - 7, y - 2, 14, 4, P.metal);
      }
      out += circle(x, drop + 62, 6, P.metal);
      return out;
    }
    default:
      return '';
  }
}

/** A lamp standing on the floor or a table: origin at its foot. */
export function lamp(kind, P) {
  switch (kind) {
    case 'arc':
      return (
        shadow(40, 5) +
        line('M0 0V-180Q0 -260 -110 -250', P.metal, 4) +
        path('M-136 -232a26 20 0 0 1 52 0z', P.metal) +
        ellipse(-110, -231, 12, 3, '#F3D9A6') +
        rect(-16, -6, 32, 6, P.metal, { rx: 2 })
      );
    case 'tripod':
      return (
        shadow(50, 5) +
        line('M0 -150L-22 0M0 -150L22 0M0 -150L2 0', P.wood, 3) +
        path('M-26 -210h52l-8 -0l10 60h-66z', '#FBFAF6') +
        path('M-26 -150h52', 'none', { stroke: '#E5DED3', 'stroke-width': 2 })
      );
    case 'lantern':
      return (
        shadow(36, 4) +
        rect(-2, -110, 4, 110, '#1F1A17') +
        ellipse(0, -130, 24, 34, '#FBF7EF', { stroke: '#E2D6C2', 'stroke-width': 1.5 }) +
        rect(-14, -3, 28, 3, '#1F1A17')
      );
    case 'edison':
      return (
        shadow(36, 4) +
        line('M0 0V-160M0 -160h30', P.metal, 4) +
        circle(30, -140, 12, '#F6D58C') +
        circle(30, -140, 22, '#F3C76E', { opacity: 0.25 }) +
        rect(-16, -5, 32, 5, P.metal)
      );
    case 'rattan':
      return (
        shadow(44, 5) +
        line('M0 0V-150', '#8A5A3B', 3) +
        path('M-32 -140Q-28 -190 0 -196Q28 -190 32 -140z', '#C99C6B') +
        line('M-26 -160q26 -6 52 0M-30 -148q30 -6 60 0', '#A97C4E', 1.5)
      );
    case 'candlestick':
      return (
        shadow(40, 5) +
        line('M0 0V-160', P.metal, 4) +
        path('M-30 -150l8 -48h44l8 48z', '#F4EEE2') +
        rect(-18, -6, 36, 6, P.metal, { rx: 3 })
      );
    default:
      return '';
  }
}

export function tableLamp(P, kind = 'ceramic', colour = undefined) {
  const base = colour ?? (kind === 'brass' ? P.metal : P.accents[1]);
  return (
    path('M-10 0c-8 -8 -10 -22 -4 -30h28c6 8 4 22 -4 30z', base) +
    path('M-4 -2c-6 -8 -6 -20 -2 -26h5c-3 6 -3 18 2 26z', '#FFFFFF', { opacity: 0.18 }) +
    rect(-1.5, -46, 3, 16, '#6B5A48') +
    path('M-22 -44l6 -26h32l6 26z', '#FBF6EC') +
    line('M-22 -44h44', '#E4D9C6', 1.5)
  );
}
