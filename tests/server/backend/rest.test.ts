// @vitest-environment node
import { randomUUID } from 'node:crypto';
import { SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadOrCreateSigningKeys, SIGNING_ALGORITHM } from '../../../server/backend/keys.ts';
import { signUpSignedIn, startBackend } from './harness.ts';
import type { Harness, SignedIn } from './harness.ts';

interface RoomRow {
  id: string;
  user_id: string;
  updated_at: string;
  deleted: boolean;
  device_id: string;
  revision: number;
  name: string;
  items: { productId: string; x: number; y: number }[];
  saved_at: string;
}

let harness: Harness;
let owner: SignedIn;
let other: SignedIn;

beforeAll(async () => {
  harness = await startBackend({ mailerAutoconfirm: true });
  owner = await signUpSignedIn(harness, 'rooms-owner');
  other = await signUpSignedIn(harness, 'rooms-other');
}, 60_000);

afterAll(async () => {
  await harness?.close();
});

function room(overrides: Partial<RoomRow> = {}): Partial<RoomRow> {
  return {
    id: randomUUID(),
    updated_at: '2026-11-20T10:00:00.000Z',
    device_id: 'device-a',
    deleted: false,
    name: 'Living room',
    items: [{ productId: 'sofa-1', x: 0.4, y: 0.6 }],
    saved_at: '2026-11-20T10:00:00.000Z',
    ...overrides,
  };
}

async function push(who: SignedIn, rows: Partial<RoomRow>[]): Promise<RoomRow[]> {
  const { data, error } = await who.client
    .from('rooms')
    .upsert(rows, { onConflict: 'id' })
    .select();
  if (error) throw new Error(error.message);
  return data as RoomRow[];
}

async function pull(who: SignedIn, cursor = 0): Promise<RoomRow[]> {
  const { data, error } = await who.client
    .from('rooms')
    .select('*')
    .gt('revision', cursor)
    .order('revision')
    .limit(500);
  if (error) throw new Error(error.message);
  return data as RoomRow[];
}

/** A token signed with the server's own key, with whatever claims a test needs. */
async function signedToken(claims: Record<string, unknown>, expiresIn = '1h'): Promise<string> {
  const keys = await loadOrCreateSigningKeys(harness.dataDir);
  return new SignJWT(claims)
    .setProtectedHeader({ alg: SIGNING_ALGORITHM, kid: keys.kid, typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(keys.privateKey);
}

function rest(path: string, init: RequestInit & { token?: string } = {}): Promise<Response> {
  const { token, headers, ...rest } = init;
  return fetch(`${harness.url}/rest/v1/${path}`, {
    ...rest,
    headers: {
      apikey: 'anon-key',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
      ...(headers as Record<string, string> | undefined),
    },
  });
}

describe('rows are private to their account', () => {
  it('pushes rows stamped with the account and a revision, and pulls only its own', async () => {
    const rows = [room({ name: 'Kitchen' }), room({ name: 'Study' })];
    const pushed = await push(owner, rows);
    expect(pushed.map((row) => row.name)).toEqual(['Kitchen', 'Study']);
    for (const row of pushed) {
      expect(row.user_id).toBe(owner.userId);
      expect(row.revision).toBeGreaterThan(0);
      expect(row.items).toEqual([{ productId: 'sofa-1', x: 0.4, y: 0.6 }]);
      expect(row.updated_at).toBe('2026-11-20T10:00:00+00:00');
    }
    const mine = await pull(owner);
    expect(mine.map((row) => row.id)).toEqual(expect.arrayContaining(rows.map((row) => row.id)));
    expect(mine.every((row) => row.user_id === owner.userId)).toBe(true);
    // Ascending revisions, so the last one is the next cursor.
    const revisions = mine.map((row) => row.revision);
    expect(revisions).toEqual([...revisions].sort((a, b) => a - b));

    const theirs = await pull(other);
    expect(theirs.filter((row) => rows.some((mineRow) => mineRow.id === row.id))).toEqual([]);
    const anonymous = await harness.client().from('rooms').select('*');
    expect(anonymous.error).toBeNull();
    expect(anonymous.data).toEqual([]);
  });

  it('lets no other account change, overwrite or delete a row', async () => {
    const [row] = await push(owner, [room({ name: 'Hallway' })]);
    const id = row?.id ?? '';

    const update = await other.client.from('rooms').update({ name: 'Taken' }).eq('id', id).select();
    expect(update.error).toBeNull();
    expect(update.data).toEqual([]);

    const overwrite = await other.client
      .from('rooms')
      .upsert([room({ id, name: 'Taken', updated_at: '2030-01-01T00:00:00Z' })], {
        onConflict: 'id',
      })
      .select();
    expect(overwrite.status).toBe(403);
    expect(overwrite.error?.code).toBe('42501');
    expect(overwrite.error?.message).toMatch(
      /^new row violates row-level security policy .*for table "rooms"$/,
    );

    const removal = await other.client.from('rooms').delete().eq('id', id).select();
    expect(removal.error).toBeNull();
    expect(removal.data).toEqual([]);

    const stolen = await other.client
      .from('rooms')
      .insert({ ...room(), user_id: owner.userId })
      .select();
    expect(stolen.status).toBe(403);
    expect(stolen.error?.code).toBe('42501');

    const anonymousUpdate = await harness
      .client()
      .from('rooms')
      .update({ name: 'Anon' })
      .eq('id', id)
      .select();
    expect(anonymousUpdate.data).toEqual([]);

    const { data } = await owner.client.from('rooms').select('name, user_id').eq('id', id).single();
    expect(data).toEqual({ name: 'Hallway', user_id: owner.userId });
  });

  it('never hard-deletes, even for the owner: a tombstone is an update', async () => {
    const [row] = await push(owner, [room({ name: 'Attic' })]);
    const id = row?.id ?? '';
    const removal = await owner.client.from('rooms').delete().eq('id', id);
    expect(removal.error).toBeNull();
    // A device pushes a deletion as the sync columns alone.
    const [tombstone] = await push(owner, [
      { id, updated_at: '2026-11-21T10:00:00.000Z', deleted: true, device_id: 'device-a' },
    ]);
    expect(tombstone?.deleted).toBe(true);
    expect(tombstone?.name).toBe('Attic');
    expect(tombstone?.revision).toBeGreaterThan(row?.revision ?? 0);
    // Still there for other devices to learn of the deletion, hidden from a live-rows query.
    const pulled = await pull(owner, row?.revision ?? 0);
    expect(pulled.find((pulledRow) => pulledRow.id === id)?.deleted).toBe(true);
    const live = await owner.client.from('rooms').select('id').eq('deleted', false);
    expect((live.data ?? []).map((liveRow) => liveRow.id)).not.toContain(id);
  });
});

describe('pushing deletions', () => {
  it('takes tombstones alone or in one batch with live rows', async () => {
    const live = room({ name: 'Porch' });
    const unseen = randomUUID();
    const [existing] = await push(owner, [room({ name: 'Cellar' })]);
    const pushed = await push(owner, [
      live,
      { id: unseen, updated_at: '2026-11-21T10:00:00Z', deleted: true, device_id: 'device-a' },
      {
        id: existing?.id,
        updated_at: '2026-11-21T10:00:00Z',
        deleted: true,
        device_id: 'device-a',
      },
    ]);
    expect(pushed.map((row) => [row.id, row.deleted])).toEqual([
      [live.id, false],
      [unseen, true],
      [existing?.id, true],
    ]);
    expect(pushed[0]?.name).toBe('Porch');
  });

  it('refuses a live row without its content', async () => {
    const { error, status } = await owner.client
      .from('rooms')
      .upsert([{ id: randomUUID(), updated_at: '2026-11-21T10:00:00Z', device_id: 'device-a' }])
      .select();
    expect(status).toBe(400);
    expect(error?.code).toBe('23514');
  });
});

describe('upsert by id', () => {
  it('is idempotent', async () => {
    const row = room({ name: 'Bedroom' });
    const [first] = await push(owner, [row]);
    const [second] = await push(owner, [row]);
    expect(second?.id).toBe(first?.id);
    expect(second?.name).toBe('Bedroom');
    const { data } = await owner.client
      .from('rooms')
      .select('id')
      .eq('id', row.id ?? '');
    expect(data).toHaveLength(1);
  });

  it('keeps the newer edit: an older push loses and gets the winner back', async () => {
    const id = randomUUID();
    await push(owner, [room({ id, name: 'Newer', updated_at: '2026-11-22T12:00:00Z' })]);
    const [afterOlder] = await push(owner, [
      room({ id, name: 'Older', updated_at: '2026-11-22T11:00:00Z' }),
    ]);
    expect(afterOlder?.name).toBe('Newer');

    // Equal times: the greater device id wins; a smaller one loses.
    const [tieWon] = await push(owner, [
      room({
        id,
        name: 'From device z',
        updated_at: '2026-11-22T12:00:00Z',
        device_id: 'device-z',
      }),
    ]);
    expect(tieWon?.name).toBe('From device z');
    const [tieLost] = await push(owner, [
      room({
        id,
        name: 'From device b',
        updated_at: '2026-11-22T12:00:00Z',
        device_id: 'device-b',
      }),
    ]);
    expect(tieLost?.name).toBe('From device z');
    expect(tieLost?.revision).toBe(tieWon?.revision);

    const [later] = await push(owner, [
      room({ id, name: 'Latest', updated_at: '2026-11-22T13:00:00Z', device_id: 'device-b' }),
    ]);
    expect(later?.name).toBe('Latest');
    expect(later?.user_id).toBe(owner.userId);
  });

  it('writes every table of the sync contract', async () => {
    const common = { updated_at: '2026-11-23T09:00:00Z', device_id: 'device-a' };
    const writes = [
      owner.client
        .from('scans')
        .upsert([{ id: randomUUID(), ...common, name: 'Lounge', completed_at: common.updated_at }])
        .select(),
      owner.client
        .from('cart_items')
        .upsert([
          {
            id: randomUUID(),
            ...common,
            product_id: 'lamp-2',
            x: 0.1,
            y: 0.2,
            position: 0,
            added_at: common.updated_at,
          },
        ])
        .select(),
      owner.client
        .from('photos')
        .upsert([
          {
            id: randomUUID(),
            ...common,
            name: 'wall.jpg',
            type: 'image/jpeg',
            size: 1200,
            width: 640,
            height: 480,
            position: 1,
            added_at: common.updated_at,
            object_path: null,
          },
        ])
        .select(),
      owner.client
        .from('requests')
        .upsert([
          {
            id: randomUUID(),
            ...common,
            kind: 'consultation',
            summary: 'Call me',
            fields: { phone: '0123' },
            created_at: common.updated_at,
            sent_offline: true,
          },
        ])
        .select(),
    ];
    for (const result of await Promise.all(writes)) {
      expect(result.error).toBeNull();
      expect(result.data).toHaveLength(1);
      expect((result.data?.[0] as { user_id: string }).user_id).toBe(owner.userId);
    }
  });
});

describe('filters, order, limit and columns', () => {
  it('answers eq, in, gt, gte, order, limit and column selection with aliases', async () => {
    const label = randomUUID().slice(0, 8);
    const rows = [1, 2, 3, 4].map((n) =>
      room({ name: `${label}-${n}`, saved_at: `2026-11-0${n}T00:00:00Z`, device_id: `d${n}` }),
    );
    await push(owner, rows);
    const ids = rows.map((row) => row.id ?? '');

    const inList = await owner.client
      .from('rooms')
      .select('name')
      .in('id', ids.slice(0, 2))
      .order('name');
    expect(inList.data).toEqual([{ name: `${label}-1` }, { name: `${label}-2` }]);

    const gte = await owner.client
      .from('rooms')
      .select('title:name, saved_at')
      .in('id', ids)
      .gte('saved_at', '2026-11-03T00:00:00Z')
      .order('saved_at', { ascending: false });
    expect(gte.data).toEqual([
      { title: `${label}-4`, saved_at: '2026-11-04T00:00:00+00:00' },
      { title: `${label}-3`, saved_at: '2026-11-03T00:00:00+00:00' },
    ]);

    const gt = await owner.client
      .from('rooms')
      .select('name')
      .in('id', ids)
      .gt('saved_at', '2026-11-03T00:00:00Z');
    expect(gt.data).toEqual([{ name: `${label}-4` }]);

    const eq = await owner.client.from('rooms').select('device_id').eq('name', `${label}-2`);
    expect(eq.data).toEqual([{ device_id: 'd2' }]);

    const limited = await owner.client
      .from('rooms')
      .select('name')
      .in('id', ids)
      .order('name')
      .limit(2);
    expect(limited.data).toEqual([{ name: `${label}-1` }, { name: `${label}-2` }]);

    const counted = await owner.client
      .from('rooms')
      .select('*', { count: 'exact', head: true })
      .in('id', ids);
    expect(counted.count).toBe(4);

    const negated = await owner.client
      .from('rooms')
      .select('name')
      .in('id', ids)
      .not('name', 'eq', `${label}-1`)
      .order('name');
    expect(negated.data).toHaveLength(3);
  });

  it('answers .single() with one object, and PGRST116 when there is not exactly one', async () => {
    const [row] = await push(owner, [room({ name: 'Single' })]);
    const one = await owner.client
      .from('rooms')
      .select('name')
      .eq('id', row?.id ?? '')
      .single();
    expect(one.data).toEqual({ name: 'Single' });
    const none = await owner.client.from('rooms').select('name').eq('id', randomUUID()).single();
    expect(none.status).toBe(406);
    expect(none.error?.code).toBe('PGRST116');
    expect(none.error?.details).toBe('The result contains 0 rows');
  });
});

describe('errors in PostgREST shape', () => {
  it('answers an unknown table with 404 PGRST205', async () => {
    const result = await owner.client.from('roomz').select('*');
    expect(result.status).toBe(404);
    expect(result.error).toMatchObject({
      code: 'PGRST205',
      message: "Could not find the table 'public.roomz' in the schema cache",
      hint: "Perhaps you meant the table 'public.rooms'",
    });
    const auth = await rest('users?select=*', { token: owner.accessToken });
    expect(auth.status).toBe(404);
  });

  it('answers unknown columns with 42703 (query) and PGRST204 (body)', async () => {
    const select = await owner.client.from('rooms').select('name, colour');
    expect(select.status).toBe(400);
    expect(select.error).toMatchObject({
      code: '42703',
      message: 'column rooms.colour does not exist',
    });
    const filter = await owner.client.from('rooms').select('*').eq('colour', 'red');
    expect(filter.error?.code).toBe('42703');
    const order = await owner.client.from('rooms').select('*').order('colour');
    expect(order.error?.code).toBe('42703');
    const body = await owner.client.from('rooms').insert({ ...room(), colour: 'red' });
    expect(body.status).toBe(400);
    expect(body.error).toMatchObject({
      code: 'PGRST204',
      message: "Could not find the 'colour' column of 'rooms' in the schema cache",
    });
  });

  it('answers bad filters, orders and limits with 400 PGRST100', async () => {
    for (const query of [
      'name=like',
      'name=between.1',
      'order=name.sideways',
      'limit=ten',
      'select=name,',
    ]) {
      const response = await rest(`rooms?${query}`, { token: owner.accessToken });
      expect(response.status, query).toBe(400);
      const body = (await response.json()) as { code: string; message: string };
      expect(body.code, query).toBe('PGRST100');
      expect(body.message, query).toMatch(/^"failed to parse /);
    }
    const badUuid = await owner.client.from('rooms').select('*').eq('id', 'not-a-uuid');
    expect(badUuid.status).toBe(400);
    expect(badUuid.error?.code).toBe('22P02');
  });

  it('answers a body that is not JSON with PGRST102 and a duplicate insert with 409', async () => {
    const response = await rest('rooms', {
      method: 'POST',
      token: owner.accessToken,
      headers: { 'Content-Type': 'application/json' },
      body: '{not json',
    });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { code: string }).code).toBe('PGRST102');
    const row = room();
    await owner.client.from('rooms').insert(row);
    const duplicate = await owner.client.from('rooms').insert(row);
    expect(duplicate.status).toBe(409);
    expect(duplicate.error?.code).toBe('23505');
  });

  it('refuses tampered, expired, foreign and unknown-role tokens with 401', async () => {
    const [header, payload] = owner.accessToken.split('.');
    const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
      string,
      unknown
    >;
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: other.userId })).toString(
      'base64url',
    );
    const tampered = `${header}.${forged}.${owner.accessToken.split('.')[2]}`;
    const cases: [string, string, string][] = [
      [tampered, 'PGRST301', 'JWT cryptographic operation failed'],
      ['not-the-anon-key', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
      [
        await signedToken({ sub: owner.userId, role: 'authenticated' }, '-1m'),
        'PGRST303',
        'JWT expired',
      ],
      [
        await signedToken({ sub: owner.userId, role: 'postgres' }),
        '22023',
        'role "postgres" does not exist',
      ],
    ];
    for (const [token, code, message] of cases) {
      const response = await rest('rooms?select=*', { token });
      expect(response.status, message).toBe(401);
      expect(await response.json(), message).toMatchObject({ code, message });
    }
  });

  it('treats the plain public key as anonymous and a service-role token as bypassing policies', async () => {
    const anonymous = await rest('rooms?select=id', { token: 'anon-key' });
    expect(anonymous.status).toBe(200);
    expect(await anonymous.json()).toEqual([]);
    const [row] = await push(owner, [room({ name: 'Seen by the service' })]);
    const service = await rest(`rooms?select=name&id=eq.${row?.id ?? ''}`, {
      token: await signedToken({ role: 'service_role' }),
    });
    expect(await service.json()).toEqual([{ name: 'Seen by the service' }]);
  });

  it('refuses other schemas and unanswered paths', async () => {
    const schema = await rest('rooms', {
      token: owner.accessToken,
      headers: { 'Accept-Profile': 'auth' },
    });
    expect(schema.status).toBe(406);
    expect(((await schema.json()) as { code: string }).code).toBe('PGRST106');
    const rpc = await rest('rpc/anything', { method: 'POST', token: owner.accessToken });
    expect(rpc.status).toBe(404);
    expect(((await rpc.json()) as { code: string }).code).toBe('PGRST202');
  });

  it('allows the headers supabase-js sends from another origin', async () => {
    const response = await fetch(`${harness.url}/rest/v1/rooms`, {
      method: 'OPTIONS',
      headers: {
        Origin: 'https://app.example',
        'Access-Control-Request-Method': 'POST',
        'Access-Control-Request-Headers': 'prefer, content-profile, apikey, authorization',
      },
    });
    expect(response.status).toBe(204);
    const allowed = response.headers.get('access-control-allow-headers') ?? '';
    for (const name of ['prefer', 'content-profile', 'accept-profile', 'range', 'x-client-info']) {
      expect(allowed).toContain(name);
    }
    expect(response.headers.get('access-control-allow-methods')).toContain('PATCH');
  });
});
