import { shade } from '../colour.mjs';
import { BT, placeOnFloor } from '../perspective.mjs';
import { shell } from '../shell.mjs';
import { STYLES } from '../styles.mjs';
import { circle, ellipse, group, line, rect, shadow } from '../svg.mjs';
import { ROOM_TITLES, STYLE_WORDS } from './words.mjs';

/** The same room with nothing in it yet: boxes, a ladder, frames waiting on the floor. */
export function bareRoom(type, styleKey, overrides = {}) {
  const base = { ...STYLES[styleKey], ...overrides };
  const P = type === 'office' ? { ...base, window: { ...base.window, side: 'back' } } : base;
  let out = shell(P, { bare: true });
  out +=
    line(`M400 ${BT - 60}V150`, '#2B2623', 1.5) +
    rect(396, 150, 8, 8, '#6B5A48') +
    circle(400, 166, 9, '#F6E7B8');
  const box = (w, h, colour = '#C9A57A') =>
    rect(-w / 2, -h, w, h, colour) +
    rect(-w / 2, -h, w, 8, shade(colour, -0.12)) +
    line(`M0 ${-h}v${h}`, '#E9DCC3', 4);
  out += placeOnFloor(
    560,
    0.1,
    shadow(180, 6) +
      box(110, 70) +
      group('translate(60 0)', box(80, 50, '#B8925F')) +
      group('translate(10 -70)', box(84, 44, '#D1B084')),
  );
  out += placeOnFloor(
    250,
    0.12,
    shadow(80, 4) +
      line(
        'M-30 0L-12 -150M30 0L12 -150M-26 -20h52M-22 -60h44M-18 -100h36M-14 -136h28',
        '#8C8178',
        4,
      ),
  );
  out += placeOnFloor(
    150,
    0.1,
    group('rotate(-8)', rect(-30, -80, 60, 80, '#8C6A4A') + rect(-24, -74, 48, 68, '#F2ECE2')) +
      group(
        'translate(26 0) rotate(-4)',
        rect(-22, -56, 44, 56, '#2B2623') + rect(-18, -52, 36, 48, '#F6F1E8'),
      ),
  );
  out += placeOnFloor(
    420,
    0.65,
    shadow(160, 5) +
      group(
        'rotate(-4)',
        rect(-80, -22, 160, 22, '#D9C7A8', { rx: 11 }) + ellipse(80, -11, 6, 11, '#C4AE8A'),
      ),
  );
  out += placeOnFloor(
    640,
    0.7,
    rect(-16, -28, 32, 28, '#EDEDEA') +
      ellipse(0, -28, 16, 4, '#DCDAD3') +
      rect(-16, -16, 32, 8, P.accents[0]),
  );
  const styleTitle = STYLE_WORDS[styleKey];
  const alt = `Before: the empty ${ROOM_TITLES[type]} with bare walls, a hanging bulb, moving boxes, a step ladder and frames leaning on the floor, ready for its ${styleTitle} makeover`;
  return { body: out, alt };
}
