// @vitest-environment node
import { stickyBarVisible } from '../../src/features/designer/stickyBar.ts';
import { HIRE_STICKY_BAR_THRESHOLD_PX } from '../../src/lib/timing.ts';

describe('the hire page sticky bar', () => {
  it('shows only once the page has scrolled past 600 px', () => {
    expect(HIRE_STICKY_BAR_THRESHOLD_PX).toBe(600);
    expect(stickyBarVisible(0, 600, 5000, 844)).toBe(false);
    expect(stickyBarVisible(600, 600, 5000, 844)).toBe(false);
    expect(stickyBarVisible(601, 600, 5000, 844)).toBe(true);
  });

  it('steps aside once the booking form it leads to comes into view', () => {
    expect(stickyBarVisible(3000, 600, 845, 844)).toBe(true);
    expect(stickyBarVisible(3000, 600, 700, 844)).toBe(false);
    expect(stickyBarVisible(3000, 600, -200, 844)).toBe(false);
    expect(stickyBarVisible(3000, 600, null, 844)).toBe(true);
  });
});
