// Sofas, armchairs and dining or desk chairs.
import { shade } from '../colour.mjs';
import { circle, ellipse, group, line, n, path, rect, shadow } from '../svg.mjs';

function cushions(colours, xs, y, size = 1) {
  return xs
    .map((x, k) =>
      group(
        `translate(${n(x)} ${n(y)}) rotate(${k % 2 ? 6 : -6}) scale(${size})`,
        path(
          'M-20 -20q20 -6 40 0q4 20 0 40q-20 6 -40 0q-4 -20 0 -40z',
          colours[k % colours.length],
        ),
      ),
    )
    .join('');
}

/** A sofa, front view, origin at the middle of its foot line. */
export function sofa(kind, P, options = {}) {
  const w = options.width ?? 320;
  const half = w / 2;
  const fabric = options.fabric ?? P.fabric;
  const dark = shade(fabric, -0.12);
  const light = shade(fabric, 0.12);
  const accents = options.cushions ?? P.accents;
  let out = shadow(w + 20, 9, 0.18);
  switch (kind) {
    case 'low':
      out +=
        rect(-half, -28, w, 24, P.wood) +
        rect(-half, -6, 10, 6, shade(P.wood, -0.2)) +
        rect(half - 10, -6, 10, 6, shade(P.wood, -0.2));
      out +=
        rect(-half + 14, -96, w - 28, 56, light, { rx: 10 }) +
        rect(-half + 8, -52, w - 16, 28, fabric, { rx: 8 });
      out += cushions([accents[0], accents[1]], [-half + 50, half - 56], -66, 0.9);
      break;
    case 'boxy':
      out += rect(-half + 22, -14, 4, 14, P.metal) + rect(half - 26, -14, 4, 14, P.metal);
      out +=
        rect(-half + 20, -112, w - 40, 64, dark, { rx: 6 }) +
        rect(-half + 20, -62, w - 40, 50, fabric, { rx: 6 });
      out += line('M0 -108V-50', shade(fabric, -0.2), 2);
      out +=
        rect(-half, -88, 34, 76, fabric, { rx: 6 }) +
        rect(half - 34, -88, 34, 76, fabric, { rx: 6 });
      out += cushions(accents, [-half + 70, -half + 112, half - 74], -84);
      break;
    case 'chesterfield': {
      out += rect(-half + 14, -12, 8, 12, '#2A2522') + rect(half - 22, -12, 8, 12, '#2A2522');
      out += path(`M${-half + 20} -60V-112q${half - 20} -14 ${w - 40} 0V-60z`, dark);
      let tufts = '';
      for (let row = 0; row < 2; row += 1)
        for (let x = -half + 40 + row * 14; x < half - 30; x += 28)
          tufts += `<circle cx="${n(x)}" cy="${-96 + row * 16}" r="2"/>`;
      out += `<g fill="${shade(fabric, -0.3)}">${tufts}</g>`;
      out += rect(-half + 20, -64, w - 40, 52, fabric, { rx: 8 }) + line('M0 -62V-14', dark, 2);
      out +=
        path(`M${-half} -12V-80a20 20 0 0 1 40 0V-12z`, fabric) +
        path(`M${half - 40} -12V-80a20 20 0 0 1 40 0V-12z`, fabric);
      out += ellipse(-half + 20, -82, 20, 10, light) + ellipse(half - 20, -82, 20, 10, light);
      out += cushions([accents[3] ?? accents[0]], [half - 80], -80);
      break;
    }
    case 'rounded':
      out += rect(-half + 26, -12, 6, 12, P.wood) + rect(half - 32, -12, 6, 12, P.wood);
      out +=
        rect(-half + 16, -118, w - 32, 76, dark, { rx: 30 }) +
        rect(-half + 12, -66, w - 24, 54, fabric, { rx: 18 });
      out +=
        rect(-half, -92, 44, 80, fabric, { rx: 22 }) +
        rect(half - 44, -92, 44, 80, fabric, { rx: 22 });
      out += cushions(accents, [-half + 72, -half + 114, 0, half - 118, half - 76], -86);
      break;
    case 'tuxedo': {
      out += path(`M${-half + 20} -14l-4 14h6l4 -14zM${half - 20} -14l4 14h-6l-4 -14z`, P.wood);
      out += rect(-half + 10, -118, w - 20, 70, dark, { rx: 4 });
      let buttons = '';
      for (let x = -half + 36; x < half - 20; x += 30)
        buttons += `<circle cx="${x}" cy="-92" r="2"/>`;
      out += `<g fill="${shade(fabric, -0.35)}">${buttons}</g>`;
      out +=
        rect(-half + 10, -64, w - 20, 52, fabric, { rx: 6 }) +
        rect(-half, -100, 26, 88, fabric, { rx: 4 }) +
        rect(half - 26, -100, 26, 88, fabric, { rx: 4 });
      out += cushions([accents[1], accents[0]], [-half + 64, half - 64], -84);
      break;
    }
    case 'scandi':
    default:
      out += path(`M${-half + 30} -16l-6 16h5l7 -16zM${half - 30} -16l6 16h-5l-7 -16z`, P.wood);
      out +=
        rect(-half + 16, -110, w - 32, 58, dark, { rx: 12 }) +
        rect(-half + 10, -62, w - 20, 46, fabric, { rx: 10 });
      out +=
        rect(-half, -84, 26, 68, fabric, { rx: 12 }) +
        rect(half - 26, -84, 26, 68, fabric, { rx: 12 });
      out += line('M0 -106V-56M0 -60V-18', shade(fabric, -0.2), 1.6);
      out += cushions([accents[0], accents[1]], [-half + 60, half - 64], -80);
      break;
  }
  return out;
}

export function armchair(kind, P, colour) {
  const fabric = colour ?? P.accents[0];
  switch (kind) {
    case 'cane':
      return (
        shadow(110, 7) +
        path('M-50 -60C-60 -150 60 -150 50 -60z', '#D4AE7D') +
        path('M-40 -64C-46 -132 46 -132 40 -64z', 'none', {
          stroke: '#B98A5E',
          'stroke-width': 2,
          'stroke-dasharray': '4 4',
        }) +
        rect(-52, -64, 104, 30, P.linen, { rx: 10 }) +
        line('M-44 -34L-50 0M44 -34L50 0M-20 -34l-4 34M20 -34l4 34', '#B98A5E', 4)
      );
    case 'leather':
      return (
        shadow(120, 7) +
        rect(-54, -130, 108, 80, shade(fabric, -0.1), { rx: 14 }) +
        rect(-60, -70, 120, 40, fabric, { rx: 10 }) +
        rect(-66, -96, 22, 66, fabric, { rx: 8 }) +
        rect(44, -96, 22, 66, fabric, { rx: 8 }) +
        line('M-48 -30v30M48 -30v30', '#2A2522', 4)
      );
    default:
      return (
        shadow(110, 7) +
        path('M-48 -70C-50 -150 50 -150 48 -70z', shade(fabric, -0.08)) +
        rect(-56, -76, 112, 40, fabric, { rx: 16 }) +
        path('M-40 -36l-8 36h6l10 -36zM40 -36l8 36h-6l-10 -36z', P.wood)
      );
  }
}

/** A dining or desk chair, seen from the front (facing) or from behind (back). */
export function chair(kind, P, facing = true) {
  const wood = P.wood;
  let back = '';
  let legs = '';
  let seatShape = '';
  switch (kind) {
    case 'upholstered':
      back =
        path('M-28 -70V-150q28 -18 56 0V-70z', P.fabric) +
        path('M-28 -150q28 -18 56 0', 'none', { stroke: P.wood, 'stroke-width': 4 });
      seatShape = rect(-32, -74, 64, 14, shade(P.fabric, -0.05), { rx: 5 });
      legs = line('M-26 -60L-28 0M26 -60L28 0', P.wood, 5);
      break;
    case 'metal':
      back =
        path('M-26 -70V-136q26 -8 52 0V-70z', '#5B6670') +
        line('M-18 -120h36M-18 -108h36', '#4A545D', 2);
      seatShape = rect(-30, -74, 60, 10, '#4A545D', { rx: 2 });
      legs = line('M-26 -64L-32 0M26 -64L32 0M-14 -64l-4 64M14 -64l4 64', '#4A545D', 3.5);
      break;
    case 'spindle':
      back =
        line('M-26 -70V-140M26 -70V-140M-13 -72V-134M0 -72V-134M13 -72V-134', wood, 3.2) +
        path('M-30 -140q30 -14 60 0v6q-30 -12 -60 0z', wood);
      seatShape = rect(-32, -74, 64, 10, wood, { rx: 4 });
      legs = line('M-26 -64L-32 0M26 -64L32 0M-29 -24h58', wood, 4);
      break;
    case 'wishbone':
      back =
        path('M-30 -134q30 -12 60 0', 'none', {
          stroke: wood,
          'stroke-width': 6,
          'stroke-linecap': 'round',
        }) +
        line('M0 -128V-74M-30 -134L-26 -72M30 -134L26 -72', wood, 4) +
        path('M-12 -96L0 -110L12 -96', 'none', { stroke: wood, 'stroke-width': 4 });
      seatShape = rect(-32, -76, 64, 12, '#E7DAC4', { rx: 4 });
      legs = line('M-26 -64L-28 0M26 -64L28 0', wood, 4);
      break;
    case 'cane':
      back =
        path('M-28 -72V-132q28 -14 56 0V-72z', '#D4AE7D') +
        path('M-22 -80V-126q22 -10 44 0V-80z', 'none', {
          stroke: '#B98A5E',
          'stroke-width': 1.5,
          'stroke-dasharray': '3 3',
        });
      seatShape = rect(-32, -76, 64, 12, '#D4AE7D', { rx: 4 });
      legs = line('M-26 -64L-30 0M26 -64L30 0', wood, 4);
      break;
    case 'office':
      back = rect(-34, -150, 68, 72, '#2B2623', { rx: 14 }) + rect(-4, -80, 8, 18, '#2B2623');
      seatShape = rect(-36, -66, 72, 14, '#3A3430', { rx: 6 });
      legs =
        line('M0 -52V-12M-34 -4L0 -14L34 -4M0 -14V-2', '#2B2623', 4) +
        circle(-34, -3, 4, '#2B2623') +
        circle(34, -3, 4, '#2B2623') +
        circle(0, -1, 4, '#2B2623');
      break;
    case 'shell':
    default:
      back =
        path('M-34 -80C-40 -140 40 -140 34 -80z', '#F6F3EE') +
        path('M-34 -80C-40 -140 40 -140 34 -80', 'none', { stroke: '#E2DCD2', 'stroke-width': 2 });
      seatShape = path('M-36 -82h72q0 14 -36 16q-36 -2 -36 -16z', '#EFEAE3');
      legs = line('M-22 -68L-30 0M22 -68L30 0M-10 -68l-6 68M10 -68l6 68', wood, 3);
      break;
  }
  return shadow(70, 5, 0.14) + (facing ? legs + back + seatShape : legs + seatShape + back);
}
