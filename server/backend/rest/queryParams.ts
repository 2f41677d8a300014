import { PostgrestError, queryParamError } from './postgrestError.ts';

/**
 * The part of PostgREST's query-string grammar that supabase-js's `from()` builder writes:
 * select with columns and aliases, filters (eq, neq, gt, gte, lt, lte, like, ilike, is, in, each
 * optionally negated with not.), order, limit, offset, on_conflict and columns. Only syntax is
 * checked here; whether the columns exist is checked against the schema cache afterwards.
 */

export type FilterOperator =
  'eq' | 'neq' | 'gt' | 'gte' | 'lt' | 'lte' | 'like' | 'ilike' | 'is' | 'in';

const OPERATORS: readonly FilterOperator[] = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'is',
  'in',
];

export type IsValue = 'null' | 'true' | 'false' | 'unknown';

export type Filter =
  | {
      readonly column: string;
      readonly negated: boolean;
      readonly operator: Exclude<FilterOperator, 'in' | 'is'>;
      readonly value: string;
    }
  | {
      readonly column: string;
      readonly negated: boolean;
      readonly operator: 'in';
      readonly value: readonly string[];
    }
  | {
      readonly column: string;
      readonly negated: boolean;
      readonly operator: 'is';
      readonly value: IsValue;
    };

export type SelectItem =
  | { readonly kind: 'all' }
  | { readonly kind: 'column'; readonly column: string; readonly alias: string }
  | { readonly kind: 'embed'; readonly name: string };

export interface OrderTerm {
  readonly column: string;
  readonly descending: boolean;
  readonly nulls?: 'first' | 'last';
}

export interface QueryParams {
  readonly select: readonly SelectItem[];
  readonly filters: readonly Filter[];
  readonly order: readonly OrderTerm[];
  readonly limit?: number;
  readonly offset?: number;
  readonly onConflict?: readonly string[];
  readonly columns?: readonly string[];
}

const RESERVED = new Set(['select', 'order', 'limit', 'offset', 'on_conflict', 'columns']);
const PLAIN_NAME = /^[^\s,.:()"*]+$/;

function parseFailure(
  what: string,
  input: string,
  column: number,
  details: string,
): PostgrestError {
  return queryParamError(
    `"failed to parse ${what} (${input})" (line 1, column ${column})`,
    details,
  );
}

/** A column name as PostgREST writes it: bare, or in double quotes. */
function parseName(raw: string, what: string, input: string): string {
  const text = raw.trim();
  if (text.length >= 2 && text.startsWith('"') && text.endsWith('"')) {
    const inner = text.slice(1, -1).replace(/\\(.)/g, '$1');
    if (inner !== '') return inner;
  } else if (PLAIN_NAME.test(text)) {
    return text;
  }
  throw parseFailure(
    what,
    input,
    Math.max(1, input.indexOf(raw) + 1),
    `unexpected "${text.slice(0, 1) || 'end of input'}" expecting field name`,
  );
}

/** Splits on commas that are outside double quotes and parentheses. */
export function splitTopLevel(input: string): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quoted = false;
  let current = '';
  for (let index = 0; index < input.length; index += 1) {
    const char = input.charAt(index);
    if (quoted && char === '\\' && index + 1 < input.length) {
      current += char + input.charAt(index + 1);
      index += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    else if (!quoted && char === '(') depth += 1;
    else if (!quoted && char === ')') depth -= 1;
    if (char === ',' && !quoted && depth === 0) {
      parts.push(current);
      current = '';
    } else {
      current += char;
    }
  }
  parts.push(current);
  return parts;
}

export function parseSelect(input: string): SelectItem[] {
  const fail = (details: string): never => {
    throw parseFailure('select parameter', input, 1, details);
  };
  return splitTopLevel(input).map((raw): SelectItem => {
    const item = raw.trim();
    if (item === '') return fail('unexpected "," expecting field name, "*" or resource embedding');
    if (item === '*') return { kind: 'all' };
    const embed = /^(?:([^:()]+):)?([^()!]+)(?:![^()]*)?\(.*\)$/s.exec(item);
    if (embed) return { kind: 'embed', name: (embed[2] ?? '').trim() };
    if (item.includes('::') || item.includes('->') || item.startsWith('...')) {
      return fail(
        `unsupported select item "${item}": casts, JSON paths and spreads are not answered here`,
      );
    }
    const colon = item.indexOf(':');
    const alias = colon >= 0 ? item.slice(0, colon) : undefined;
    const column = parseName(colon >= 0 ? item.slice(colon + 1) : item, 'select parameter', input);
    return {
      kind: 'column',
      column,
      alias: alias === undefined ? column : parseName(alias, 'select parameter', input),
    };
  });
}

/** The values inside `in.(...)`: comma-separated, double-quoted when they hold , ( ) or quotes. */
function parseList(body: string, input: string): string[] {
  if (body.trim() === '') return [];
  return splitTopLevel(body).map((raw) => {
    const value = raw.trim();
    if (value.length >= 2 && value.startsWith('"') && value.endsWith('"')) {
      return value.slice(1, -1).replace(/\\(.)/g, '$1');
    }
    if (value.includes('"') || value.includes('(') || value.includes(')')) {
      throw parseFailure('filter', input, 1, `unexpected "${value}" in list`);
    }
    return value;
  });
}

export function parseFilter(column: string, input: string): Filter {
  let rest = input;
  let negated = false;
  if (rest.startsWith('not.')) {
    negated = true;
    rest = rest.slice(4);
  }
  const dot = rest.indexOf('.');
  const operator = dot >= 0 ? rest.slice(0, dot) : rest;
  const position = input.length - rest.length + 1;
  if (!(OPERATORS as readonly string[]).includes(operator)) {
    throw parseFailure(
      'filter',
      input,
      position,
      `unexpected "${rest.slice(0, 1) || 'end of input'}" expecting ${negated ? '' : '"not" or '}operator (eq, gt, ...)`,
    );
  }
  if (dot < 0) {
    throw parseFailure('filter', input, input.length + 1, 'unexpected end of input expecting "."');
  }
  const value = rest.slice(dot + 1);
  const op = operator as FilterOperator;
  if (op === 'in') {
    const list = /^\((.*)\)$/s.exec(value);
    if (!list) throw parseFailure('filter', input, position + 3, 'unexpected input expecting "("');
    return { column, negated, operator: op, value: parseList(list[1] ?? '', input) };
  }
  if (op === 'is') {
    const lower = value.toLowerCase();
    if (lower !== 'null' && lower !== 'true' && lower !== 'false' && lower !== 'unknown') {
      throw parseFailure(
        'filter',
        input,
        position + 3,
        'unexpected input expecting null or trilean value (unknown, true, false)',
      );
    }
    return { column, negated, operator: op, value: lower };
  }
  if (op === 'like' || op === 'ilike') {
    return { column, negated, operator: op, value: value.replace(/\*/g, '%') };
  }
  return { column, negated, operator: op, value };
}

export function parseOrder(input: string): OrderTerm[] {
  return splitTopLevel(input).map((raw) => {
    const parts = raw.trim().split('.');
    const column = parseName(parts[0] ?? '', 'order', input);
    let descending = false;
    let nulls: 'first' | 'last' | undefined;
    for (const modifier of parts.slice(1)) {
      if (modifier === 'asc' || modifier === 'desc') descending = modifier === 'desc';
      else if (modifier === 'nullsfirst' || modifier === 'nullslast')
        nulls = modifier === 'nullsfirst' ? 'first' : 'last';
      else {
        throw parseFailure(
          'order',
          input,
          raw.indexOf(modifier) + 1,
          `unexpected "${modifier}" expecting "asc", "desc", "nullsfirst" or "nullslast"`,
        );
      }
    }
    return nulls ? { column, descending, nulls } : { column, descending };
  });
}

function parseCount(name: string, input: string): number {
  if (!/^\d+$/.test(input)) {
    throw parseFailure(
      `${name} parameter`,
      input,
      1,
      `unexpected "${input.slice(0, 1) || 'end of input'}" expecting digit`,
    );
  }
  return Number(input);
}

function parseNameList(name: string, input: string): string[] {
  return splitTopLevel(input).map((raw) => parseName(raw, name, input));
}

export function parseQueryParams(search: URLSearchParams): QueryParams {
  const filters: Filter[] = [];
  for (const [key, value] of search) {
    if (RESERVED.has(key)) continue;
    if (key === 'and' || key === 'or' || key === 'not.and' || key === 'not.or') {
      throw parseFailure(
        'logic tree',
        `${key}=${value}`,
        1,
        'logic trees (and/or) are not answered here',
      );
    }
    if (key.includes('.')) {
      throw new PostgrestError(
        400,
        'PGRST108',
        `'${key.split('.')[0] ?? key}' is not an embedded resource in this request`,
      );
    }
    filters.push(parseFilter(parseName(key, 'filter', key), value));
  }
  const select = search.get('select');
  const order = search.get('order');
  const limit = search.get('limit');
  const offset = search.get('offset');
  const onConflict = search.get('on_conflict');
  const columns = search.get('columns');
  return {
    select: select === null || select.trim() === '' ? [{ kind: 'all' }] : parseSelect(select),
    filters,
    order: order === null ? [] : parseOrder(order),
    ...(limit === null ? {} : { limit: parseCount('limit', limit) }),
    ...(offset === null ? {} : { offset: parseCount('offset', offset) }),
    ...(onConflict === null ? {} : { onConflict: parseNameList('on_conflict', onConflict) }),
    ...(columns === null ? {} : { columns: parseNameList('columns', columns) }),
  };
}
