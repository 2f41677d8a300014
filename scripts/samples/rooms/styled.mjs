import { art } from '../furniture/art.mjs';
import { bed } from '../furniture/beds.mjs';
import { desk, laptop, monitor } from '../furniture/desks.mjs';
import { lamp, pendant, tableLamp } from '../furniture/lighting.mjs';
import { plant } from '../furniture/plants.mjs';
import { rug } from '../furniture/rugs.mjs';
import { armchair, chair, sofa } from '../furniture/seating.mjs';
import { books, bookcase, wallShelves } from '../furniture/storage.mjs';
import {
  coffeeTable,
  diningTable,
  nightstand,
  sideTable,
  tableSetting,
} from '../furniture/tables.mjs';
import { placeOnFloor } from '../perspective.mjs';
import { shell } from '../shell.mjs';
import { STYLES } from '../styles.mjs';
import { group, rect } from '../svg.mjs';
import { kitchen } from './kitchen.mjs';
import {
  ART_WORDS,
  BED_WORDS,
  CHAIR_WORDS,
  DESK_WORDS,
  LIGHT_WORDS,
  PLANT_WORDS,
  ROOM_TITLES,
  SHELF_WORDS,
  SOFA_WORDS,
  STYLE_WORDS,
  TABLE_WORDS,
  WALL_WORDS,
  article,
  list,
} from './words.mjs';

/** A styled room: the picture and the words that describe it. */
export function styledRoom(type, styleKey, overrides = {}) {
  const P = { ...STYLES[styleKey], ...overrides };
  const parts = [];
  const wallWords = WALL_WORDS[P.wall] ?? '';
  let body = '';
  let front = '';

  switch (type) {
    case 'living': {
      body += shell(P, { feature: true });
      body += art(P.art, P, 400, P.wall === 'wainscot' ? 250 : 270);
      if (P.pendant === 'lantern' || P.pendant === 'rattan' || P.pendant === 'edison')
        body += pendant(P.pendant, P, P.pendant === 'edison' ? 400 : 560, 140);
      body += rug(P, 400, 0.12, 0.95, 250);
      body += placeOnFloor(160, 0.05, plant(P.plant, P, 1.05));
      body += placeOnFloor(400, 0.06, sofa(P.sofa, P));
      if (
        P.light === 'arc' ||
        P.light === 'tripod' ||
        P.light === 'candlestick' ||
        P.light === 'edison'
      )
        body += placeOnFloor(640, 0.08, lamp(P.light, P));
      else body += placeOnFloor(628, 0.08, sideTable(P) + group('translate(0 -54)', tableLamp(P)));
      if (P.name === 'classic' || P.name === 'modern' || P.name === 'industrial') {
        front += placeOnFloor(
          625,
          0.55,
          armchair(
            P.name === 'industrial' ? 'leather' : 'plain',
            P,
            P.armchair ??
              (P.name === 'industrial' ? P.fabric : P.accents[P.name === 'classic' ? 0 : 1]),
          ),
        );
      }
      if (P.name === 'bohemian' || P.name === 'coastal')
        front += placeOnFloor(110, 0.6, group('scale(0.85)', armchair('cane', P)));
      front += placeOnFloor(400, 0.5, coffeeTable(P.coffee, P));
      parts.push(
        SOFA_WORDS[P.sofa],
        LIGHT_WORDS[
          P.pendant === 'lantern' || P.pendant === 'rattan' || P.pendant === 'edison'
            ? P.pendant
            : P.light
        ],
        ART_WORDS[P.art],
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'bedroom': {
      body += shell(P, { feature: true });
      body += art(P.art, P, 400, P.art === 'macrame' ? 200 : 190, P.art === 'lines' ? 0.9 : 0.75);
      body += pendant(P.pendant, P, 600, 130);
      body += rug(P, 400, 0.3, 0.98, 270);
      body += placeOnFloor(400, 0.04, bed(P.bed, P));
      for (const x of [196, 604])
        body += placeOnFloor(
          x,
          0.03,
          nightstand(P) +
            group('translate(0 -56)', tableLamp(P, P.name === 'classic' ? 'brass' : 'ceramic')),
        );
      front += placeOnFloor(120, 0.55, plant(P.plant, P, 1));
      parts.push(
        BED_WORDS[P.bed],
        'matching nightstands with lamps',
        ART_WORDS[P.art],
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'dining': {
      body += shell(P, { feature: P.wall !== 'slats' });
      body += art(P.art === 'macrame' ? 'gallery' : P.art, P, 250, 230, 0.75);
      body += pendant(
        P.pendant,
        P,
        420,
        P.pendant === 'chandelier' ? 170 : P.pendant === 'edison' ? 190 : 230,
      );
      body += rug(P, 400, 0.15, 0.98, 260);
      const cabinet = ['pipe', 'bookcase', 'ladder'].includes(P.shelf) ? P.shelf : 'cubes';
      body += placeOnFloor(655, 0.04, group('scale(0.7)', bookcase(cabinet, P)));
      for (const x of [-90, 0, 90]) body += placeOnFloor(400 + x, 0.22, chair(P.chair, P, true));
      body += placeOnFloor(
        400,
        0.4,
        diningTable(P.diningTable, P) + tableSetting(P, P.name === 'classic' ? 'classic' : 'plain'),
      );
      for (const x of [-90, 90]) front += placeOnFloor(400 + x, 0.72, chair(P.chair, P, false));
      front += placeOnFloor(170, 0.5, plant(P.plant, P, 0.9));
      parts.push(
        TABLE_WORDS[P.diningTable],
        CHAIR_WORDS[P.chair],
        LIGHT_WORDS[P.pendant],
        ART_WORDS[P.art === 'macrame' ? 'gallery' : P.art],
      );
      break;
    }
    case 'study': {
      body += shell(P, { feature: P.wall !== 'arch' });
      body += art(
        P.art === 'gallery' ? 'single' : P.art,
        P,
        P.art === 'clock' ? 330 : 280,
        215,
        P.art === 'lines' ? 0.8 : 0.7,
      );
      body += pendant(P.pendant, P, 430, P.pendant === 'chandelier' ? 130 : 160);
      body += rug(P, 330, 0.3, 0.95, 200);
      body += placeOnFloor(
        575,
        0.03,
        bookcase(P.shelf === 'wallRails' || P.shelf === 'floating' ? 'cubes' : P.shelf, P),
      );
      body += placeOnFloor(
        300,
        0.08,
        desk(P.desk, P) +
          group('translate(-40 -102)', laptop()) +
          group('translate(60 -102)', tableLamp(P, P.name === 'classic' ? 'brass' : 'ceramic')) +
          books([P.accents[0], P.accents[3] ?? '#3A3430'], -100, -102, 3),
      );
      front += placeOnFloor(
        300,
        0.45,
        chair(
          P.name === 'industrial' ? 'office' : P.chair === 'shell' ? 'office' : P.chair,
          P,
          false,
        ),
      );
      front += placeOnFloor(120, 0.5, plant(P.plant, P, 0.95));
      parts.push(
        DESK_WORDS[P.desk],
        SHELF_WORDS[P.shelf === 'wallRails' || P.shelf === 'floating' ? 'cubes' : P.shelf],
        LIGHT_WORDS[P.pendant],
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'office': {
      const withBackWindow = { ...P, window: { ...P.window, side: 'back' } };
      body += shell(withBackWindow, { feature: false });
      body += wallShelves('floating', P, 250, 222);
      body += art('single', P, 178, 200, 0.8);
      body += placeOnFloor(
        260,
        0.06,
        desk(P.desk, P) +
          group('translate(10 -102)', monitor()) +
          group('translate(-86 -102)', tableLamp(P)) +
          rect(60, -108, 28, 6, P.accents[0]),
      );
      body += placeOnFloor(660, 0.06, plant(P.plant, P, 1.1));
      front += placeOnFloor(
        260,
        0.42,
        chair(
          P.chair === 'spindle' || P.chair === 'wishbone' || P.chair === 'cane'
            ? P.chair
            : 'office',
          P,
          false,
        ),
      );
      if (P.rug.kind !== 'none') front = rug(P, 300, 0.3, 0.9, 170) + front;
      parts.push(
        DESK_WORDS[P.desk],
        'a monitor by a wide window',
        SHELF_WORDS.floating,
        PLANT_WORDS[P.plant],
      );
      break;
    }
    case 'kitchen': {
      body += shell(P, { feature: false });
      body += kitchen(P);
      parts.push(
        `${P.cabinets ? 'dusty blue' : 'wooden'} cabinets`,
        'open shelves',
        'a white island with stools',
        'a window over the sink',
      );
      break;
    }
    default:
      throw new Error(`Unknown room type ${type}`);
  }
  const styleTitle = STYLE_WORDS[styleKey];
  const alt = `${article(styleTitle)} ${styleTitle} ${ROOM_TITLES[type]} ${wallWords ? `${wallWords} ` : ''}with ${list(parts)}`;
  return { body: body + front, alt: alt.replace(/\s+/g, ' ') };
}
