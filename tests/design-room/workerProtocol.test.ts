// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { CATALOGUE } from '../../src/content/catalogue.ts';
import { runLayoutRequest } from '../../src/lib/layout/layout.worker.ts';
import { layoutRoom } from '../../src/lib/layout/engine.ts';
import type { LayoutBrief } from '../../src/lib/layout/types.ts';
import {
  overallFraction,
  type LayoutAnswer,
  type LayoutOption,
} from '../../src/lib/layout/workerProtocol.ts';
import { defined, LIVING_ROOM } from './fixtures.ts';

const brief = (seed: number, extra: Partial<LayoutBrief> = {}): LayoutBrief => ({
  roomType: 'living-room',
  style: 'Japandi',
  budget: 3000,
  seed,
  locked: [],
  ...extra,
});

async function answersTo(request: unknown): Promise<LayoutAnswer[]> {
  const answers: LayoutAnswer[] = [];
  await runLayoutRequest(request, (answer) => answers.push(answer));
  return answers;
}

describe('the layout worker protocol', () => {
  it('answers progress, one result per brief (the engine layout for that seed), then done', async () => {
    const answers = await answersTo({
      type: 'design',
      id: 7,
      plan: LIVING_ROOM,
      briefs: [brief(1), brief(2), brief(3)],
      catalogue: CATALOGUE,
    });
    expect(answers.every((answer) => answer.id === 7)).toBe(true);
    expect(answers.at(-1)).toEqual({ type: 'done', id: 7 });

    const results = answers.filter((answer): answer is LayoutOption => answer.type === 'result');
    expect(results.map((answer) => answer.option)).toEqual([0, 1, 2]);
    for (const answer of results) {
      expect(answer.result).toEqual(layoutRoom(LIVING_ROOM, brief(answer.seed), CATALOGUE));
      expect(answer.result.items.length).toBeGreaterThan(0);
      expect(answer.essentialsMissing).toEqual([]);
    }

    const fractions = answers.flatMap((answer) =>
      answer.type === 'progress' ? [answer.fraction] : [],
    );
    expect(fractions[0]).toBe(0);
    expect(fractions.at(-1)).toBe(1);
    expect([...fractions].sort((a, b) => a - b)).toEqual(fractions);
    const first = answers.find((answer) => answer.type === 'progress');
    expect(first).toMatchObject({ option: 0, options: 3, phase: 'construct' });
  }, 60_000);

  it('gives three different layouts for a small bedroom', async () => {
    const plan = {
      ...LIVING_ROOM,
      doors: [{ ...defined(LIVING_ROOM.doors[0]), offset: 10 }],
      windows: [],
    };
    const bedroom = (seed: number) => brief(seed, { roomType: 'bedroom', style: 'Modern' });
    const answers = await answersTo({
      type: 'design',
      id: 2,
      plan,
      briefs: [bedroom(1), bedroom(2), bedroom(3)],
      catalogue: CATALOGUE,
    });
    const results = answers.filter((answer): answer is LayoutOption => answer.type === 'result');
    expect(results.map((answer) => answer.seed)).toEqual([1, 2, 3]);
    const keys = results.map((answer) =>
      JSON.stringify([...answer.result.items].sort((a, b) => a.x - b.x || a.y - b.y)),
    );
    expect(new Set(keys).size).toBe(3);
  }, 60_000);

  it('names the essentials a layout had to leave out', async () => {
    const answers = await answersTo({
      type: 'design',
      id: 1,
      plan: LIVING_ROOM,
      briefs: [brief(1, { budget: 100 })],
      catalogue: CATALOGUE,
    });
    const result = answers.find((answer): answer is LayoutOption => answer.type === 'result');
    expect(result?.result.dropped.map((drop) => drop.what)).toContain('Sofa');
    expect(result?.essentialsMissing).toEqual(['Sofa']);
  });

  it('answers an input error for a locked piece it does not know', async () => {
    const answers = await answersTo({
      type: 'design',
      id: 3,
      plan: LIVING_ROOM,
      briefs: [brief(1, { locked: [{ productId: 'nope', x: 100, y: 100, rotation: 0 }] })],
      catalogue: CATALOGUE,
    });
    expect(answers.at(-1)).toEqual({
      type: 'error',
      id: 3,
      kind: 'input',
      message: 'locked[0].productId "nope" is not in the catalogue.',
    });
  });

  it('refuses a message that is not a request', async () => {
    expect(await answersTo({ type: 'design', id: 4 })).toEqual([
      { type: 'error', id: 4, kind: 'input', message: 'The layout request is not valid.' },
    ]);
    expect(await answersTo('hello')).toEqual([
      { type: 'error', id: -1, kind: 'input', message: 'The layout request is not valid.' },
    ]);
  });

  it('stops without answering once cancelled', async () => {
    const answers: LayoutAnswer[] = [];
    let cancelled = false;
    await runLayoutRequest(
      {
        type: 'design',
        id: 5,
        plan: LIVING_ROOM,
        briefs: [brief(1), brief(2)],
        catalogue: CATALOGUE,
      },
      (answer) => {
        answers.push(answer);
        if (answer.type === 'result') cancelled = true;
      },
      { cancelled: () => cancelled },
    );
    expect(answers.filter((answer) => answer.type === 'result')).toHaveLength(1);
    expect(answers.some((answer) => answer.type === 'done')).toBe(false);
  });

  it('spreads progress over the options and phases', () => {
    expect(overallFraction(0, 3, 'construct', 0)).toBe(0);
    expect(overallFraction(1, 3, 'construct', 0)).toBeCloseTo(1 / 3);
    expect(overallFraction(2, 3, 'refine', 1)).toBe(1);
    expect(overallFraction(0, 1, 'refine', 0)).toBe(0.25);
  });

  it('only listens for messages inside a worker', async () => {
    // Importing the module above (in Node) registered no listener and did not throw.
    const module = await import('../../src/lib/layout/layout.worker.ts');
    expect(typeof module.runLayoutRequest).toBe('function');
  });
});
