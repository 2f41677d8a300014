import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;

/**
 * axe with `label-content-name-mismatch` on: it is experimental and off by default, and it is the
 * rule that catches a control whose name leaves out the words it shows (WCAG 2.5.3).
 *
 * Run as `axe.run` in the page (`setLegacyMode`): the default checks each frame apart and then
 * merges the results in a new blank tab, a tab opened and closed on every check, which cost the
 * accessibility pass about 30 % of its processor time. The app has no frames of another origin,
 * the one thing only the default would reach.
 */
export function axeFor(page: Page, { everyPass = false } = {}): AxeBuilder {
  return new AxeBuilder({ page }).setLegacyMode().options({
    rules: { 'label-content-name-mismatch': { enabled: true } },
    // Every element at fault is still listed; a rule that passed or needs review names one
    // element only, unless a check reads which elements passed. Listing them all (a unique
    // selector and the markup of every element checked) took a third of axe's processor time.
    ...(everyPass ? {} : { resultTypes: ['violations' as const] }),
  });
}

/** The serious and critical violations, each with the elements at fault. */
export function seriousIn(results: AxeResults): Array<{ id: string; nodes: string[] }> {
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => ({ id: v.id, nodes: v.nodes.map((node) => node.target.join(' ')) }));
}

/**
 * Waits until no toast is fading in or out: half-way through, its text is faded against the page
 * and axe would judge a contrast no one reads.
 */
export async function toastsAtRest(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => {
      const target = (animation.effect as KeyframeEffect | null)?.target;
      return !target?.closest('[data-rht-toaster]') || animation.playState !== 'running';
    }),
  );
}

/**
 * The serious and critical violations on the page, its toasts checked as they stand. axe reads
 * the page with reduced motion asked for, as a person may: a slide of a carousel that advances
 * by itself (`/browse-rooms`, every 5 s) otherwise fades in while axe reads it, and its text is
 * judged against a background half-way there (seen once in a full run). Whatever moves still
 * comes to rest the same; only the fades are skipped.
 */
export async function seriousViolations(
  page: Page,
): Promise<Array<{ id: string; nodes: string[] }>> {
  await toastsAtRest(page);
  await page.emulateMedia({ reducedMotion: 'reduce' });
  try {
    return seriousIn(await axeFor(page).analyze());
  } finally {
    await page.emulateMedia({ reducedMotion: null });
  }
}
