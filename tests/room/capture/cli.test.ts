// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { RoomPlan } from '../../../src/lib/room/plan.ts';
import { SCAN_MESSAGES } from '../../../src/lib/room/capture/scanErrors.ts';
import { capturedRoom, encode, TURNED_POSE } from './scanFixtures.ts';
import { expectSameRoom } from './sameRoom.ts';
import { claimSizes, roomUsda, usdaLayer, usdzOf } from './usdzFixtures.ts';

const ROOM: RoomPlan = {
  unit: 'cm',
  outline: [
    [0, 0],
    [420, 0],
    [420, 360],
    [0, 360],
  ],
  height: 250,
  doors: [{ wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 0, offset: 150, width: 140, sill: 90 }],
};
const UPSTAIRS: RoomPlan = {
  ...ROOM,
  outline: [
    [0, 0],
    [300, 0],
    [300, 280],
    [0, 280],
  ],
  doors: [],
  windows: [],
};

function run(input: Uint8Array, args: string[] = [], viaNpm = false) {
  const result = viaNpm
    ? spawnSync('npm', ['run', '--silent', 'import-scan', '--', ...args], { input })
    : spawnSync(process.execPath, ['--import', 'tsx', 'scripts/import-scan-cli.ts', ...args], {
        input,
      });
  return {
    status: result.status,
    stdout: result.stdout.toString('utf8'),
    stderr: result.stderr.toString('utf8'),
  };
}

function expectRefused(input: Uint8Array, message: string, args: string[] = []) {
  const { status, stdout, stderr } = run(input, args);
  expect(status).toBe(1);
  expect(stdout).toBe('');
  expect(stderr).toBe(`import-scan: ${message}\n`);
}

function twoStories(): Uint8Array {
  return encode({
    rooms: [
      capturedRoom(ROOM, { story: 0 }),
      capturedRoom(UPSTAIRS, { story: 1, pose: { ...TURNED_POSE, floorY: 1.6 } }),
    ],
    walls: [],
  });
}

// Each case starts Node with tsx; on a busy machine that takes a second or more.
describe('npm run import-scan', { timeout: 30_000 }, () => {
  it('prints the plan of a one-room RoomPlan JSON', () => {
    const { status, stdout, stderr } = run(
      encode(capturedRoom(ROOM, { pose: TURNED_POSE })),
      [],
      true,
    );
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout.endsWith('\n')).toBe(true);
    expectSameRoom(JSON.parse(stdout) as RoomPlan, ROOM);
  });

  it('prints the plan of a USDZ read on standard input', () => {
    const { status, stdout } = run(usdzOf(usdaLayer(roomUsda(ROOM, { pose: TURNED_POSE }))));
    expect(status).toBe(0);
    expectSameRoom(JSON.parse(stdout) as RoomPlan, ROOM);
  });

  it('lists every room of a scan of several, and --room picks one', () => {
    const listed = run(twoStories());
    expect(listed.status).toBe(0);
    const rooms = JSON.parse(listed.stdout) as { room: number; label: string; plan: RoomPlan }[];
    expect(rooms.map(({ room, label }) => ({ room, label }))).toEqual([
      { room: 1, label: 'Room 1, story 0' },
      { room: 2, label: 'Room 2, story 1' },
    ]);
    expectSameRoom(rooms[1]?.plan as RoomPlan, UPSTAIRS);

    const picked = run(twoStories(), ['--room', '2'], true);
    expect(picked.status).toBe(0);
    expectSameRoom(JSON.parse(picked.stdout) as RoomPlan, UPSTAIRS);
    expectRefused(twoStories(), 'The scan has no room 3: it has rooms 1 to 2.', ['--room', '3']);
  });

  it('refuses a bad file with one line on stderr', () => {
    expectRefused(new TextEncoder().encode('not a scan'), SCAN_MESSAGES.notAScan);
    expectRefused(encode({ walls: [], doors: [] }), SCAN_MESSAGES.noWalls);
    expectRefused(
      claimSizes(usdzOf(usdaLayer(roomUsda(ROOM))), 0x7fff_ffff),
      SCAN_MESSAGES.usdzTruncated,
    );
  });
});
