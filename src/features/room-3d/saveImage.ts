/**
 * The picture of the room someone shares: the view drawn large and smooth, the room's name and
 * the date in a corner. Handed to the system's share sheet where it takes files (phones), and
 * saved as a download everywhere else.
 */

/** The words in the picture's corner: the room's name and the day, as the reader writes dates. */
export function pictureCaption(roomName: string, date: Date, locale?: string): string {
  const day = new Intl.DateTimeFormat(locale, { dateStyle: 'long' }).format(date);
  const name = roomName.trim();
  return name ? `${name} · ${day}` : day;
}

/**
 * `source` scaled down to `width` x `height` (averaging its pixels smooths every edge), with
 * `caption` on a pale band in the bottom left corner.
 */
export function captionedPicture(
  source: HTMLCanvasElement,
  width: number,
  height: number,
  caption: string,
): HTMLCanvasElement {
  const picture = document.createElement('canvas');
  picture.width = width;
  picture.height = height;
  const context = picture.getContext('2d');
  if (!context) return picture;
  context.imageSmoothingEnabled = true;
  context.imageSmoothingQuality = 'high';
  context.drawImage(source, 0, 0, width, height);

  const size = Math.round(Math.max(14, width / 64));
  const pad = Math.round(size * 0.7);
  const margin = Math.round(size * 1.1);
  context.font = `600 ${size}px system-ui, -apple-system, "Segoe UI", Roboto, sans-serif`;
  context.textBaseline = 'middle';
  const textWidth = context.measureText(caption).width;
  const boxWidth = textWidth + pad * 2;
  const boxHeight = size + pad * 1.6;
  const x = margin;
  const y = height - margin - boxHeight;
  context.fillStyle = 'rgba(251, 248, 242, 0.86)';
  context.beginPath();
  context.roundRect(x, y, boxWidth, boxHeight, boxHeight / 2);
  context.fill();
  context.fillStyle = '#2A2522';
  context.fillText(caption, x + pad, y + boxHeight / 2);
  return picture;
}

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
