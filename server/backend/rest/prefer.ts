/** The Prefer header's settings that this data API honours, as PostgREST reads them. */
export interface Preferences {
  readonly returnRepresentation: boolean;
  readonly resolution?: 'merge-duplicates' | 'ignore-duplicates';
  readonly countExact: boolean;
}

/** supabase-js appends one Prefer per setting, which fetch joins with commas. */
export function parsePrefer(header: string | undefined): Preferences {
  const settings = new Map<string, string>();
  for (const part of (header ?? '').split(',')) {
    const [key, value] = part.split('=').map((piece) => piece.trim());
    if (key && value) settings.set(key, value);
  }
  const resolution = settings.get('resolution');
  const count = settings.get('count');
  return {
    returnRepresentation: settings.get('return') === 'representation',
    ...(resolution === 'merge-duplicates' || resolution === 'ignore-duplicates'
      ? { resolution }
      : {}),
    // Planned and estimated counts are exact here: the tables are small and local.
    countExact: count === 'exact' || count === 'planned' || count === 'estimated',
  };
}
