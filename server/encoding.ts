export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** When a client rates both equally, brotli wins: it is smaller for the same text. */
const PREFERENCE: readonly ContentEncoding[] = ['br', 'gzip'];

function parseAcceptEncoding(header: string): Map<string, number> {
  const weights = new Map<string, number>();
  for (const part of header.split(',')) {
    const [rawToken = '', ...params] = part.split(';');
    const token = rawToken.trim().toLowerCase();
    if (token === '') continue;
    let q = 1;
    for (const param of params) {
      const [key = '', value = ''] = param.split('=');
      if (key.trim().toLowerCase() !== 'q') continue;
      const parsed = Number(value.trim());
      q = Number.isFinite(parsed) ? Math.min(Math.max(parsed, 0), 1) : 0;
    }
    weights.set(token === 'x-gzip' ? 'gzip' : token, q);
  }
  return weights;
}

/**
 * Picks the best compressed form the client accepts among those we have. Identity is the answer
 * of last resort even when a client refuses it, since sending something beats a 406.
 */
export function negotiateEncoding(
  acceptEncoding: string | undefined,
  available: ReadonlySet<ContentEncoding>,
): ContentEncoding {
  if (!acceptEncoding) return 'identity';
  const weights = parseAcceptEncoding(acceptEncoding);
  const wildcard = weights.get('*') ?? 0;
  let best: ContentEncoding = 'identity';
  let bestWeight = 0;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding)) continue;
    const weight = weights.get(encoding) ?? wildcard;
    if (weight > bestWeight) {
      best = encoding;
      bestWeight = weight;
    }
  }
  return best;
}
