// @vitest-environment node
import { isCurrentPath, isTabActive } from '../../src/shell/navRules.ts';
import { stickyActionsFor } from '../../src/shell/stickyActions.ts';
import { jumpOffsetTop } from '../../src/shell/sectionJump.ts';
import { SECTION_JUMP_OFFSET_PX } from '../../src/lib/timing.ts';

describe('isTabActive', () => {
  it('makes Home active only on exactly /', () => {
    expect(isTabActive('/', '/')).toBe(true);
    expect(isTabActive('/', '/about')).toBe(false);
    expect(isTabActive('/', '/try-scanner')).toBe(false);
  });

  it('makes a tab active when the path starts with its path', () => {
    expect(isTabActive('/try-scanner', '/try-scanner')).toBe(true);
    expect(isTabActive('/try-scanner', '/try-scanner/x')).toBe(true);
    expect(isTabActive('/try-scanner', '/')).toBe(false);
    expect(isTabActive('/upload-photos', '/try-scanner')).toBe(false);
  });

  it('tells /auth and /dashboard apart', () => {
    expect(isTabActive('/auth', '/auth')).toBe(true);
    expect(isTabActive('/auth', '/dashboard')).toBe(false);
    expect(isTabActive('/dashboard', '/dashboard')).toBe(true);
    expect(isTabActive('/dashboard', '/auth')).toBe(false);
    expect(isTabActive('/dashboard', '/design-dashboard')).toBe(false);
  });
});

describe('isCurrentPath', () => {
  it('matches exactly, forgiving a trailing slash', () => {
    expect(isCurrentPath('/about', '/about')).toBe(true);
    expect(isCurrentPath('/about', '/about/')).toBe(true);
    expect(isCurrentPath('/about', '/about/team')).toBe(false);
    expect(isCurrentPath('/', '/')).toBe(true);
  });
});

describe('stickyActionsFor', () => {
  const summary = (path: string) =>
    stickyActionsFor(path).map((action) =>
      action.kind === 'link' ? [action.label, action.href] : [action.label],
    );

  it('gives the buttons of each path in the spec', () => {
    expect(summary('/')).toEqual([
      ['Try Scanner', '/try-scanner'],
      ['Explore Rooms', '/browse-rooms'],
    ]);
    expect(summary('/try-scanner')).toEqual([
      ['Scan Room', '/try-scanner#scan'],
      ['Upload Photos', '/upload-photos'],
    ]);
    expect(summary('/design-gallery')).toEqual([
      ['Launch My Design', '/launch-design'],
      ['Browse More', '/browse-rooms'],
    ]);
    expect(summary('/launch-design')).toEqual([['Save Design'], ['View Cart', '/checkout']]);
  });

  it('falls back to Try Scanner and Launch My Design elsewhere', () => {
    for (const path of ['/how-it-works', '/reviews', '/try-scanner/x']) {
      expect(summary(path)).toEqual([
        ['Try Scanner', '/try-scanner'],
        ['Launch My Design', '/launch-design'],
      ]);
    }
  });

  it('makes the first button the primary one', () => {
    expect(stickyActionsFor('/').map((action) => action.primary)).toEqual([true, false]);
  });
});

describe('jumpOffsetTop', () => {
  it('lands the section 80 px below the top of the viewport', () => {
    expect(jumpOffsetTop(500, 1000, SECTION_JUMP_OFFSET_PX)).toBe(1420);
    expect(jumpOffsetTop(300, 0, 80)).toBe(220);
  });

  it('never asks for a negative scroll position', () => {
    expect(jumpOffsetTop(20, 0, 80)).toBe(0);
  });
});
