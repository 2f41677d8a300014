import type { Queryable } from '../db.ts';

export interface ColumnInfo {
  readonly name: string;
  /** The column's type as Postgres spells it (format_type), used to cast filter values. */
  readonly type: string;
}

export interface TableInfo {
  readonly name: string;
  /** In table order. */
  readonly columns: readonly ColumnInfo[];
  readonly primaryKey: readonly string[];
}

/** The tables, views and their columns in the exposed schema, read from the catalogue. */
export interface SchemaCache {
  readonly tables: ReadonlyMap<string, TableInfo>;
}

interface ColumnRow {
  table_name: string;
  column_name: string;
  column_type: string;
  is_primary: boolean;
}

/** Only `public` is exposed, as on a hosted project with default settings. */
export const EXPOSED_SCHEMA = 'public';

export async function loadSchemaCache(db: Queryable): Promise<SchemaCache> {
  const result = await db.query<ColumnRow>(
    `select c.relname as table_name,
            a.attname as column_name,
            format_type(a.atttypid, a.atttypmod) as column_type,
            coalesce(a.attnum = any(i.indkey::int2[]), false) as is_primary
       from pg_class c
       join pg_namespace n on n.oid = c.relnamespace
       join pg_attribute a on a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped
       left join pg_index i on i.indrelid = c.oid and i.indisprimary
      where n.nspname = $1 and c.relkind in ('r', 'p', 'v', 'm', 'f')
      order by c.relname, a.attnum`,
    [EXPOSED_SCHEMA],
  );
  const tables = new Map<string, { columns: ColumnInfo[]; primaryKey: string[] }>();
  for (const row of result.rows) {
    let table = tables.get(row.table_name);
    if (!table) {
      table = { columns: [], primaryKey: [] };
      tables.set(row.table_name, table);
    }
    table.columns.push({ name: row.column_name, type: row.column_type });
    if (row.is_primary) table.primaryKey.push(row.column_name);
  }
  return {
    tables: new Map([...tables].map(([name, table]) => [name, { name, ...table }] as const)),
  };
}

export function findColumn(table: TableInfo, name: string): ColumnInfo | undefined {
  return table.columns.find((column) => column.name === name);
}

/** The closest table name, for PostgREST's "Perhaps you meant" hint. */
export function suggestTable(cache: SchemaCache, name: string): string | undefined {
  let best: { name: string; distance: number } | undefined;
  for (const candidate of cache.tables.keys()) {
    const distance = editDistance(name, candidate);
    if (
      distance <= Math.max(1, Math.floor(candidate.length / 4)) &&
      (!best || distance < best.distance)
    ) {
      best = { name: candidate, distance };
    }
  }
  return best?.name;
}

function editDistance(a: string, b: string): number {
  let previous = Array.from({ length: b.length + 1 }, (_, index) => index);
  for (let i = 1; i <= a.length; i += 1) {
    const current = [i];
    for (let j = 1; j <= b.length; j += 1) {
      const substitution = (previous[j - 1] ?? 0) + (a[i - 1] === b[j - 1] ? 0 : 1);
      current.push(Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, substitution));
    }
    previous = current;
  }
  return previous[b.length] ?? 0;
}
