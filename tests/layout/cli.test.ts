// @vitest-environment node
import { spawnSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { layoutCli } from '../../src/lib/layout/cli.ts';

const ROOM = {
  unit: 'cm',
  outline: [
    [0, 0],
    [420, 0],
    [420, 360],
    [0, 360],
  ],
  height: 260,
  doors: [{ wall: 3, offset: 40, width: 85, swing: 'in', hinge: 'start' }],
  windows: [{ wall: 0, offset: 150, width: 140, sill: 90 }],
};
const BRIEF = { roomType: 'bedroom', style: 'Japandi', budget: 3000, seed: 7, locked: [] };

/** `npm run layout` in a process of its own: stdin, stdout, stderr and exit code. */
function runNpm(input: string) {
  const result = spawnSync('npm', ['run', '--silent', 'layout'], { input, encoding: 'utf8' });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}

/** The tool's answer, computed in this process. */
const answer = (input: string) => layoutCli(input, CATALOGUE);

function expectRefused(input: string, message: RegExp) {
  const { status, stdout, stderr } = answer(input);
  expect(status).toBe(1);
  expect(stdout).toBe('');
  const lines = stderr.split('\n').filter((line) => line !== '');
  expect(lines).toHaveLength(1);
  expect(lines[0]).toMatch(message);
}

// A case through npm starts Node with tsx; on a busy machine that takes a second or more.
describe('npm run layout', { timeout: 30_000 }, () => {
  it('prints one JSON layout and nothing else', () => {
    const { status, stdout, stderr } = runNpm(JSON.stringify({ room: ROOM, brief: BRIEF }));
    expect(stderr).toBe('');
    expect(status).toBe(0);
    expect(stdout.trim().split('\n')).toHaveLength(1);
    const layout = JSON.parse(stdout) as {
      items: { productId: string; layer: string; x: number; y: number; rotation: number }[];
      dropped: { what: string; why: string }[];
      total: number;
      rules: Record<string, boolean>;
    };
    expect(Object.keys(layout)).toEqual(['items', 'dropped', 'total', 'rules']);
    expect(layout.items.length).toBeGreaterThan(0);
    expect(layout.total).toBeLessThanOrEqual(BRIEF.budget);
    for (const item of layout.items) {
      expect(Object.keys(item)).toEqual([
        'productId',
        'name',
        'category',
        'layer',
        'price',
        'x',
        'y',
        'rotation',
        'width',
        'depth',
        'height',
        'useDepth',
      ]);
    }
  });

  it('refuses input that is not JSON', () => {
    const refusal = runNpm('{"room": ');
    expect(refusal.status).toBe(1);
    expect(refusal.stdout).toBe('');
    expect(refusal.stderr).toMatch(/^layout: .*not valid JSON.*\n$/);
    expectRefused('{"room": ', /not valid JSON/);
    expectRefused('', /empty/);
  });

  it('refuses an invalid plan', () => {
    const plan = {
      ...ROOM,
      outline: [
        [0, 0],
        [100, 0],
      ],
    };
    expectRefused(JSON.stringify({ room: plan, brief: BRIEF }), /^layout: room: /);
    const doorOffWall = { ...ROOM, doors: [{ ...ROOM.doors[0], offset: 400 }] };
    expectRefused(JSON.stringify({ room: doorOffWall, brief: BRIEF }), /Door 1 runs past the end/);
  });

  const ask = (brief: object) => JSON.stringify({ room: ROOM, brief });

  it('refuses an unknown room type or style', () => {
    expectRefused(ask({ ...BRIEF, roomType: 'kitchen' }), /brief\.roomType must be one of/);
    expectRefused(ask({ ...BRIEF, style: 'Gothic' }), /brief\.style must be one of/);
  });

  it('refuses a negative budget and a missing field', () => {
    expectRefused(ask({ ...BRIEF, budget: -5 }), /brief\.budget/);
    const { budget: _budget, ...noBudget } = BRIEF;
    expectRefused(ask(noBudget), /brief\.budget is missing/);
    expectRefused(JSON.stringify({ brief: BRIEF }), /room is missing/);
  });

  it('refuses a locked piece the catalogue does not have', () => {
    const locked = [{ productId: 'no-such-piece', x: 1, y: 1, rotation: 0 }];
    expectRefused(ask({ ...BRIEF, locked }), /not in the catalogue/);
  });
});
