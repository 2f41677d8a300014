// Sideboards, bookcases and wall shelves, dressed with books and objects.
import { shade } from '../colour.mjs';
import { circle, ellipse, group, line, path, rect, shadow } from '../svg.mjs';
import { plant } from './plants.mjs';

export function sideboard(P) {
  let out = shadow(260, 7) + line('M-100 -20l-6 20M100 -20l6 20', shade(P.wood, -0.2), 5);
  out += rect(-120, -110, 240, 92, P.wood, { rx: 3 });
  for (const x of [-114, -38, 38]) {
    out +=
      rect(x, -104, 76, 80, '#D9B98A') +
      rect(x + 4, -100, 68, 72, 'none', { stroke: shade(P.wood, -0.1), 'stroke-width': 3 });
    let weave = '';
    for (let k = 6; k < 72; k += 6) weave += `M${x + 4 + k} -100v72`;
    for (let k = 6; k < 72; k += 6) weave += `M${x + 4} ${-100 + k}h68`;
    out += line(weave, '#C29E6C', 1, { opacity: 0.8 });
  }
  out +=
    path('M60 -110c-10 -12 -6 -34 8 -34s18 22 8 34z', '#EFE6D8') +
    line('M68 -144c-4 -16 -12 -26 -20 -32M68 -144c4 -18 12 -26 20 -30', '#7D8B6A', 1.8);
  // A stack of books lying flat.
  out +=
    rect(-92, -118, 70, 8, '#4F6B55') +
    rect(-88, -126, 62, 8, '#E9D9C4') +
    rect(-94, -134, 66, 8, '#A34A28');
  return out;
}

export function books(colours, x, y, count = 5) {
  let out = '';
  let offset = 0;
  for (let k = 0; k < count; k += 1) {
    const h = 28 + ((k * 7) % 12);
    const w = 7 + (k % 3) * 2;
    out += rect(x + offset, y - h, w, h, colours[k % colours.length]);
    offset += w + 1;
  }
  return out;
}

export function bookcase(kind, P) {
  const bookColours = [
    P.accents[0],
    P.accents[3] ?? '#3A3430',
    '#E9DFD0',
    P.accents[1],
    shade(P.wood, -0.1),
  ];
  switch (kind) {
    case 'pipe': {
      let out = line('M-70 -300V0M70 -300V0', P.metal, 5);
      for (const y of [-290, -210, -130, -50]) out += rect(-80, y, 160, 10, P.wood);
      out +=
        books(bookColours, -70, -290, 6) +
        ellipse(40, -304, 14, 14, P.accents[0]) +
        books(bookColours, -20, -210, 5) +
        rect(-66, -156, 30, 26, '#E9DFD0');
      out +=
        group('translate(40 -130)', plant('snake', P, 0.45)) +
        books(bookColours, -64, -50, 7) +
        circle(40, -70, 16, '#4A5A66');
      return shadow(170, 6) + out;
    }
    case 'bookcase': {
      let out = rect(-90, -300, 180, 300, P.wood) + rect(-80, -290, 160, 280, shade(P.wood, -0.25));
      for (const y of [-220, -150, -80]) out += rect(-80, y, 160, 8, P.wood);
      out +=
        books(bookColours, -76, -220, 9) +
        books(bookColours, -20, -150, 8) +
        books(bookColours, -76, -80, 6) +
        path('M30 -80c-6 -10 -2 -24 10 -24s14 14 8 24z', P.accents[2]) +
        rect(-40, -290, 80, 70, '#3A2A20', { opacity: 0.15 }) +
        circle(0, -256, 18, P.metal, { opacity: 0.9 });
      return shadow(200, 6) + out + rect(-96, -308, 192, 10, shade(P.wood, 0.1));
    }
    case 'ladder':
      return (
        shadow(120, 5) +
        line('M-50 0L-34 -300M50 0L34 -300', P.wood, 5) +
        [-250, -180, -110, -40]
          .map(
            (y, k) =>
              rect(-48 + k * 4 - 6, y, 96 - k * 8 + 12, 7, P.woodLight) +
              (k === 1
                ? books(bookColours, -34, y, 5)
                : k === 2
                  ? group(`translate(10 ${y})`, plant('palm', P, 0.3))
                  : k === 0
                    ? circle(0, y - 14, 14, P.accents[1])
                    : rect(-30, y - 26, 56, 26, '#D4AE7D', { rx: 4 })),
          )
          .join('')
      );
    case 'oakOpen':
    case 'cubes': {
      const wood = kind === 'cubes' ? P.wood : P.woodLight;
      let out = rect(-80, -200, 160, 200, wood);
      for (const [x, y, w, h] of [
        [-72, -192, 70, 58],
        [2, -192, 70, 58],
        [-72, -126, 70, 58],
        [2, -126, 70, 58],
        [-72, -60, 144, 52],
      ])
        out += rect(x, y, w, h, shade(wood, -0.22));
      out +=
        books(bookColours, -66, -134, 5) +
        path('M30 -134c-8 -10 -4 -26 8 -26s16 16 8 26z', P.accents[2]) +
        rect(-60, -68, 56, 8, P.accents[0]) +
        circle(36, -84, 14, P.accents[1]) +
        books(bookColours, 10, -192 + 58, 4);
      return shadow(170, 6) + out;
    }
    default:
      return '';
  }
}

/** Shelves fixed to the back wall, in back-wall coordinates. */
export function wallShelves(kind, P, x, y) {
  const bookColours = [P.accents[0], P.accents[3] ?? '#3A3430', '#E9DFD0', P.accents[1]];
  if (kind === 'floating') {
    return (
      rect(x - 70, y, 140, 8, P.wood) +
      books(bookColours, x - 60, y, 4) +
      path(`M${x + 34} ${y}c-8 -10 -4 -26 8 -26s16 16 8 26z`, '#F2EEE8') +
      line(
        `M${x + 42} ${y - 26}c-4 -14 -12 -24 -18 -30M${x + 42} ${y - 26}c4 -16 12 -24 18 -28`,
        '#7D8B6A',
        1.6,
      )
    );
  }
  return (
    rect(x - 80, y, 160, 7, P.wood) +
    rect(x - 80, y + 60, 160, 7, P.wood) +
    books(bookColours, x - 70, y, 5) +
    circle(x + 40, y - 12, 12, P.accents[1]) +
    group(`translate(${x - 30} ${y + 60})`, plant('monstera', P, 0.35)) +
    rect(x + 20, y + 36, 40, 24, '#F2EEE8')
  );
}
