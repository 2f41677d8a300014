// Framed prints and wall decor, one composition per style.
import { at, circle, group, line, n, path, rect } from '../svg.mjs';

export function art(kind, P, cx, cy, scale = 1) {
  const frame = P.name === 'classic' ? '#B8914A' : P.metal;
  let out = '';
  switch (kind) {
    case 'arches':
      out =
        rect(-80, -55, 160, 110, frame) +
        rect(-74, -49, 148, 98, '#F6F1E8') +
        path('M-50 40V0a24 24 0 0 1 48 0v40z', '#A34A28') +
        path('M-6 40V10a22 22 0 0 1 44 0v30z', '#E4C9A7') +
        circle(26, -20, 14, '#C98B3C');
      break;
    case 'enso':
      out =
        rect(-62, -56, 124, 112, '#F3EDE3') +
        path('M20 -30A40 40 0 1 0 38 -8', 'none', {
          stroke: '#1F1A17',
          'stroke-width': 7,
          'stroke-linecap': 'round',
        });
      break;
    case 'lines': {
      const motifs = [
        path('M-20 12l12 -18l8 10l8 -14l12 22z', 'none', {
          stroke: '#3A3430',
          'stroke-width': 1.6,
        }),
        circle(0, -4, 8, '#7A93A6') + line('M-12 14h24', '#3A3430', 1.6),
        path('M-12 14a12 12 0 0 1 24 0z', '#E3C8B8') + circle(0, -10, 5, '#3A3430'),
      ];
      out = motifs
        .map((motif, k) =>
          group(
            `translate(${(k - 1) * 62} 0)`,
            rect(-24, -32, 48, 64, '#3A3430') + rect(-21, -29, 42, 58, '#FBFAF6') + motif,
          ),
        )
        .join('');
      break;
    }
    case 'landscape':
      out =
        rect(-92, -62, 184, 124, '#B8914A') +
        rect(-84, -54, 168, 108, '#E7E1CF') +
        path('M-84 14q40 -30 84 -10t84 -16v66h-168z', '#8FA38E') +
        path('M-84 30q60 -20 100 0t68 -6v30h-168z', '#6F8A6E') +
        circle(40, -20, 11, '#E8C98E') +
        rect(-92, -62, 184, 124, 'none', { stroke: '#8E6B2E', 'stroke-width': 2 });
      break;
    case 'macrame': {
      out = line('M-70 -50H70', '#8A5A3B', 5, { 'stroke-linecap': 'round' });
      let cords = '';
      for (let k = -60; k <= 60; k += 10) cords += `M${k} -48V${30 - Math.abs(k) * 0.5}`;
      out +=
        line(cords, '#F6EDE1', 2.4) +
        line('M-60 -30L0 10L60 -30M-40 -30L0 -2L40 -30', '#F6EDE1', 3) +
        circle(0, 12, 5, '#F6EDE1');
      out += group(
        'translate(110 -10)',
        circle(0, 0, 30, '#C98B3C') +
          circle(0, 0, 22, '#F3D9A6') +
          line(
            [...Array(16)]
              .map(
                (_, k) =>
                  `M${n(Math.cos((k * Math.PI) / 8) * 32)} ${n(Math.sin((k * Math.PI) / 8) * 32)}L${n(Math.cos((k * Math.PI) / 8) * 40)} ${n(Math.sin((k * Math.PI) / 8) * 40)}`,
              )
              .join(''),
            '#C98B3C',
            2.5,
          ),
      );
      break;
    }
    case 'clock':
      out =
        circle(0, 0, 34, '#F4EFE6', { stroke: '#2A2522', 'stroke-width': 5 }) +
        line('M0 0V-20M0 0l14 8', '#2A2522', 3) +
        line(
          [...Array(12)]
            .map(
              (_, k) =>
                `M${n(Math.cos((k * Math.PI) / 6) * 26)} ${n(Math.sin((k * Math.PI) / 6) * 26)}L${n(Math.cos((k * Math.PI) / 6) * 30)} ${n(Math.sin((k * Math.PI) / 6) * 30)}`,
            )
            .join(''),
          '#2A2522',
          2,
        );
      out += group(
        'translate(-130 6)',
        rect(-48, -36, 96, 72, '#2A2522') +
          rect(-44, -32, 88, 64, '#E9E2D4') +
          path('M-44 10l20 -14l18 10l22 -18l28 22v22h-88z', '#4A5A66') +
          line('M-30 -18h30M-30 -10h18', '#2A2522', 2),
      );
      break;
    case 'single':
      out =
        rect(-30, -38, 60, 76, P.metal) +
        rect(-27, -35, 54, 70, '#FBFAF6') +
        circle(0, -6, 11, '#A34A28') +
        line('M-14 18h28', '#2B2623', 1.5);
      break;
    case 'sea':
      out =
        rect(-80, -52, 160, 104, P.wood) +
        rect(-74, -46, 148, 92, '#F3F0E8') +
        path('M-74 6q20 -8 37 0t37 0t37 0t37 0v40h-148z', '#9FB7C4') +
        path('M-74 22q20 -8 37 0t37 0t37 0t37 0v24h-148z', '#6E8FA6') +
        circle(30, -18, 10, '#E5D3B3');
      break;
    case 'gallery':
      out =
        group(
          'translate(-70 -10)',
          rect(-38, -50, 76, 100, '#2B2623') +
            rect(-34, -46, 68, 92, '#F6F1E8') +
            path('M-20 30V0a20 20 0 0 1 40 0v30z', '#4F6B55') +
            circle(10, -22, 8, '#C98B3C'),
        ) +
        group(
          'translate(12 -34)',
          rect(-28, -24, 56, 48, '#B98A5E') +
            rect(-24, -20, 48, 40, '#F6F1E8') +
            path('M-16 4q8 -14 16 0t16 0', 'none', { stroke: '#2B2623', 'stroke-width': 2 }),
        ) +
        group(
          'translate(12 34)',
          rect(-28, -28, 56, 56, '#2B2623') +
            rect(-24, -24, 48, 48, '#F6F1E8') +
            circle(0, 0, 14, '#A34A28'),
        ) +
        group(
          'translate(80 -4)',
          rect(-28, -40, 56, 80, '#D9B3A6') +
            rect(-24, -36, 48, 72, '#F3E3DC') +
            path('M-16 24l32 -48v48z', '#C77D6A'),
        );
      break;
    default:
      return '';
  }
  return group(at(cx, cy, scale), out);
}
