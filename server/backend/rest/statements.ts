import {
  columnNotInSchemaCache,
  PostgrestError,
  queryParamError,
  undefinedColumn,
} from './postgrestError.ts';
import type { Filter, OrderTerm, QueryParams, SelectItem } from './queryParams.ts';
import { EXPOSED_SCHEMA, findColumn } from './schemaCache.ts';
import type { ColumnInfo, TableInfo } from './schemaCache.ts';

/**
 * SQL for each call, built only from names found in the schema cache (always quoted) and with
 * every value a bind parameter. Each statement answers one row: the JSON body PostgREST would
 * send (`body`, as text) and how many rows it holds (`row_count`).
 */

export interface Statement {
  readonly sql: string;
  readonly params: unknown[];
}

export interface ResultRow {
  body: string;
  row_count: number;
}

export function quoteIdentifier(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

class Parameters {
  readonly values: unknown[] = [];
  add(value: unknown): string {
    this.values.push(value);
    return `$${this.values.length}`;
  }
}

const COMPARISONS = { eq: '=', neq: '<>', gt: '>', gte: '>=', lt: '<', lte: '<=' } as const;

function columnOf(table: TableInfo, name: string): ColumnInfo {
  const column = findColumn(table, name);
  if (!column) throw undefinedColumn(table.name, name);
  return column;
}

function condition(table: TableInfo, filter: Filter, params: Parameters): string {
  const column = columnOf(table, filter.column);
  const ref = `${quoteIdentifier(table.name)}.${quoteIdentifier(column.name)}`;
  // Values are cast to the column's own type, as PostgREST's do, so '2026-01-01' compares as a
  // date and 'abc' against a uuid column is Postgres's own 22P02.
  const typed = (value: string): string => `${params.add(value)}::${column.type}`;
  let sql: string;
  switch (filter.operator) {
    case 'in':
      sql =
        filter.value.length === 0 ? 'false' : `${ref} in (${filter.value.map(typed).join(', ')})`;
      break;
    case 'is':
      sql = `${ref} is ${filter.value}`;
      break;
    case 'like':
    case 'ilike':
      sql = `${ref}::text ${filter.operator} ${params.add(filter.value)}`;
      break;
    default:
      sql = `${ref} ${COMPARISONS[filter.operator]} ${typed(filter.value)}`;
  }
  return filter.negated ? `not (${sql})` : sql;
}

function whereClause(table: TableInfo, filters: readonly Filter[], params: Parameters): string {
  if (filters.length === 0) return '';
  return ` where ${filters.map((filter) => condition(table, filter, params)).join(' and ')}`;
}

function orderClause(table: TableInfo, order: readonly OrderTerm[]): string {
  if (order.length === 0) return '';
  const terms = order.map((term) => {
    const column = columnOf(table, term.column);
    const nulls = term.nulls ? ` nulls ${term.nulls}` : '';
    return `${quoteIdentifier(column.name)} ${term.descending ? 'desc' : 'asc'}${nulls}`;
  });
  return ` order by ${terms.join(', ')}`;
}

function selectList(table: TableInfo, items: readonly SelectItem[]): string {
  return items
    .flatMap((item) => {
      if (item.kind === 'all') return table.columns.map((column) => quoteIdentifier(column.name));
      if (item.kind === 'embed') {
        throw new PostgrestError(
          400,
          'PGRST200',
          `Could not find a relationship between '${table.name}' and '${item.name}' in the schema cache`,
          `Searched for a foreign key relationship between '${table.name}' and '${item.name}' in the schema '${EXPOSED_SCHEMA}', but no matches were found.`,
        );
      }
      const column = columnOf(table, item.column);
      return [`${quoteIdentifier(column.name)} as ${quoteIdentifier(item.alias)}`];
    })
    .join(', ');
}

function qualifiedTable(table: TableInfo): string {
  return `${quoteIdentifier(EXPOSED_SCHEMA)}.${quoteIdentifier(table.name)}`;
}

/** Wraps a row source into the one-row answer: the JSON array and its length. */
function aggregate(table: TableInfo, select: readonly SelectItem[], source: string): string {
  return (
    `select coalesce(json_agg(pgrst_row), '[]')::text as body, count(*)::int as row_count ` +
    `from (select ${selectList(table, select)} from ${source}) pgrst_row`
  );
}

export function readStatement(table: TableInfo, query: QueryParams): Statement {
  const params = new Parameters();
  let source = `${qualifiedTable(table)}${whereClause(table, query.filters, params)}`;
  source += orderClause(table, query.order);
  if (query.limit !== undefined) source += ` limit ${params.add(query.limit)}::bigint`;
  if (query.offset !== undefined) source += ` offset ${params.add(query.offset)}::bigint`;
  // The ordered, limited rows are aggregated in their order, as PostgREST does.
  return { sql: aggregate(table, query.select, source), params: params.values };
}

export function countStatement(table: TableInfo, query: QueryParams): Statement {
  const params = new Parameters();
  return {
    sql: `select count(*)::int as total from ${qualifiedTable(table)}${whereClause(table, query.filters, params)}`,
    params: params.values,
  };
}

export type JsonObject = Record<string, unknown>;

/** The columns a write names: `columns` when given, else every key of every row. */
function payloadColumns(
  table: TableInfo,
  rows: readonly JsonObject[],
  query: QueryParams,
): ColumnInfo[] {
  const names = query.columns ?? [...new Set(rows.flatMap((row) => Object.keys(row)))];
  return names.map((name) => {
    const column = findColumn(table, name);
    if (!column) throw columnNotInSchemaCache(table.name, name);
    return column;
  });
}

function returning(
  table: TableInfo,
  query: QueryParams,
  representation: boolean,
  write: string,
): string {
  if (!representation) {
    return `with pgrst_source as (${write} returning 1) select '' as body, count(*)::int as row_count from pgrst_source`;
  }
  return `with pgrst_source as (${write} returning ${quoteIdentifier(table.name)}.*) ${aggregate(table, query.select, 'pgrst_source')}`;
}

export interface InsertOptions {
  readonly resolution?: 'merge-duplicates' | 'ignore-duplicates';
  readonly representation: boolean;
}

export function insertStatement(
  table: TableInfo,
  rows: readonly JsonObject[],
  query: QueryParams,
  options: InsertOptions,
): Statement {
  const params = new Parameters();
  const columns = payloadColumns(table, rows, query).map((column) => quoteIdentifier(column.name));
  const list = columns.join(', ');
  // json_populate_recordset turns each JSON value into the column's type, as PostgREST does.
  let write =
    `insert into ${qualifiedTable(table)}${columns.length ? ` (${list})` : ''} ` +
    `select ${list} from json_populate_recordset(null::${qualifiedTable(table)}, ${params.add(JSON.stringify(rows))}::json) pgrst_body`;
  if (options.resolution) {
    const target = query.onConflict ?? table.primaryKey;
    if (target.length === 0) {
      throw queryParamError(
        'on_conflict is required',
        `'${table.name}' has no primary key to resolve duplicates on`,
      );
    }
    const conflict = target.map((name) => quoteIdentifier(columnOf(table, name).name)).join(', ');
    const updates = columns.map((column) => `${column} = excluded.${column}`).join(', ');
    write +=
      options.resolution === 'ignore-duplicates' || updates === ''
        ? ` on conflict (${conflict}) do nothing`
        : ` on conflict (${conflict}) do update set ${updates}`;
  }
  return { sql: returning(table, query, options.representation, write), params: params.values };
}

export function updateStatement(
  table: TableInfo,
  patch: JsonObject,
  query: QueryParams,
  representation: boolean,
): Statement | undefined {
  const params = new Parameters();
  const columns = payloadColumns(table, [patch], query);
  if (columns.length === 0) return undefined;
  const body = params.add(JSON.stringify(patch));
  const assignments = columns
    .map((column) => `${quoteIdentifier(column.name)} = pgrst_body.${quoteIdentifier(column.name)}`)
    .join(', ');
  const write =
    `update ${qualifiedTable(table)} set ${assignments} ` +
    `from (select * from json_populate_record(null::${qualifiedTable(table)}, ${body}::json)) pgrst_body` +
    whereClause(table, query.filters, params);
  return { sql: returning(table, query, representation, write), params: params.values };
}

export function deleteStatement(
  table: TableInfo,
  query: QueryParams,
  representation: boolean,
): Statement {
  const params = new Parameters();
  const write = `delete from ${qualifiedTable(table)}${whereClause(table, query.filters, params)}`;
  return { sql: returning(table, query, representation, write), params: params.values };
}
