import { shade } from '../colour.mjs';
import { line, path, rect, shadow } from '../svg.mjs';

export function bed(kind, P) {
  const duvet = P.linen;
  const throwColour = P.accents[0];
  let headboard = '';
  switch (kind) {
    case 'channel':
      headboard =
        rect(-150, -170, 300, 110, shade(P.fabric, 0.1), { rx: 10 }) +
        line(
          [...Array(9)].map((_, k) => `M${-120 + k * 30} -164V-66`).join(''),
          shade(P.fabric, -0.05),
          2,
        );
      break;
    case 'tufted': {
      headboard = path('M-150 -60V-150q0 -30 30 -30h240q30 0 30 30V-60z', P.fabric);
      let tufts = '';
      for (let row = 0; row < 3; row += 1)
        for (let x = -120 + (row % 2) * 20; x <= 120; x += 40)
          tufts += `<circle cx="${x}" cy="${-156 + row * 26}" r="2.5"/>`;
      headboard += `<g fill="${shade(P.fabric, -0.35)}">${tufts}</g>`;
      break;
    }
    case 'rattan':
      headboard =
        path('M-150 -60V-150q150 -80 300 0V-60z', '#D4AE7D') +
        path('M-136 -70V-146q136 -64 272 0V-70z', 'none', {
          stroke: '#B98A5E',
          'stroke-width': 2,
          'stroke-dasharray': '4 4',
        });
      break;
    case 'metalFrame':
      headboard = line(
        'M-150 0V-160M150 0V-160M-150 -156H150M-150 -132H150' +
          [...Array(11)].map((_, k) => `M${-125 + k * 25} -156V-66`).join(''),
        P.metal,
        4,
      );
      break;
    case 'oakFrame':
      headboard =
        rect(-150, -160, 300, 100, P.woodLight, { rx: 6 }) +
        line('M-150 -150h300', shade(P.woodLight, -0.1), 2);
      break;
    case 'platform':
    default:
      headboard =
        rect(-156, -140, 312, 80, P.wood, { rx: 4 }) +
        line('M-156 -100h312', shade(P.wood, -0.12), 2);
      break;
  }
  const frameColour =
    kind === 'metalFrame'
      ? P.metal
      : kind === 'tufted'
        ? P.fabric
        : kind === 'rattan'
          ? '#C99C6B'
          : P.wood;
  const low = kind === 'platform';
  let out = shadow(340, 10, 0.2) + headboard;
  out += rect(-160, low ? -36 : -46, 320, low ? 30 : 36, frameColour, { rx: 3 });
  if (!low) out += line('M-150 -10v10M150 -10v10', shade(frameColour, -0.3), 5);
  out += path(
    `M-150 ${low ? -36 : -46}V-92q0 -10 10 -10h280q10 0 10 10V${low ? -36 : -46}z`,
    duvet,
  );
  out +=
    rect(-130, -112, 110, 30, '#FFFFFF', { rx: 12 }) +
    rect(20, -112, 110, 30, '#FFFFFF', { rx: 12 });
  out +=
    rect(-60, -104, 44, 24, P.accents[1], { rx: 8 }) +
    rect(16, -104, 44, 24, P.accents[0], { rx: 8 });
  out += path(`M-154 -66h308v${low ? 24 : 14}h-308z`, throwColour);
  if (P.name === 'bohemian')
    out += line(
      'M-146 -54' + [...Array(15)].map((_, k) => `l10 ${k % 2 ? -8 : 8}`).join('') + 'l10 -8',
      '#F3D9A6',
      2,
    );
  if (P.name === 'Scandinavian' || P.name === 'modern')
    out += line('M-154 -60h308', shade(throwColour, 0.3), 1.5);
  return out;
}
