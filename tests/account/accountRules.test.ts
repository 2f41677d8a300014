// @vitest-environment node
import { DESIGN_PROJECTS } from '../../src/content/account.ts';
import {
  activeDesigns,
  avatarInitial,
  clampProgress,
  displayName,
  formatBytes,
  statusLabel,
  statusLook,
} from '../../src/features/account/accountRules.ts';

describe('the name shown for the user', () => {
  it('uses the full name when there is one', () => {
    expect(
      displayName({ email: 'maya@example.com', user_metadata: { full_name: ' Maya Lin ' } }),
    ).toBe('Maya Lin');
  });

  it('falls back to the part of the e-mail before the @', () => {
    expect(displayName({ email: 'maya.lin@example.com', user_metadata: {} })).toBe('maya.lin');
    expect(displayName({ email: 'maya@example.com', user_metadata: { full_name: '   ' } })).toBe(
      'maya',
    );
    expect(displayName({ email: 'maya@example.com', user_metadata: { full_name: 42 } })).toBe(
      'maya',
    );
  });

  it("falls back to 'User' last", () => {
    expect(displayName(null)).toBe('User');
    expect(displayName({ email: '', user_metadata: null })).toBe('User');
    expect(displayName({ email: '@example.com' })).toBe('User');
  });

  it('gives the avatar initial', () => {
    expect(avatarInitial('maya lin')).toBe('M');
    expect(avatarInitial('Élodie')).toBe('É');
    expect(avatarInitial('')).toBe('U');
  });
});

describe('status labels', () => {
  it('replace the underscore with a space', () => {
    expect(statusLabel('in_progress')).toBe('in progress');
    expect(statusLabel('in_transit')).toBe('in transit');
    expect(statusLabel('delivered')).toBe('delivered');
  });

  it('give each status its own colour and icon, and anything else a neutral one', () => {
    const statuses = ['in_progress', 'completed', 'saved', 'in_transit', 'delivered'];
    const looks = statuses.map(statusLook);
    expect(new Set(looks.map((look) => look.tone)).size).toBe(statuses.length);
    expect(new Set(looks.map((look) => look.icon)).size).toBe(statuses.length);
    expect(statusLook('archived')).toEqual({ tone: 'neutral', icon: 'circle' });
    expect(statusLook('toString')).toEqual({ tone: 'neutral', icon: 'circle' });
  });
});

describe('active designs', () => {
  it('are the in_progress projects only', () => {
    const active = activeDesigns(DESIGN_PROJECTS);
    expect(active.length).toBeGreaterThan(0);
    expect(active.every((project) => project.status === 'in_progress')).toBe(true);
    expect(active.length).toBeLessThan(DESIGN_PROJECTS.length);
  });

  it('hold progress within 0 and 100', () => {
    expect(clampProgress(65)).toBe(65);
    expect(clampProgress(-5)).toBe(0);
    expect(clampProgress(140)).toBe(100);
    expect(clampProgress(Number.NaN)).toBe(0);
  });
});

describe('storage sizes', () => {
  it('read as people read them', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(2048)).toBe('2.0 KB');
    expect(formatBytes(2.4 * 1024 * 1024)).toBe('2.4 MB');
    expect(formatBytes(300 * 1024 * 1024)).toBe('300 MB');
    expect(formatBytes(12 * 1024 ** 3)).toBe('12 GB');
  });
});
