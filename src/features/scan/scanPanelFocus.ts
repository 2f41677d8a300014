/** The scan panel's anchor: the sticky bar's "Scan Room" and "Back to scanning" lead here. */
export const SCAN_PANEL_ID = 'scan';
const SCAN_PANEL_HEADING_ID = 'scan-panel-heading';
export { SCAN_PANEL_HEADING_ID };

/** Brings the scan panel into view and puts focus on its heading, for keyboard users too. */
export function focusScanPanel(): void {
  const panel = document.getElementById(SCAN_PANEL_ID);
  if (!panel) return;
  const reduced = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  panel.scrollIntoView({ behavior: reduced ? 'auto' : 'smooth', block: 'start' });
  document.getElementById(SCAN_PANEL_HEADING_ID)?.focus({ preventScroll: true });
}
