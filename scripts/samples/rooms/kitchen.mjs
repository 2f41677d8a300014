// The fitted kitchen: tiles, cabinets and shelves on the back wall, an island at the front.
import { shade } from '../colour.mjs';
import { plant } from '../furniture/plants.mjs';
import { pendant } from '../furniture/lighting.mjs';
import { books } from '../furniture/storage.mjs';
import { BL, BR, floorAt } from '../perspective.mjs';
import { at, circle, ellipse, group, line, path, rect, shadow } from '../svg.mjs';

export function kitchen(P) {
  const cab = P.cabinets ?? P.woodLight;
  let out = '';
  // Backsplash tiles and the window over the sink.
  out += rect(BL + 20, 300, BR - BL - 40, 90, '#F4F3EF');
  let tiles = '';
  for (let y = 300; y <= 390; y += 15) tiles += `M${BL + 20} ${y}H${BR - 20}`;
  for (let x = BL + 20; x <= BR - 20; x += 30) tiles += `M${x} 300V390`;
  out += line(tiles, '#DCE3E6', 1);
  out +=
    rect(324, 150, 152, 152, P.window.frame) +
    rect(330, 156, 140, 140, '#CFE0E8') +
    path('M330 236q70 -12 140 0v60h-140z', P.window.view === 'sea' ? '#9DBFCF' : '#B9CCB8') +
    path('M330 262q70 -10 140 0v34h-140z', P.window.view === 'sea' ? '#E8DCC3' : '#A2B8A1') +
    line('M400 156v140M330 226h140', P.window.frame, 4);
  // Upper open shelves.
  for (const x of [200, 600]) {
    out += rect(x - 70, 250, 140, 6, P.wood) + rect(x - 70, 190, 140, 6, P.wood);
    out +=
      circle(x - 40, 238, 12, '#FBFAF6') +
      circle(x - 40, 238, 6, P.accents[0]) +
      rect(x - 16, 226, 10, 24, '#F2EEE8') +
      rect(x + 2, 222, 10, 28, '#F2EEE8') +
      group(`translate(${x + 44} 250)`, plant('branches', P, 0.32)) +
      books([P.accents[3], '#E9DFD0', P.accents[0]], x - 56, 190, 4) +
      circle(x + 30, 178, 10, '#F2EEE8');
  }
  // Base cabinets with a worktop.
  out += rect(BL + 10, 392, BR - BL - 20, 96, cab) + rect(BL + 4, 386, BR - BL - 8, 10, '#F4F1EA');
  for (let x = BL + 16; x < BR - 60; x += 68)
    out += rect(x, 400, 60, 80, shade(cab, 0.06)) + rect(x + 24, 408, 12, 3, P.metal);
  out += rect(388, 370, 4, 16, P.metal) + path('M388 370q0 -16 16 -16v4q-12 0 -12 12z', P.metal);
  out +=
    path('M240 386c-6 -8 -4 -20 6 -20s12 12 6 20z', '#F2EEE8') +
    circle(262, 380, 6, '#E8C14E') +
    circle(270, 382, 6, '#E8C14E') +
    circle(266, 376, 6, '#F0D060');
  // Pendants over the island.
  out +=
    pendant(P.pendant === 'rattan' ? 'globe' : P.pendant, P, 296, 210) +
    pendant(P.pendant === 'rattan' ? 'globe' : P.pendant, P, 504, 210);
  // The island and its stools at the front.
  const { y, s } = floorAt(0.55);
  let island =
    shadow(380, 10, 0.2) +
    rect(-180, -104, 360, 104, '#FBFAF6') +
    line([...Array(11)].map((_, k) => `M${-150 + k * 30} -96V0`).join(''), '#E9E6DF', 2) +
    rect(-190, -116, 380, 14, P.woodLight, { rx: 2 });
  for (const x of [-130, 0, 130]) {
    island += group(
      `translate(${x} 20)`,
      shadow(60, 4, 0.12) +
        line('M-22 -90L-28 0M22 -90L28 0M-26 -40h52', P.wood, 4) +
        ellipse(0, -92, 30, 8, P.wood) +
        ellipse(0, -96, 30, 8, shade(P.wood, 0.12)),
    );
  }
  island +=
    path('M-40 -116c-6 -14 0 -30 16 -30s22 16 16 30z', '#F2EEE8') +
    circle(60, -122, 8, P.accents[0]);
  out += group(at(400, y, s), island);
  return out;
}
