import { shade } from '../colour.mjs';
import { circle, ellipse, line, n, path, rect, shadow } from '../svg.mjs';

export function plant(kind, P, size = 1) {
  const pot = kind === 'bonsai' ? P.accents[3] : kind === 'palm' ? '#C99C6B' : '#F2EEE8';
  const potDark = shade(pot, -0.12);
  const green = '#5E7D58';
  const greenDark = '#4A6646';
  const greenLight = '#7D9B6F';
  let body = '';
  switch (kind) {
    case 'fiddle': {
      body += line('M0 -40C-2 -90 4 -140 -2 -200', '#6B4A33', 4);
      const leaves = [
        [-24, -190, -30],
        [20, -175, 25],
        [-26, -150, -40],
        [22, -130, 35],
        [-20, -110, -25],
        [18, -92, 30],
        [-8, -215, -5],
        [14, -205, 15],
      ];
      for (const [x, y, r] of leaves)
        body += ellipse(0, 0, 16, 24, r % 2 ? green : greenDark, {
          transform: `translate(${x} ${y}) rotate(${r})`,
        });
      body += path('M-22 -40h44l-6 40h-32z', pot) + path('M-22 -40h44v6h-44z', potDark);
      break;
    }
    case 'bonsai':
      body += path('M-3 -18c-2 -20 8 -30 2 -46c-4 -10 6 -18 10 -26', 'none', {
        stroke: '#5A4030',
        'stroke-width': 4,
      });
      body +=
        ellipse(-14, -64, 24, 12, greenDark) +
        ellipse(18, -86, 22, 10, green) +
        ellipse(6, -70, 14, 8, greenLight);
      body += path('M-26 -18h52l-4 18h-44z', pot) + rect(-28, -22, 56, 5, potDark);
      break;
    case 'palm': {
      const fronds = [-70, -45, -20, 5, 30, 55, 80];
      for (const angle of fronds) {
        body +=
          `<g transform="translate(0 -60) rotate(${angle})">` +
          path('M0 0C-14 -40 -10 -90 0 -120C10 -90 14 -40 0 0z', angle % 2 ? green : greenDark) +
          line('M0 -4V-116', greenLight, 1.5) +
          '</g>';
      }
      body += path('M-26 -60h52l-8 60h-36z', pot);
      body += line('M-24 -44h48M-22 -28h44M-20 -12h40', shade(pot, -0.15), 2);
      break;
    }
    case 'snake':
      for (const [x, h, lean] of [
        [-14, 110, -8],
        [-4, 140, -2],
        [8, 124, 6],
        [16, 96, 12],
        [0, 90, 0],
      ]) {
        body += path(
          `M${x - 6} -40Q${x + lean - 4} ${-40 - h / 2} ${x + lean} ${-40 - h}Q${x + lean + 6} ${-40 - h / 2} ${x + 6} -40z`,
          lean > 0 ? green : greenDark,
        );
      }
      body += path('M-24 -40h48v40h-48z', '#3B3633') + rect(-24, -40, 48, 5, '#4B4642');
      break;
    case 'olive':
      body += line(
        'M0 -40C2 -80 -4 -120 2 -170M1 -110C12 -120 18 -140 22 -160M-1 -130C-12 -140 -16 -160 -22 -175',
        '#6B5A48',
        3,
      );
      for (let k = 0; k < 26; k += 1) {
        const angle = (k * 137) % 360;
        const radius = 12 + ((k * 7) % 22);
        const x = Math.cos((angle * Math.PI) / 180) * radius;
        const y = -155 + Math.sin((angle * Math.PI) / 180) * radius * 0.9;
        body += ellipse(x, y, 9, 3.5, k % 3 ? '#8A9A72' : '#6F815D', {
          transform: `rotate(${(angle % 90) - 45} ${n(x)} ${n(y)})`,
        });
      }
      body += path('M-22 -40h44l-4 40h-36z', pot) + rect(-23, -42, 46, 5, potDark);
      break;
    case 'monstera': {
      const leaves = [
        [-34, -90, -35, 1.1],
        [30, -100, 30, 1],
        [-6, -120, -5, 1.2],
        [-40, -60, -60, 0.9],
        [38, -66, 55, 0.9],
      ];
      for (const [x, y, r, s] of leaves) {
        body += line(`M0 -30Q${x / 2} ${y / 2} ${x} ${y}`, greenDark, 2.5);
        body +=
          `<g transform="translate(${x} ${y}) rotate(${r}) scale(${s})">` +
          path('M0 20C-26 14 -30 -18 0 -28C30 -18 26 14 0 20z', green) +
          line('M0 18V-24M0 0L-18 -8M0 -10L16 -18M0 8L16 2', '#FFFFFF', 1.4, { opacity: 0.45 }) +
          '</g>';
      }
      body += path('M-22 -32h44l-4 32h-36z', '#F2EEE8') + path('M-22 -32h44v5h-44z', '#DDD6CC');
      break;
    }
    case 'branches':
      body += line(
        'M0 -60C-6 -100 -20 -130 -30 -170M0 -60C4 -110 14 -140 26 -180M0 -60C2 -100 -2 -140 2 -200',
        '#5A4030',
        2.4,
      );
      for (const [x, y] of [
        [-30, -170],
        [26, -180],
        [2, -200],
        [-18, -130],
        [14, -140],
      ])
        body += circle(x, y, 3.5, '#E9C9B9');
      body += path('M-14 -60C-24 -40 -22 -10 -12 0h24C22 -10 24 -40 14 -60z', '#2F2A27');
      break;
    default:
      break;
  }
  return `<g transform="scale(${n(size)})">${shadow(50, 6, 0.14)}${body}</g>`;
}
