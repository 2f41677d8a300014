/** Names of saved scans: what a new scan is called, and what a rename may be. */

/** The longest room name kept; longer names would break the list on a phone. */
export const SCAN_NAME_MAX_LENGTH = 60;

export const SCAN_NAME_MESSAGES = {
  empty: 'Please enter a room name.',
  tooLong: `Room names can be up to ${SCAN_NAME_MAX_LENGTH} characters.`,
} as const;

/** "Room 1", "Room 2" ...: the first number after the scans kept that no scan uses yet. */
export function defaultScanName(existingNames: readonly string[]): string {
  const taken = new Set(existingNames.map((name) => name.trim().toLowerCase()));
  let number = existingNames.length + 1;
  while (taken.has(`room ${number}`)) number += 1;
  return `Room ${number}`;
}

/** The name to store, or the message saying why it cannot be. */
export function checkScanName(
  value: string,
): { ok: true; name: string } | { ok: false; message: string } {
  const name = value.trim().replace(/\s+/g, ' ');
  if (!name) return { ok: false, message: SCAN_NAME_MESSAGES.empty };
  if (name.length > SCAN_NAME_MAX_LENGTH) return { ok: false, message: SCAN_NAME_MESSAGES.tooLong };
  return { ok: true, name };
}

/** Made on first use (a formatter is costly to build while the page starts). */
let scanDate: Intl.DateTimeFormat | null = null;

/** "Mar 12, 2026, 2:05 PM": when the scan was completed, on this device's clock. */
export function formatScanDate(iso: string): string {
  scanDate ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
  });
  return scanDate.format(new Date(iso));
}
