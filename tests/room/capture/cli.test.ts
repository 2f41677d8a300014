// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { importScanCli } from '../../../src/lib/room/capture/importScanCli.ts';
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

/** The tool's answer, computed in this process. */
const answer = (input: Uint8Array, args: string[] = []) => importScanCli(input, args);

/** The same answer from `npm run import-scan` in a process of its own: stdin, args and exit code. */
function runNpm(input: Uint8Array, args: string[] = []) {
  const result = spawnSync('npm', ['run', '--silent', 'import-scan', '--', ...args], { input });
  return {
    status: result.status,
    stdout: result.stdout.toString('utf8'),
    stderr: result.stderr.toString('utf8'),
  };
}

async function expectRefused(input: Uint8Array, message: string, args: string[] = []) {
  const { status, stdout, stderr } = await answer(input, args);
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

// A case through npm starts Node with tsx; on a busy machine that takes a second or more.
describe('npm run import-scan', { timeout: 30_000 }, () => {
  it('prints the plan of a one-room RoomPlan JSON', () => {
    const { status, stdout, stderr } = runNpm(encode(capturedRoom(ROOM, { pose: TURNED_POSE })));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout.endsWith('\n')).toBe(true);
    expectSameRoom(JSON.parse(stdout) as RoomPlan, ROOM);
  });

  it('prints the plan of a USDZ read on standard input', async () => {
    const { status, stdout } = await answer(
      usdzOf(usdaLayer(roomUsda(ROOM, { pose: TURNED_POSE }))),
    );
    expect(status).toBe(0);
    expectSameRoom(JSON.parse(stdout) as RoomPlan, ROOM);
  });

  it('lists every room of a scan of several, and --room picks one', async () => {
    const listed = await answer(twoStories());
    expect(listed.status).toBe(0);
    const rooms = JSON.parse(listed.stdout) as { room: number; label: string; plan: RoomPlan }[];
    expect(rooms.map(({ room, label }) => ({ room, label }))).toEqual([
      { room: 1, label: 'Room 1, story 0' },
      { room: 2, label: 'Room 2, story 1' },
    ]);
    expectSameRoom(rooms[1]?.plan as RoomPlan, UPSTAIRS);

    const picked = runNpm(twoStories(), ['--room', '2']);
    expect(picked.status).toBe(0);
    expectSameRoom(JSON.parse(picked.stdout) as RoomPlan, UPSTAIRS);
    await expectRefused(twoStories(), 'The scan has no room 3: it has rooms 1 to 2.', [
      '--room',
      '3',
    ]);
    await expectRefused(twoStories(), '--room needs a room number from 1.', ['--room', '0']);
  });

  it('refuses a bad file with one line on stderr and exit code 1', async () => {
    expect(runNpm(new TextEncoder().encode('not a scan'))).toEqual({
      status: 1,
      stdout: '',
      stderr: `import-scan: ${SCAN_MESSAGES.notAScan}\n`,
    });
    await expectRefused(encode({ walls: [], doors: [] }), SCAN_MESSAGES.noWalls);
    await expectRefused(
      claimSizes(usdzOf(usdaLayer(roomUsda(ROOM))), 0x7fff_ffff),
      SCAN_MESSAGES.usdzTruncated,
    );
  });
});
