/**
 * How a stored photo says it was taken by a camera scan: its name carries the scan's id and the
 * frame's step ("scan-<scan id>-frame-03.jpg"). The name is a synced column, so the tie holds on
 * the account's other devices and after sync has merged the row back, where a field of the
 * device's own would be dropped. The upload selection leaves these photos out; the scan reads
 * them back by its id.
 */

const FRAME_NAME = /^scan-(.+)-frame-(\d{2})\.jpg$/;

export function scanFrameName(scanId: string, step: number): string {
  return `scan-${scanId}-frame-${String(step).padStart(2, '0')}.jpg`;
}

/** The scan and step a photo's name gives, or null for a photo the user picked or shared. */
export function scanFrameOf(name: string): { scanId: string; step: number } | null {
  const match = FRAME_NAME.exec(name);
  if (!match?.[1] || !match[2]) return null;
  return { scanId: match[1], step: Number(match[2]) };
}

export function isScanFrameName(name: string): boolean {
  return scanFrameOf(name) !== null;
}
