import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  DesignOption,
  DesignProgress,
  DesignRun,
} from '../../src/features/design-room/layoutClient.ts';
import type { LayoutBrief, LayoutItem } from '../../src/lib/layout/types.ts';
import type { PlacedPiece, RoomDesign } from '../../src/lib/room/design.ts';
import type { RoomPlan } from '../../src/lib/room/plan.ts';
import { defined, LIVING_ROOM } from './fixtures.ts';

interface Started {
  plan: RoomPlan;
  briefs: readonly LayoutBrief[];
  progress: (progress: DesignProgress) => void;
  resolve: (options: DesignOption[]) => void;
  reject: (error: unknown) => void;
  cancel: ReturnType<typeof vi.fn>;
}

const runs: Started[] = [];

vi.mock('../../src/features/design-room/layoutClient.ts', async (importOriginal) => {
  const original: object = await importOriginal();
  return {
    ...original,
    startDesign: (
      plan: RoomPlan,
      briefs: readonly LayoutBrief[],
      progress: (progress: DesignProgress) => void,
    ): DesignRun => {
      let resolve!: (options: DesignOption[]) => void;
      let reject!: (error: unknown) => void;
      const done = new Promise<DesignOption[]>((yes, no) => {
        resolve = yes;
        reject = no;
      });
      const cancel = vi.fn();
      runs.push({ plan, briefs, progress, resolve, reject, cancel });
      return { done, cancel };
    },
  };
});

const { DesignMyRoom } = await import('../../src/features/design-room/index.ts');
const { DesignFailure } = await import('../../src/features/design-room/layoutClient.ts');

const item = (productId: string, price: number, x: number, y: number): LayoutItem => ({
  productId,
  name: productId,
  category: 'Seating',
  layer: 'floor',
  price,
  x,
  y,
  rotation: 0,
  width: 100,
  depth: 60,
  height: 80,
  useDepth: 0,
});

const lockedSofa: PlacedPiece = {
  id: 'my-sofa',
  productId: 'sage-cloud-sofa',
  x: 210,
  y: 320,
  rotation: 180,
  locked: true,
};

function option(items: LayoutItem[], dropped: DesignOption['result']['dropped'] = []) {
  return {
    result: {
      items,
      dropped,
      total: items.reduce((sum, entry) => sum + entry.price, 0),
      rules: { sofaToCoffeeTable: true, balance: false },
    },
    essentialsMissing: [],
  } satisfies DesignOption;
}

const OPTIONS: DesignOption[] = [
  option(
    [
      { ...item('sage-cloud-sofa', 899, 210, 320), rotation: 180 },
      item('walnut-oval-coffee-table', 449, 210, 240),
    ],
    [{ what: 'Armchair', why: 'No free spot keeps the doors, walkways and use zones clear.' }],
  ),
  option([
    { ...item('sage-cloud-sofa', 899, 210, 320), rotation: 180 },
    item('cane-walnut-sideboard', 549, 380, 180),
    item('walnut-oval-coffee-table', 449, 210, 240),
  ]),
  option([{ ...item('sage-cloud-sofa', 899, 210, 320), rotation: 180 }]),
];

function renderDesign(design: RoomDesign = { pieces: [] }) {
  const onChoose = vi.fn();
  render(<DesignMyRoom plan={LIVING_ROOM} design={design} onChoose={onChoose} />);
  return { onChoose, user: userEvent.setup() };
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Design my room' }));
  return screen.findByRole('dialog', { name: 'Design my room' });
}

beforeEach(() => {
  runs.length = 0;
});

describe('DesignMyRoom', () => {
  it('asks for a budget it can use, and says why', async () => {
    const { user } = renderDesign();
    const dialog = await openDialog(user);
    const budget = within(dialog).getByRole('textbox', { name: /Budget in US dollars/ });
    expect(budget).toHaveValue('3000');
    await user.clear(budget);
    await user.type(budget, '50');
    await user.click(within(dialog).getByRole('button', { name: 'Design' }));
    expect(budget).toHaveAccessibleDescription(expect.stringContaining('at least $100'));
    expect(budget).toHaveAttribute('aria-invalid', 'true');
    expect(budget).toHaveFocus();
    expect(runs).toHaveLength(0);

    await user.clear(budget);
    await user.click(within(dialog).getByRole('button', { name: 'Design' }));
    expect(within(dialog).getByText('Enter a budget in dollars, for example 3000.')).toBeVisible();
  });

  it('designs three options with progress, and hands back the chosen one with locked pieces kept', async () => {
    const design: RoomDesign = {
      pieces: [lockedSofa, { ...lockedSofa, id: 'loose-lamp', productId: 'x', locked: false }],
      brief: { roomType: 'living-room', style: 'Japandi', budget: 2500 },
    };
    const { user, onChoose } = renderDesign(design);
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('combobox', { name: /Style/ })).toHaveValue('Japandi');
    expect(within(dialog).getByText(/1 locked piece stays where it is/)).toBeVisible();
    await user.selectOptions(within(dialog).getByRole('combobox', { name: /Style/ }), 'Classic');
    await user.click(within(dialog).getByRole('button', { name: 'Design' }));

    expect(runs).toHaveLength(1);
    const run = defined(runs[0]);
    expect(run.plan).toBe(LIVING_ROOM);
    expect(new Set(run.briefs.map((brief) => brief.seed)).size).toBe(3);
    for (const brief of run.briefs) {
      expect(brief).toMatchObject({ roomType: 'living-room', style: 'Classic', budget: 2500 });
      expect(brief.locked).toEqual([
        { productId: 'sage-cloud-sofa', x: 210, y: 320, rotation: 180 },
      ]);
    }

    act(() => run.progress({ option: 1, options: 3, phase: 'refine', fraction: 0.5 }));
    const bar = within(dialog).getByRole('progressbar', { name: 'Designing your room' });
    expect(bar).toHaveAttribute('aria-valuenow', '50');
    expect(bar).toHaveAttribute('aria-valuetext', 'Designing option 2 of 3…');

    await act(async () => run.resolve(OPTIONS));
    const list = within(dialog).getByRole('list', { name: '3 designs for your room' });
    expect(within(list).getAllByRole('article')).toHaveLength(3);
    expect(
      await within(list).findByRole('img', { name: 'Plan of option 2 with 3 pieces' }),
    ).toBeVisible();
    expect(
      within(list).getByText(
        'No armchair: no free spot keeps the doors, walkways and use zones clear.',
      ),
    ).toBeInTheDocument();

    await user.click(
      within(list).getByRole('button', { name: 'Use this design: Option 2: 3 pieces, $1,897' }),
    );
    expect(onChoose).toHaveBeenCalledTimes(1);
    const chosen = defined(onChoose.mock.calls[0])[0] as RoomDesign;
    expect(chosen.brief).toEqual({ roomType: 'living-room', style: 'Classic', budget: 2500 });
    expect(chosen.pieces).toHaveLength(3);
    expect(chosen.pieces[0]).toEqual(lockedSofa);
    const fresh = chosen.pieces.slice(1);
    expect(fresh.every((piece) => !piece.locked && piece.id !== 'my-sofa')).toBe(true);
    expect(new Set(fresh.map((piece) => piece.id)).size).toBe(2);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('gives new seeds when designing again, and stops the engine on close', async () => {
    const { user } = renderDesign();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Design' }));
    await act(async () => defined(runs[0]).resolve(OPTIONS));
    await user.click(within(dialog).getByRole('button', { name: 'Design again' }));
    expect(runs).toHaveLength(2);
    const seeds = (run: Started) => run.briefs.map((brief) => brief.seed);
    expect(seeds(defined(runs[1])).some((seed) => seeds(defined(runs[0])).includes(seed))).toBe(
      false,
    );

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(defined(runs[1]).cancel).toHaveBeenCalled();
  });

  it('says plainly when the locked pieces cannot be kept', async () => {
    const { user } = renderDesign({ pieces: [lockedSofa] });
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Design' }));
    await act(async () =>
      defined(runs[0]).reject(
        new DesignFailure('input', 'The locked pieces break a rule: a door.'),
      ),
    );
    const alert = within(dialog).getByRole('alert');
    expect(alert).toHaveTextContent('Your locked pieces cannot be kept as they are.');
    expect(alert).toHaveTextContent('The locked pieces break a rule: a door.');
    await user.click(within(dialog).getByRole('button', { name: 'Change the brief' }));
    expect(within(dialog).getByRole('button', { name: 'Design' })).toBeVisible();
  });

  it('says plainly when nothing could be placed', async () => {
    const { user } = renderDesign();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Design' }));
    const empty = option(
      [],
      [{ what: 'Sofa', why: 'No sofa of this style fits the $100 budget.' }],
    );
    await act(async () => defined(runs[0]).resolve([empty, empty, empty]));
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Nothing could be placed in this room.',
    );
  });
});
