// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { parsePrefer } from '../../../server/backend/rest/prefer.ts';
import { PostgrestError, statusForSqlState } from '../../../server/backend/rest/postgrestError.ts';
import {
  parseFilter,
  parseOrder,
  parseQueryParams,
  parseSelect,
  splitTopLevel,
} from '../../../server/backend/rest/queryParams.ts';
import {
  deleteStatement,
  insertStatement,
  readStatement,
  updateStatement,
} from '../../../server/backend/rest/statements.ts';
import type { TableInfo } from '../../../server/backend/rest/schemaCache.ts';
import { checkObjectName, objectFilePath } from '../../../server/backend/storage/objectName.ts';
import { StorageError } from '../../../server/backend/storage/storageError.ts';
import { mimeTypeAllowed } from '../../../server/backend/storage/uploadBody.ts';

function thrown(work: () => unknown): PostgrestError | StorageError {
  try {
    work();
  } catch (error) {
    if (error instanceof PostgrestError || error instanceof StorageError) return error;
    throw error;
  }
  throw new Error('expected a throw');
}

const rooms: TableInfo = {
  name: 'rooms',
  columns: [
    { name: 'id', type: 'uuid' },
    { name: 'name', type: 'text' },
    { name: 'revision', type: 'bigint' },
    { name: 'updated_at', type: 'timestamp with time zone' },
  ],
  primaryKey: ['id'],
};

describe('the query string', () => {
  it('reads filters the way postgrest-js writes them', () => {
    expect(parseFilter('revision', 'gt.41')).toEqual({
      column: 'revision',
      negated: false,
      operator: 'gt',
      value: '41',
    });
    expect(parseFilter('name', 'eq.a.b.c')).toMatchObject({ operator: 'eq', value: 'a.b.c' });
    expect(parseFilter('id', 'in.(a,"b,c",d)')).toMatchObject({
      operator: 'in',
      value: ['a', 'b,c', 'd'],
    });
    expect(parseFilter('id', 'in.()')).toMatchObject({ operator: 'in', value: [] });
    expect(parseFilter('name', 'not.like.*room*')).toMatchObject({
      negated: true,
      operator: 'like',
      value: '%room%',
    });
    expect(parseFilter('deleted', 'is.NULL')).toMatchObject({ operator: 'is', value: 'null' });
  });

  it('refuses unknown operators and malformed values with PGRST100', () => {
    for (const [column, value] of [
      ['name', 'between.1'],
      ['name', 'eq'],
      ['id', 'in.a,b'],
      ['deleted', 'is.maybe'],
      ['name', 'not.not.eq.1'],
    ] as const) {
      const error = thrown(() => parseFilter(column, value));
      expect(error, value).toMatchObject({ status: 400, code: 'PGRST100' });
    }
  });

  it('reads select lists with aliases and quoted names, and marks embeddings', () => {
    expect(parseSelect('*')).toEqual([{ kind: 'all' }]);
    expect(parseSelect('id,title:name,"odd name"')).toEqual([
      { kind: 'column', column: 'id', alias: 'id' },
      { kind: 'column', column: 'name', alias: 'title' },
      { kind: 'column', column: 'odd name', alias: 'odd name' },
    ]);
    expect(parseSelect('id,owner(email)')).toEqual([
      { kind: 'column', column: 'id', alias: 'id' },
      { kind: 'embed', name: 'owner' },
    ]);
    expect(thrown(() => parseSelect('id::text')).code).toBe('PGRST100');
    expect(thrown(() => parseSelect('id,')).code).toBe('PGRST100');
  });

  it('reads order terms, limit, offset, on_conflict and columns', () => {
    expect(parseOrder('revision,name.desc.nullslast')).toEqual([
      { column: 'revision', descending: false },
      { column: 'name', descending: true, nulls: 'last' },
    ]);
    const query = parseQueryParams(
      new URLSearchParams(
        'select=*&revision=gt.5&order=revision.asc&limit=500&offset=0&on_conflict=id&columns="id","name"',
      ),
    );
    expect(query).toMatchObject({
      limit: 500,
      offset: 0,
      onConflict: ['id'],
      columns: ['id', 'name'],
      filters: [{ column: 'revision', operator: 'gt', value: '5' }],
    });
    expect(thrown(() => parseQueryParams(new URLSearchParams('limit=-1'))).code).toBe('PGRST100');
    expect(thrown(() => parseQueryParams(new URLSearchParams('or=(a.eq.1,b.eq.2)'))).code).toBe(
      'PGRST100',
    );
    expect(splitTopLevel('a,"b,c",d(e,f)')).toEqual(['a', '"b,c"', 'd(e,f)']);
  });

  it('reads Prefer as supabase-js joins it', () => {
    expect(parsePrefer('resolution=merge-duplicates, return=representation')).toEqual({
      returnRepresentation: true,
      resolution: 'merge-duplicates',
      countExact: false,
    });
    expect(parsePrefer('count=exact')).toEqual({ returnRepresentation: false, countExact: true });
    expect(parsePrefer(undefined)).toEqual({ returnRepresentation: false, countExact: false });
  });
});

describe('the statements', () => {
  it('quotes every name and passes every value as a parameter', () => {
    const query = parseQueryParams(
      new URLSearchParams(
        'select=title:name&name=eq.x"; drop table rooms; --&order=revision&limit=5',
      ),
    );
    const statement = readStatement(rooms, query);
    expect(statement.sql).toContain('"rooms"."name" = $1::text');
    expect(statement.sql).toContain('"name" as "title"');
    expect(statement.sql).not.toContain('drop table');
    expect(statement.params).toEqual(['x"; drop table rooms; --', 5]);
  });

  it('answers columns the table lacks before any SQL runs', () => {
    expect(
      thrown(() => readStatement(rooms, parseQueryParams(new URLSearchParams('select=colour')))),
    ).toMatchObject({
      status: 400,
      code: '42703',
      message: 'column rooms.colour does not exist',
    });
    expect(
      thrown(() =>
        insertStatement(rooms, [{ colour: 'red' }], parseQueryParams(new URLSearchParams()), {
          representation: false,
        }),
      ),
    ).toMatchObject({
      code: 'PGRST204',
    });
    expect(
      thrown(() =>
        deleteStatement(rooms, parseQueryParams(new URLSearchParams('colour=eq.1')), false),
      ).code,
    ).toBe('42703');
  });

  it('upserts on the primary key unless on_conflict names columns', () => {
    const rows = [{ id: 'a', name: 'A' }];
    const merge = insertStatement(rooms, rows, parseQueryParams(new URLSearchParams()), {
      representation: true,
      resolution: 'merge-duplicates',
    });
    expect(merge.sql).toContain(
      'on conflict ("id") do update set "id" = excluded."id", "name" = excluded."name"',
    );
    expect(merge.params).toEqual([JSON.stringify(rows)]);
    const ignore = insertStatement(
      rooms,
      rows,
      parseQueryParams(new URLSearchParams('on_conflict=name')),
      {
        representation: false,
        resolution: 'ignore-duplicates',
      },
    );
    expect(ignore.sql).toContain('on conflict ("name") do nothing');
    expect(
      updateStatement(rooms, {}, parseQueryParams(new URLSearchParams()), false),
    ).toBeUndefined();
  });
});

describe('PostgREST statuses for Postgres errors', () => {
  it('follows its table', () => {
    expect(statusForSqlState('42501', 'permission denied', false)).toBe(401);
    expect(statusForSqlState('42501', 'new row violates row-level security policy', true)).toBe(
      403,
    );
    expect(statusForSqlState('23505', 'duplicate key', true)).toBe(409);
    expect(statusForSqlState('22P02', 'invalid input syntax', true)).toBe(400);
    expect(statusForSqlState('22023', 'role "x" does not exist', true)).toBe(401);
    expect(statusForSqlState('42P01', 'relation does not exist', true)).toBe(404);
    expect(statusForSqlState('40001', 'serialization failure', true)).toBe(500);
  });
});

describe('object names', () => {
  it('keeps every object inside its bucket’s folder', () => {
    expect(objectFilePath('/data', 'room-photos', 'user/photo')).toBe(
      '/data/storage/room-photos/user/photo',
    );
    for (const name of ['../x', 'a/../../x', '/abs', 'a//b', 'a/./b', '', 'a\\b', 'nul\u0000']) {
      expect(
        thrown(() => checkObjectName(name)),
        JSON.stringify(name),
      ).toMatchObject({ code: 'InvalidKey' });
    }
    expect(thrown(() => objectFilePath('/data', '..', 'x'))).toMatchObject({ statusCode: 400 });
    expect(thrown(() => objectFilePath('/data', '.staging', 'x'))).toMatchObject({
      statusCode: 400,
    });
  });

  it('matches types against exact entries and type/* wildcards', () => {
    expect(mimeTypeAllowed('image/png', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('IMAGE/JPEG; q=1', ['image/*'])).toBe(true);
    expect(mimeTypeAllowed('image/', ['image/*'])).toBe(false);
    expect(mimeTypeAllowed('text/plain', ['image/*'])).toBe(false);
    expect(mimeTypeAllowed('application/pdf', ['application/pdf'])).toBe(true);
    expect(mimeTypeAllowed('anything/else', null)).toBe(true);
  });
});
