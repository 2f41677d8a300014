import { BB, BL, BR, BT, H, W } from '../perspective.mjs';
import { STYLES } from '../styles.mjs';
import { circle, group, line, rect } from '../svg.mjs';
import { styledRoom } from './styled.mjs';

export function hero() {
  const P = {
    ...STYLES.modern,
    back: '#EDE3D6',
    left: '#E2D6C6',
    right: '#E6DBCC',
    ceiling: '#F4EDE3',
    fabric: '#EEE6DA',
    accents: ['#A34A28', '#D8C9B4', '#4F6B55', '#C98B3C'],
    sofa: 'rounded',
    armchair: '#B4613F',
    rug: { kind: 'round', colour: '#E3D5C1', border: '#D2C1A8' },
    window: { side: 'left', frame: '#F7F2EA', kind: 'tall' },
  };
  const { body } = styledRoom('living', 'modern', P);
  let overlay = '';
  const corner = (x, y, dx, dy) =>
    line(`M${x} ${y + dy * 26}V${y}H${x + dx * 26}`, '#FFFFFF', 4, { 'stroke-linecap': 'round' });
  overlay +=
    corner(14, 14, 1, 1) +
    corner(786, 14, -1, 1) +
    corner(14, 586, 1, -1) +
    corner(786, 586, -1, -1);
  overlay += line(
    `M${BL} ${BT}H${BR}M${BL} ${BT}V${BB}M${BR} ${BT}V${BB}M${BL} ${BB}H${BR}M${BL} ${BB}L0 ${H}M${BR} ${BB}L${W} ${H}`,
    '#A34A28',
    2,
    { 'stroke-dasharray': '6 6', opacity: 0.85 },
  );
  for (const [x, y] of [
    [BL, BT],
    [BR, BT],
    [BL, BB],
    [BR, BB],
  ])
    overlay += circle(x, y, 6, '#FFFFFF') + circle(x, y, 3.5, '#A34A28');
  overlay += group(
    'translate(400 54)',
    rect(-52, -13, 104, 26, '#A34A28', { rx: 13 }) +
      line('M-34 0h16M18 0h16M-30 -4l-4 4l4 4M30 -4l4 4l-4 4', '#FFFFFF', 2) +
      rect(-10, -5, 20, 10, '#FFFFFF', { rx: 3 }),
  );
  overlay += group(
    'translate(642 378)',
    rect(-40, -14, 80, 28, '#FFFFFF', { rx: 14, opacity: 0.95 }) +
      circle(-24, 0, 7, '#4F6B55') +
      line('M-27 0l2.5 2.5l4.5 -5', '#FFFFFF', 1.8) +
      line('M-10 -3h36M-10 4h24', '#5C534C', 2.5, { 'stroke-linecap': 'round' }),
  );
  return {
    body: body + overlay,
    alt: 'A styled living room with a curved cream sofa, terracotta and sage cushions, a walnut coffee table, an arched floor lamp and a tall window, overlaid with scan markers outlining the walls and floor',
  };
}
