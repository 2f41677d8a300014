/** The TOTP secret in groups of four, as people copy it into an app by hand. */
export function groupedSecret(secret: string): string {
  return (secret.replace(/\s/g, '').match(/.{1,4}/g) ?? []).join(' ');
}

/** How a screen reader should spell the secret: one character at a time, groups apart. */
export function spelledSecret(secret: string): string {
  return groupedSecret(secret)
    .split(' ')
    .map((group) => group.split('').join(' '))
    .join(', ');
}

const SVG_DATA_PREFIX = /^data:image\/svg\+xml;(?:utf-?8|charset=utf-?8),/i;

/**
 * The QR code as an image source. supabase-js prefixes the server's raw SVG with
 * `data:image/svg+xml;utf-8,` unencoded, and a `#` in a colour would end the URI there; so
 * the SVG is percent-encoded. Anything else (already encoded, base64) is used as given.
 */
export function qrImageSource(qrCode: string): string {
  const prefix = SVG_DATA_PREFIX.exec(qrCode);
  if (!prefix) return qrCode;
  const svg = qrCode.slice(prefix[0].length);
  if (!svg.trimStart().startsWith('<')) return qrCode;
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
