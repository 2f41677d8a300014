// Rugs lying on the floor, drawn in perspective.
import { floorAt, xAt } from '../perspective.mjs';
import { ellipse, line, n, path, poly } from '../svg.mjs';

export function rug(P, cx, t1, t2, halfWidth) {
  const r = P.rug;
  if (r.kind === 'none') return '';
  const y1 = floorAt(t1).y;
  const y2 = floorAt(t2).y;
  if (r.kind === 'round') {
    return (
      ellipse(cx, (y1 + y2) / 2, halfWidth * floorAt((t1 + t2) / 2).s, (y2 - y1) / 2, r.colour) +
      ellipse(
        cx,
        (y1 + y2) / 2,
        halfWidth * floorAt((t1 + t2) / 2).s - 10,
        (y2 - y1) / 2 - 5,
        'none',
        { stroke: r.border, 'stroke-width': 2 },
      )
    );
  }
  const corners = [
    [xAt(cx - halfWidth, t1), y1],
    [xAt(cx + halfWidth, t1), y1],
    [xAt(cx + halfWidth, t2), y2],
    [xAt(cx - halfWidth, t2), y2],
  ];
  let out = path(poly(corners), r.kind === 'persian' || r.kind === 'kilim' ? r.border : r.colour);
  const inset = (k) => {
    const a = t1 + (t2 - t1) * k;
    const b = t2 - (t2 - t1) * k;
    const w = halfWidth * (1 - k * 0.9);
    return poly([
      [xAt(cx - w, a), floorAt(a).y],
      [xAt(cx + w, a), floorAt(a).y],
      [xAt(cx + w, b), floorAt(b).y],
      [xAt(cx - w, b), floorAt(b).y],
    ]);
  };
  switch (r.kind) {
    case 'persian':
      out +=
        path(inset(0.1), r.colour) +
        path(inset(0.3), '#C98B5A') +
        path(inset(0.42), r.colour) +
        path(inset(0.47), '#E7C9A1', { opacity: 0.9 });
      break;
    case 'kilim': {
      out += path(inset(0.08), r.colour);
      const mid = (t1 + t2) / 2;
      const ym = floorAt(mid).y;
      let zig = `M${n(xAt(cx - halfWidth * 0.85, mid))} ${n(ym)}`;
      for (let k = 0; k < 14; k += 1)
        zig += `L${n(xAt(cx - halfWidth * 0.85 + (k + 1) * halfWidth * 0.12, mid))} ${n(ym + (k % 2 ? 6 : -6))}`;
      out += line(zig, '#F3D9A6', 3) + path(inset(0.36), '#C98B3C', { opacity: 0.55 });
      break;
    }
    case 'stripe': {
      out = path(poly(corners), r.colour);
      for (const k of [0.2, 0.5, 0.8]) {
        const t = t1 + (t2 - t1) * k;
        out += line(
          `M${n(xAt(cx - halfWidth, t))} ${n(floorAt(t).y)}L${n(xAt(cx + halfWidth, t))} ${n(floorAt(t).y)}`,
          r.border,
          3,
        );
      }
      break;
    }
    default:
      out += path(inset(0.12), 'none', { stroke: r.border, 'stroke-width': 2 });
      break;
  }
  return out;
}
