// @vitest-environment node
import { describe, expect, it } from 'vitest';
import type { RoomPlan } from '../../../src/lib/room/plan.ts';
import { importScan } from '../../../src/lib/room/capture/importScan.ts';
import { SCAN_MESSAGES } from '../../../src/lib/room/capture/scanErrors.ts';
import { TURNED_POSE } from './scanFixtures.ts';
import { expectSameRoom } from './sameRoom.ts';
import { claimSizes, roomUsda, usdaLayer, usdzOf, zipStored } from './usdzFixtures.ts';

const ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [520, 0],
    [520, 240],
    [300, 240],
    [300, 410],
    [0, 410],
  ],
  height: 255,
  doors: [
    { wall: 4, offset: 60, width: 85, swing: 'in', hinge: 'start' },
    { wall: 1, offset: 40, width: 120, swing: 'in', hinge: 'start' },
  ],
  windows: [
    { wall: 0, offset: 150, width: 140, sill: 95 },
    { wall: 5, offset: 100, width: 100, sill: 80 },
  ],
};

async function roomsOf(bytes: Uint8Array) {
  const result = await importScan(bytes);
  if (!result.ok) throw new Error(result.message);
  expect(result.format).toBe('usdz');
  return result.rooms;
}

async function messageFor(bytes: Uint8Array): Promise<string> {
  const result = await importScan(bytes);
  if (result.ok) throw new Error('The file was imported');
  return result.message;
}

describe('importing the USDZ RoomPlan exports', () => {
  it('reads the walls, doors, windows and openings of the parametric prims', async () => {
    const layer = usdaLayer(roomUsda(ROOM, { pose: TURNED_POSE, openings: [1], objects: 2 }));
    const rooms = await roomsOf(usdzOf(layer));
    expect(rooms).toHaveLength(1);
    expect(rooms[0]?.label).toBe('Scanned room');
    expect(rooms[0]?.issues).toEqual([]);
    expect(rooms[0]?.ignoredObjects).toBe(2);
    expectSameRoom(rooms[0]?.plan as RoomPlan, ROOM);
  });

  it('puts a door or window nested in its wall prim on that wall', async () => {
    const layer = usdaLayer(roomUsda(ROOM, { pose: TURNED_POSE, nested: true, scramble: true }));
    const [room] = await roomsOf(usdzOf(layer));
    expectSameRoom(room?.plan as RoomPlan, ROOM);
  });

  it('returns each room of an export with a group per room', async () => {
    const upstairs: RoomPlan = {
      ...ROOM,
      outline: [
        [0, 0],
        [400, 0],
        [400, 300],
        [0, 300],
      ],
      doors: [],
      windows: [],
    };
    const body = `def Xform "Structure"
{
${roomUsda(ROOM, {}, 'Room0')}
${roomUsda(upstairs, { pose: { ...TURNED_POSE, floorY: 2.8 } }, 'Room1')}
}`;
    const rooms = await roomsOf(usdzOf(usdaLayer(body, 'Structure')));
    expect(rooms.map((room) => room.label)).toEqual(['Room0', 'Room1']);
    expectSameRoom(rooms[0]?.plan as RoomPlan, ROOM);
    expectSameRoom(rooms[1]?.plan as RoomPlan, upstairs);
  });

  it('reads a package whose layer is followed by other files', async () => {
    const layer = usdaLayer(roomUsda(ROOM));
    const png = { name: 'textures/0.png', data: new Uint8Array([0x89, 0x50, 0x4e, 0x47]) };
    const [room] = await roomsOf(usdzOf(layer, 'Room.usda', [png]));
    expectSameRoom(room?.plan as RoomPlan, ROOM);
  });
});

describe('a USDZ that is not a RoomPlan export', () => {
  it('refuses entries that claim far more bytes than the file holds', async () => {
    const honest = usdzOf(usdaLayer(roomUsda(ROOM)));
    const lying = claimSizes(honest, 0x7fff_ffff);
    expect(await messageFor(lying)).toBe(SCAN_MESSAGES.usdzTruncated);
    // Cut short: the last entries and the directory are missing.
    expect(await messageFor(honest.subarray(0, honest.length - 200))).toBe(
      SCAN_MESSAGES.usdzTruncated,
    );
  });

  it('says when no prim is a RoomPlan wall', async () => {
    const layer = usdaLayer(
      `def Xform "Chair"
{
    def Cube "Seat"
    {
        double size = 0.5
    }
}`,
      'Chair',
    );
    expect(await messageFor(usdzOf(layer))).toBe(SCAN_MESSAGES.usdzNoPrims);
  });

  it('says when the package holds no USD layer first', async () => {
    const zip = zipStored([{ name: 'photo.png', data: new Uint8Array([1, 2, 3]) }]);
    expect(await messageFor(zip)).toBe(SCAN_MESSAGES.usdzNoLayer);
  });

  it('says when the binary USD layer is damaged', async () => {
    const crate = new Uint8Array(256);
    crate.set(new TextEncoder().encode('PXR-USDC'));
    crate.fill(0xff, 8);
    expect(await messageFor(zipStored([{ name: 'Room.usdc', data: crate }]))).toBe(
      SCAN_MESSAGES.usdzUnreadable,
    );
  });

  it('says a file is neither JSON nor USDZ', async () => {
    expect(await messageFor(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBe(
      SCAN_MESSAGES.notAScan,
    );
    expect(await messageFor(new Uint8Array())).toBe(SCAN_MESSAGES.notAScan);
  });
});
