// Coffee, side, bedside and dining tables, and what is laid on a dining table.
import { shade } from '../colour.mjs';
import { circle, ellipse, line, path, rect, shadow } from '../svg.mjs';

export function coffeeTable(kind, P) {
  switch (kind) {
    case 'walnutOval':
      return (
        shadow(230, 8) +
        path('M-88 -30l-4 30h6l6 -30zM88 -30l4 30h-6l-6 -30z', shade(P.wood, -0.2)) +
        ellipse(0, -34, 116, 16, P.wood) +
        ellipse(0, -38, 116, 16, shade(P.wood, 0.08)) +
        rect(-40, -50, 46, 7, P.accents[2] ?? '#E9D9C4') +
        rect(-36, -56, 38, 6, P.accents[3] ?? '#3F4E5C') +
        path('M40 -54c-8 -10 -4 -24 6 -24s14 14 6 24z', '#F2EEE8')
      );
    case 'roundLow':
      return (
        shadow(200, 8) +
        rect(-80, -30, 160, 30, shade(P.wood, -0.1)) +
        ellipse(0, -30, 100, 14, P.wood) +
        ellipse(0, -34, 100, 14, shade(P.wood, 0.12)) +
        path('M-18 -46h26l-4 10h-18z', '#3A3430') +
        rect(20, -46, 12, 10, '#F3EDE3') +
        rect(36, -46, 12, 10, '#F3EDE3')
      );
    case 'roundOak':
      return (
        shadow(180, 7) +
        line('M-50 -36l-10 36M50 -36l10 36M-18 -36l-4 36M18 -36l4 36', shade(P.wood, -0.15), 4) +
        ellipse(0, -38, 84, 12, P.wood) +
        ellipse(0, -41, 84, 12, shade(P.wood, 0.15)) +
        path('M-10 -52c-6 -8 -2 -18 6 -18s12 10 6 18z', P.accents[0]) +
        rect(16, -52, 34, 6, P.accents[3] ?? '#3A3430')
      );
    case 'trunk':
      return (
        shadow(220, 8) +
        rect(-100, -48, 200, 48, P.wood) +
        line('M-100 -36h200M-100 -20h200', shade(P.wood, -0.15), 2) +
        rect(-100, -52, 200, 6, '#2A2522') +
        rect(-104, -48, 8, 48, '#2A2522') +
        rect(96, -48, 8, 48, '#2A2522') +
        rect(-30, -64, 52, 12, P.accents[0]) +
        rect(-26, -72, 44, 8, P.accents[3])
      );
    case 'rattanLow':
      return (
        shadow(190, 8) +
        ellipse(0, -20, 90, 24, '#C99C6B') +
        line('M-80 -24q80 10 160 0M-86 -14q86 12 172 0', '#A97C4E', 2) +
        ellipse(0, -38, 92, 14, shade(P.wood, 0.1)) +
        path('M-18 -50c-8 -10 -4 -22 6 -22s14 12 6 22z', P.accents[0]) +
        circle(30, -46, 8, P.accents[1])
      );
    case 'carved':
      return (
        shadow(220, 8) +
        path(
          'M-86 -36c-4 14 4 26 -2 36h8c6 -12 -2 -24 2 -36zM86 -36c4 14 -4 26 2 36h-8c-6 -12 2 -24 -2 -36z',
          P.wood,
        ) +
        rect(-104, -48, 208, 14, P.wood, { rx: 3 }) +
        rect(-108, -52, 216, 6, shade(P.wood, 0.15), { rx: 3 }) +
        path('M-20 -56h40l-6 -24h-28z', P.metal) +
        circle(0, -86, 10, '#E9C9B9')
      );
    default:
      return '';
  }
}

export function sideTable(P) {
  return (
    shadow(60, 4) +
    rect(-3, -50, 6, 50, P.wood) +
    ellipse(0, -52, 24, 5, shade(P.wood, 0.1)) +
    ellipse(0, -1, 16, 3, P.wood)
  );
}

export function nightstand(P) {
  const body = P.name === 'industrial' ? P.metal : P.woodLight;
  return (
    shadow(80, 4) +
    rect(-34, -56, 68, 52, body, { rx: 3 }) +
    line('M-34 -32h68', shade(body, -0.15), 1.5) +
    circle(0, -44, 2.5, shade(body, -0.4)) +
    circle(0, -20, 2.5, shade(body, -0.4)) +
    line('M-28 -4v4M28 -4v4', shade(body, -0.3), 3)
  );
}

export function diningTable(kind, P) {
  const top = kind === 'plankMetal' || kind === 'turned' ? P.wood : P.woodLight;
  const legColour = kind === 'plankMetal' ? P.metal : shade(top, -0.15);
  let legs = '';
  switch (kind) {
    case 'pedestal':
    case 'roundWood':
      legs = path('M-10 -104h20l6 92h-32z', legColour) + ellipse(0, -6, 46, 8, legColour);
      break;
    case 'turned':
      legs = path(
        'M-134 -104h12c-6 20 6 40 -2 60c-4 14 2 30 -2 44h-8c-4 -14 2 -30 -2 -44c-8 -20 4 -40 2 -60zM122 -104h12c-2 20 10 40 2 60c-4 14 2 30 -2 44h-8c-4 -14 2 -30 -2 -44c-8 -20 4 -40 -2 -60z',
        legColour,
      );
      break;
    case 'plankMetal':
      legs = line('M-130 -100V0M130 -100V0M-130 -100L-110 0M130 -100L110 0', legColour, 5);
      break;
    case 'oakTrestle':
      legs = path(
        'M-120 -100l-20 100h10l20 -100zM120 -100l20 100h-10l-20 -100zM-110 -40h220v5h-220z',
        legColour,
      );
      break;
    case 'oakSlab':
    default:
      legs = rect(-126, -100, 16, 100, legColour) + rect(110, -100, 16, 100, legColour);
      break;
  }
  const round = kind === 'pedestal' || kind === 'roundWood';
  const surface = round
    ? ellipse(0, -106, 130, 16, top) + ellipse(0, -110, 130, 16, shade(top, 0.12))
    : rect(-150, -112, 300, 12, shade(top, 0.05), { rx: 2 }) +
      path('M-150 -112l12 -10h276l12 10z', shade(top, 0.15));
  return shadow(300, 10) + legs + surface;
}

export function tableSetting(P, kind) {
  if (kind === 'classic') {
    return (
      rect(-60, -130, 120, 6, P.linen, { opacity: 0.9 }) +
      rect(-4, -160, 8, 30, '#F4EEE2') +
      path('M0 -172q6 8 0 12q-6 -4 0 -12z', '#F3C76E') +
      path('M-30 -130q4 -18 14 -18t14 18z', P.metal) +
      circle(-16, -150, 8, '#E9C9B9') +
      circle(-24, -146, 6, '#C9807A')
    );
  }
  return (
    path('M-8 -122c-10 -12 -6 -30 8 -30s18 18 8 30z', P.accents[0]) +
    line('M0 -152c-4 -16 -12 -26 -20 -32M0 -152c4 -18 12 -28 20 -30', '#6B7F5E', 2) +
    ellipse(-70, -120, 14, 3, '#F4F0E8') +
    ellipse(70, -120, 14, 3, '#F4F0E8') +
    rect(30, -132, 10, 12, '#F4F0E8', { opacity: 0.8 })
  );
}
