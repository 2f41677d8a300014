// The empty room: walls, ceiling, floor, skirting, a window and a door.
import { shade } from './colour.mjs';
import { BB, BL, BR, BT, H, W, floorAt, wallPoint, wallQuad, xAt } from './perspective.mjs';
import { circle, line, n, path, poly, rect } from './svg.mjs';

function floorPattern(P) {
  const out = [];
  if (P.floorKind === 'herringbone') {
    // Rows of short boards, alternating their lean, fading into the distance.
    for (let row = 0; row < 9; row += 1) {
      const t1 = row / 9;
      const t2 = (row + 1) / 9;
      const y1 = floorAt(t1).y;
      const y2 = floorAt(t2).y;
      for (let k = -14; k <= 14; k += 1) {
        const x1 = xAt(400 + k * 40, t1);
        const x2 = xAt(400 + k * 40 + (row % 2 ? 20 : -20), t2);
        out.push(`M${n(x1)} ${n(y1)}L${n(x2)} ${n(y2)}`);
      }
      out.push(`M0 ${n(y2)}H${W}`);
    }
    return line(out.join(''), P.floorLine, 1.4, { opacity: 0.9 });
  }
  for (let x = BL - 560; x <= BR + 560; x += 28) out.push(`M${n(x)} ${BB}L${n(xAt(x, 1))} ${H}`);
  return line(out.join(''), P.floorLine, 1.4);
}

function backWallTreatment(P, options) {
  const w = BR - BL;
  switch (P.wall) {
    case 'slats': {
      if (!options.feature) return '';
      const x0 = 190;
      const x1 = 610;
      let strokes = '';
      for (let x = x0 + 6; x < x1; x += 16.8) strokes += `M${n(x)} 201V${BB}`;
      return (
        rect(x0, 201, x1 - x0, BB - 201, P.woodLight) + line(strokes, shade(P.woodLight, -0.12), 3)
      );
    }
    case 'brick': {
      let mortar = '';
      for (let y = BT + 14, row = 0; y < BB; y += 14, row += 1) {
        mortar += `M${BL} ${y}H${BR}`;
        for (let x = BL + (row % 2 ? 18 : 0); x < BR; x += 36) mortar += `M${x} ${y - 14}v14`;
      }
      return (
        line(mortar, '#C98A72', 1.6, { opacity: 0.75 }) +
        rect(BL, BT, w, BB - BT, '#7A3B2A', { opacity: 0.08 })
      );
    }
    case 'wainscot': {
      const top = 330;
      let panels = '';
      for (let x = BL + 14; x < BR - 20; x += 78)
        panels += rect(x, top + 22, 64, BB - top - 44, 'none', {
          stroke: shade(P.wainscot, -0.12),
          'stroke-width': 2.5,
        });
      return (
        rect(BL, top, w, BB - top, P.wainscot) +
        rect(BL, top - 6, w, 8, shade(P.wainscot, 0.25)) +
        panels
      );
    }
    case 'arch':
      return options.feature
        ? path('M270 495V270a130 130 0 0 1 260 0v225z', shade(P.back, -0.08))
        : '';
    case 'shiplap': {
      let boards = '';
      for (let y = BT + 30; y < BB; y += 30) boards += `M${BL} ${y}H${BR}`;
      return line(boards, shade(P.back, -0.06), 1.5);
    }
    default:
      return '';
  }
}

function sideWindow(P, side, options = {}) {
  const win = P.window;
  const u1 = 0.28;
  const u2 = 0.82;
  const v1 = win.kind === 'arched' ? 0.2 : 0.16;
  const v2 = 0.7;
  const glass = win.view === 'sea' ? '#CFE0E8' : '#D7E3E6';
  let out = path(wallQuad(side, u1 - 0.03, u2 + 0.03, v1 - 0.025, v2 + 0.025), win.frame);
  out += path(wallQuad(side, u1, u2, v1, v2), glass);
  // The view: a soft horizon, sea or hills.
  out += path(wallQuad(side, u1, u2, 0.48, v2), win.view === 'sea' ? '#9DBFCF' : '#C5D3C2', {
    opacity: 0.9,
  });
  out += path(wallQuad(side, u1, u2, 0.56, v2), win.view === 'sea' ? '#E8DCC3' : '#AFC2AD', {
    opacity: 0.8,
  });
  const mullions = [];
  const divisions = win.kind === 'crittall' ? 4 : win.kind === 'shoji' ? 3 : 2;
  for (let k = 1; k < divisions; k += 1) {
    const u = u1 + ((u2 - u1) * k) / divisions;
    mullions.push(
      `M${wallPoint(side, u, v1).map(n).join(' ')}L${wallPoint(side, u, v2).map(n).join(' ')}`,
    );
  }
  const rows = win.kind === 'crittall' ? 6 : win.kind === 'shoji' ? 7 : 1;
  for (let k = 1; k < rows + (win.kind === 'tall' ? 1 : 0); k += 1) {
    const v = v1 + ((v2 - v1) * k) / (rows + (win.kind === 'tall' ? 1 : 0));
    mullions.push(
      `M${wallPoint(side, u1, v).map(n).join(' ')}L${wallPoint(side, u2, v).map(n).join(' ')}`,
    );
  }
  out += line(mullions.join(''), win.frame, win.kind === 'crittall' ? 3 : 4);
  if (win.kind === 'shoji')
    out = path(wallQuad(side, u1, u2, v1, v2), '#F5EFE4', { opacity: 0.55 }) + out;
  if (win.kind === 'curtained' && !options.bare) {
    out += path(wallQuad(side, u1 - 0.1, u1 + 0.04, 0.06, 0.98), win.curtain);
    out += path(wallQuad(side, u2 - 0.04, u2 + 0.08, 0.06, 0.98), shade(win.curtain, -0.08));
    out += line(
      `M${wallPoint(side, u1 - 0.12, 0.06)
        .map(n)
        .join(' ')}L${wallPoint(side, u2 + 0.1, 0.06)
        .map(n)
        .join(' ')}`,
      P.metal,
      4,
    );
  }
  if (win.kind === 'tall' && !options.bare && P.name === 'Scandinavian') {
    out += path(wallQuad(side, u1 - 0.08, u1 + 0.02, 0.08, 0.96), '#FFFFFF', { opacity: 0.75 });
  }
  // Daylight falling on the floor.
  const [fx, fy] = wallPoint(side, (u1 + u2) / 2, 1);
  const reach = side === 'left' ? 1 : -1;
  out += path(
    `M${n(fx)} ${n(fy)}l${reach * 60} -8l${reach * 230} 70l${reach * -200} 30z`,
    '#FFFFFF',
    { opacity: 0.16 },
  );
  return out;
}

function backWindow(P) {
  const x = 430;
  const y = 150;
  const w = 200;
  const h = 190;
  let out = rect(x - 6, y - 6, w + 12, h + 12, P.window.frame);
  out += rect(x, y, w, h, '#D9E5E8');
  out += path(`M${x} ${y + 120}q60 -34 110 -10t90 -6v${h - 114}h-${w}z`, '#B9CCB8');
  out += path(`M${x} ${y + 150}q70 -22 130 -4t70 0v${h - 150}h-${w}z`, '#A2B8A1');
  out += line(`M${x + w / 2} ${y}v${h}`, P.window.frame, 5);
  out += rect(x - 12, y + h + 4, w + 24, 8, shade(P.window.frame, -0.05));
  return out;
}

function door(P, side) {
  const frame = shade(side === 'left' ? P.left : P.right, 0.12);
  return (
    path(wallQuad(side, 0.55, 0.8, 0.3, 1.0), frame) +
    path(wallQuad(side, 0.57, 0.78, 0.32, 1.0), shade(frame, -0.04)) +
    circle(...wallPoint(side, 0.6, 0.68), 2.5, P.metal)
  );
}

export function shell(P, options = {}) {
  const bare = Boolean(options.bare);
  const back = bare && P.wall !== 'brick' ? shade(P.back, 0.25) : P.back;
  let out = rect(0, 0, W, H, back);
  out += path(
    poly([
      [0, 0],
      [W, 0],
      [BR, BT],
      [BL, BT],
    ]),
    P.ceiling,
  );
  out += path(
    poly([
      [0, 0],
      [BL, BT],
      [BL, BB],
      [0, H],
    ]),
    bare ? shade(P.left, 0.25) : P.left,
  );
  out += path(
    poly([
      [W, 0],
      [BR, BT],
      [BR, BB],
      [W, H],
    ]),
    bare ? shade(P.right, 0.25) : P.right,
  );
  out += path(
    poly([
      [BL, BB],
      [BR, BB],
      [W, H],
      [0, H],
    ]),
    P.floor,
  );
  out += floorPattern(P);
  if (!bare || P.wall === 'brick') out += backWallTreatment(P, options);
  // Skirting boards.
  out += rect(BL, BB - 7, BR - BL, 7, bare ? '#F4F1EC' : shade(P.back, -0.08));
  out += path(
    poly([
      [BL, BB],
      [BL, BB - 7],
      [0, H - 10],
      [0, H],
    ]),
    shade(P.left, -0.1),
  );
  out += path(
    poly([
      [BR, BB],
      [BR, BB - 7],
      [W, H - 10],
      [W, H],
    ]),
    shade(P.right, -0.1),
  );
  const win = P.window;
  if (win.side === 'back') out += backWindow(P);
  else out += sideWindow(P, win.side, options);
  out += door(P, win.side === 'left' ? 'right' : win.side === 'right' ? 'left' : 'right');
  return out;
}
