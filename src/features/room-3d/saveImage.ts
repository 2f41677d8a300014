/**
 * Hands a picture of the room to the system's share sheet where it takes files (phones), and
 * saves it as a download everywhere else.
 */

/** A file name from the room's name: what a file system accepts, never empty. */
export function imageFileName(roomName: string): string {
  const printable = [...roomName].filter((char) => char.charCodeAt(0) >= 32).join('');
  const safe = printable
    .replace(/[\\/:*?"<>|]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, 80);
  return `${safe || 'room'}-3d.png`;
}

export type SaveOutcome = 'shared' | 'downloaded' | 'cancelled';

export async function saveImage(blob: Blob, roomName: string): Promise<SaveOutcome> {
  const name = imageFileName(roomName);
  const file = new File([blob], name, { type: 'image/png' });
  if (typeof navigator.canShare === 'function' && navigator.canShare({ files: [file] })) {
    try {
      await navigator.share({ files: [file], title: `${roomName} in 3D` });
      return 'shared';
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
      // A share sheet that refuses the file still leaves the download.
    }
  }
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own copy once the click has been handled.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return 'downloaded';
}
