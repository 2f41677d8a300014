// SVG writing: one function per element, so drawings read as sums of shapes.

// One decimal place is finer than a pixel at every size drawn and keeps the files small.
export const n = (value) => {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? '0' : String(rounded);
};
const attrs = (props) =>
  Object.entries(props)
    .filter(([, value]) => value !== undefined && value !== null && value !== false)
    .map(([key, value]) => `${key}="${typeof value === 'number' ? n(value) : value}"`)
    .join(' ');
export const rect = (x, y, w, h, fill, extra = {}) =>
  `<rect ${attrs({ x, y, width: w, height: h, fill, ...extra })}/>`;
export const circle = (cx, cy, r, fill, extra = {}) =>
  `<circle ${attrs({ cx, cy, r, fill, ...extra })}/>`;
export const ellipse = (cx, cy, rx, ry, fill, extra = {}) =>
  `<ellipse ${attrs({ cx, cy, rx, ry, fill, ...extra })}/>`;
export const path = (d, fill, extra = {}) => `<path ${attrs({ d, fill, ...extra })}/>`;
export const line = (d, stroke, width = 2, extra = {}) =>
  `<path ${attrs({ d, fill: 'none', stroke, 'stroke-width': width, ...extra })}/>`;
export const poly = (points) => `M${points.map(([x, y]) => `${n(x)} ${n(y)}`).join('L')}z`;
export const group = (transform, body) => `<g transform="${transform}">${body}</g>`;
export const at = (x, y, s = 1) => `translate(${n(x)} ${n(y)})${s === 1 ? '' : ` scale(${n(s)})`}`;
export const shadow = (w, depth = 10, opacity = 0.16) =>
  ellipse(0, 2, w / 2, depth, '#1F1A17', { opacity, filter: 'url(#blur)' });
export const svg = (w, h, body, vw = w, vh = h) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${vw} ${vh}"><defs><filter id="blur" x="-30%" y="-60%" width="160%" height="220%"><feGaussianBlur stdDeviation="6"/></filter></defs>${body}</svg>`;
