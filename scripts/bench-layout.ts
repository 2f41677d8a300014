/**
 * `npm run bench:layout [-- --rooms 500 --out bench/layout.md]`: lays out seeded sample rooms,
 * judges every layout with the separate checker, and reports hard-rule failures, design-rule
 * satisfaction, pieces per room, timings (one core), the design cost against a greedy
 * baseline, and how different the alternatives of three consecutive seeds are. The report is
 * printed and written to bench/layout.md.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { dirname } from 'node:path';
import { format, resolveConfig } from 'prettier';
import { CATALOGUE, findFurniture } from '../src/content/catalogue.ts';
import { type FurnitureKind } from '../src/lib/catalogue/furniture.ts';
import { baselineLayout } from '../src/lib/layout/baseline.ts';
import { checkLayout, HARD_RULES, type HardRule } from '../src/lib/layout/checker.ts';
import { toScored } from '../src/lib/layout/cost.ts';
import {
  constructLayout,
  DEFAULT_ITERATIONS,
  finishLayout,
  layoutRoom,
  refineLayout,
} from '../src/lib/layout/engine.ts';
import {
  createDesignScorer,
  DESIGN_RULES,
  type DesignRule,
  type ScoredPiece,
} from '../src/lib/layout/rules.ts';
import { sampleRoom } from '../src/lib/layout/sampleRooms.ts';
import type { LayoutBrief, LayoutItem, LayoutResult } from '../src/lib/layout/types.ts';
import { area } from '../src/lib/room/geometry.ts';

/**
 * Processor time of this process in ms: on a machine shared with other work, wall-clock time
 * measures the neighbours as much as the engine.
 */
function cpuMs(): number {
  const { user, system } = process.cpuUsage();
  return (user + system) / 1000;
}

function option(name: string, fallback: string): string {
  const index = process.argv.indexOf(`--${name}`);
  return index >= 0 ? (process.argv[index + 1] ?? fallback) : fallback;
}

const ROOMS = Number(option('rooms', '500'));
const OUT = option('out', 'bench/layout.md');

/** What each room type must get once it has 8 m² or more. */
const ESSENTIALS: Record<LayoutBrief['roomType'], readonly (readonly [FurnitureKind, number])[]> = {
  'living-room': [['sofa', 1]],
  bedroom: [['bed', 1]],
  'dining-room': [
    ['dining-table', 1],
    ['dining-chair', 2],
  ],
  'home-office': [
    ['desk', 1],
    ['desk-chair', 1],
  ],
};

function scored(items: readonly LayoutItem[]): ScoredPiece[] {
  return items.flatMap((item) => {
    const product = findFurniture(item.productId);
    return product ? [{ ...item, kind: product.kind }] : [];
  });
}

/** The pieces a room is arranged around. */
const ANCHOR_KINDS: ReadonlySet<FurnitureKind> = new Set(['sofa', 'bed', 'dining-table', 'desk']);
/** Target share of rooms whose three alternatives (seeds s, s+1, s+2) all differ. */
const VARIETY_TARGET = 0.9;

const anchorOf = (result: LayoutResult): LayoutItem | undefined =>
  result.items.find((item) => {
    const kind = findFurniture(item.productId)?.kind;
    return kind !== undefined && ANCHOR_KINDS.has(kind);
  });

/** Products in one layout and not the other, counted with repeats, the larger side. */
function productsApart(a: LayoutResult, b: LayoutResult): number {
  const rest = b.items.map((item) => item.productId);
  let onlyA = 0;
  for (const item of a.items) {
    const at = rest.indexOf(item.productId);
    if (at >= 0) rest.splice(at, 1);
    else onlyA += 1;
  }
  return Math.max(onlyA, rest.length);
}

/** Different products, or the anchor moved more than 30 cm or turned. */
function layoutsDiffer(a: LayoutResult, b: LayoutResult): boolean {
  if (productsApart(a, b) > 0) return true;
  const x = anchorOf(a);
  const y = anchorOf(b);
  if (!x || !y) return false;
  const turn = Math.abs(((((x.rotation - y.rotation) % 360) + 540) % 360) - 180);
  return turn > 1 || Math.hypot(x.x - y.x, x.y - y.y) > 30;
}

const quantile = (values: readonly number[], q: number): number => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
const ms = (value: number): string => `${value.toFixed(1)} ms`;
const pct = (part: number, whole: number): string =>
  whole === 0 ? 'n/a' : `${((100 * part) / whole).toFixed(1)} %`;

interface Tally {
  rooms: number;
  items: number;
  perRoom: number[];
  firstMs: number[];
  refinedMs: number[];
  /** Rooms with at least one violation of the rule, and the items concerned. */
  roomsBreaking: Record<HardRule, number>;
  itemsBreaking: Record<HardRule, Set<string>>;
  firstLayoutsBreaking: number;
  baselineBreaking: number;
  bigRooms: number;
  bigRoomsWithEssentials: number;
  rule: Record<DesignRule, { applicable: number; satisfied: number }>;
  engineCost: number;
  baselineCost: number;
  baselineMissing: number;
  dropped: Map<string, number>;
  /** Rooms whose three alternatives are pairwise different. */
  varied: number;
  /** Products apart, summed over every pair of alternatives. */
  productsApart: number;
  pairs: number;
  alternativesBreaking: number;
}

const tally: Tally = {
  rooms: 0,
  items: 0,
  perRoom: [],
  firstMs: [],
  refinedMs: [],
  roomsBreaking: Object.fromEntries(HARD_RULES.map((rule) => [rule, 0])) as Record<
    HardRule,
    number
  >,
  itemsBreaking: Object.fromEntries(HARD_RULES.map((rule) => [rule, new Set<string>()])) as Record<
    HardRule,
    Set<string>
  >,
  firstLayoutsBreaking: 0,
  baselineBreaking: 0,
  bigRooms: 0,
  bigRoomsWithEssentials: 0,
  rule: Object.fromEntries(
    DESIGN_RULES.map((rule) => [rule, { applicable: 0, satisfied: 0 }]),
  ) as Record<DesignRule, { applicable: number; satisfied: number }>,
  engineCost: 0,
  baselineCost: 0,
  baselineMissing: 0,
  dropped: new Map(),
  varied: 0,
  productsApart: 0,
  pairs: 0,
  alternativesBreaking: 0,
};
const failures: string[] = [];

for (let index = 0; index < ROOMS; index += 1) {
  const { plan, brief, shape } = sampleRoom(index);
  const started = cpuMs();
  const draft = constructLayout(plan, brief, CATALOGUE);
  const constructed = cpuMs();
  const first = finishLayout(draft);
  const refinedStart = cpuMs();
  refineLayout(draft);
  const refinedEnd = cpuMs();
  const result = finishLayout(draft);
  tally.firstMs.push(constructed - started);
  tally.refinedMs.push(constructed - started + (refinedEnd - refinedStart));

  const firstReport = checkLayout(plan, {
    items: first.items,
    budget: brief.budget,
    total: first.total,
  });
  if (!firstReport.ok) tally.firstLayoutsBreaking += 1;
  const report = checkLayout(plan, {
    items: result.items,
    budget: brief.budget,
    total: result.total,
  });
  for (const rule of HARD_RULES) {
    const broken = report.violations.filter((violation) => violation.rule === rule);
    if (broken.length > 0) tally.roomsBreaking[rule] += 1;
    for (const violation of broken) {
      for (const item of violation.items) tally.itemsBreaking[rule].add(`${index}:${item}`);
    }
  }
  for (const violation of report.violations) {
    failures.push(
      `room ${index} (${shape}, ${brief.roomType}): ${violation.rule}: ${violation.message}`,
    );
  }

  tally.rooms += 1;
  tally.items += result.items.length;
  tally.perRoom.push(result.items.length);
  for (const entry of result.dropped)
    tally.dropped.set(entry.what, (tally.dropped.get(entry.what) ?? 0) + 1);

  if (area(plan.outline) >= 80_000) {
    tally.bigRooms += 1;
    const kinds = result.items.map((item) => findFurniture(item.productId)?.kind);
    const complete = ESSENTIALS[brief.roomType].every(
      ([kind, count]) => kinds.filter((k) => k === kind).length >= count,
    );
    if (complete) tally.bigRoomsWithEssentials += 1;
    else failures.push(`room ${index} (${shape}, ${brief.roomType}): essentials missing`);
  }

  const scorer = createDesignScorer(plan);
  const score = scorer(scored(result.items));
  for (const rule of DESIGN_RULES) {
    const outcome = score.rules[rule];
    if (!outcome.applicable) continue;
    tally.rule[rule].applicable += 1;
    if (outcome.satisfied) tally.rule[rule].satisfied += 1;
  }
  tally.engineCost += score.cost;

  const baseline = baselineLayout(plan, result.items, CATALOGUE);
  // A piece the baseline cannot place counts as one fully broken rule.
  tally.baselineCost += scorer(baseline.items.map(toScored)).cost + baseline.missing;
  tally.baselineMissing += baseline.missing;
  const baselineItems = baseline.items.map((piece) => ({
    ...piece.product,
    x: piece.pose.x,
    y: piece.pose.y,
    rotation: piece.pose.rotation,
  }));
  if (!checkLayout(plan, { items: baselineItems, budget: Infinity }).ok)
    tally.baselineBreaking += 1;

  // The app's three alternatives: this seed and the next two.
  const alternatives = [result];
  for (const step of [1, 2]) {
    const other = { ...brief, seed: brief.seed + step };
    const alternative = layoutRoom(plan, other, CATALOGUE);
    alternatives.push(alternative);
    const check = checkLayout(plan, {
      items: alternative.items,
      budget: other.budget,
      total: alternative.total,
    });
    if (!check.ok) {
      tally.alternativesBreaking += 1;
      for (const violation of check.violations)
        failures.push(`room ${index} seed ${other.seed}: ${violation.rule}: ${violation.message}`);
    }
  }
  let allDiffer = true;
  for (const [i, j] of [
    [0, 1],
    [0, 2],
    [1, 2],
  ] as const) {
    const a = alternatives[i] as LayoutResult;
    const b = alternatives[j] as LayoutResult;
    tally.productsApart += productsApart(a, b);
    tally.pairs += 1;
    if (!layoutsDiffer(a, b)) allDiffer = false;
  }
  if (allDiffer) tally.varied += 1;

  if ((index + 1) % 50 === 0) process.stderr.write(`${index + 1} rooms\n`);
}

const hardRows = HARD_RULES.map(
  (rule) =>
    `| ${rule} | ${tally.roomsBreaking[rule]} | ${pct(tally.roomsBreaking[rule], tally.rooms)} | ${tally.itemsBreaking[rule].size} |`,
);
const overlapItems = tally.itemsBreaking.overlap.size;
const totalApplicable = DESIGN_RULES.reduce((sum, rule) => sum + tally.rule[rule].applicable, 0);
const totalSatisfied = DESIGN_RULES.reduce((sum, rule) => sum + tally.rule[rule].satisfied, 0);
const ruleRows = DESIGN_RULES.map(
  (rule) =>
    `| ${rule} | ${tally.rule[rule].satisfied} / ${tally.rule[rule].applicable} | ${pct(tally.rule[rule].satisfied, tally.rule[rule].applicable)} |`,
);
const reduction = tally.baselineCost === 0 ? 0 : 1 - tally.engineCost / tally.baselineCost;
const anyBroken = HARD_RULES.some((rule) => tally.roomsBreaking[rule] > 0);
const variedShare = tally.varied / Math.max(1, tally.rooms);
const droppedRows = [...tally.dropped.entries()]
  .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
  .map(([what, count]) => `| ${what} | ${count} |`);

const lines = [
  '# Layout engine benchmark',
  '',
  `${tally.rooms} seeded sample rooms (\`src/lib/layout/sampleRooms.ts\`): rectangles 2.4 to 7 m a side, L-shapes and rooms with a chamfered corner, 1 to 3 doors swinging in or out, 0 to 3 windows, the four room types, six styles, budgets from $700 to $15,000. Every layout is judged by the separate checker (\`src/lib/layout/checker.ts\`), never by the engine. Produced by \`npm run bench:layout\` on one core (${cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.version}, ${DEFAULT_ITERATIONS} refinement moves). Times are the process's processor time (user and system), which a machine shared with other work disturbs far less than wall-clock time.`,
  '',
  '## Hard rules',
  '',
  '| Rule | Rooms breaking it | Share of rooms | Items concerned |',
  '| --- | ---: | ---: | ---: |',
  ...hardRows,
  '',
  `- Objects colliding: ${overlapItems} of ${tally.items} (${pct(overlapItems, tally.items)}); rooms with any collision: ${tally.roomsBreaking.overlap} (${pct(tally.roomsBreaking.overlap, tally.rooms)}).`,
  `- Out of bounds: ${tally.itemsBreaking.inside.size} items; blocked doors (door zone or walkway): ${tally.roomsBreaking.doorZone + tally.roomsBreaking.walkway} rooms; unreachable items: ${tally.itemsBreaking.reach.size}; budget exceeded: ${tally.roomsBreaking.budget} rooms.`,
  `- First (unrefined) layouts breaking a rule: ${tally.firstLayoutsBreaking}. Baseline layouts breaking a rule: ${tally.baselineBreaking}.`,
  `- Rooms of 8 m² or more with their essentials (sofa; bed; table and two chairs; desk and chair): ${tally.bigRoomsWithEssentials} of ${tally.bigRooms}.`,
  '',
  '## Design rules',
  '',
  '| Rule | Satisfied / applicable | Share |',
  '| --- | ---: | ---: |',
  ...ruleRows,
  `| all rules | ${totalSatisfied} / ${totalApplicable} | ${pct(totalSatisfied, totalApplicable)} |`,
  '',
  `Design cost (sum of the rules' costs; a piece the baseline cannot place counts 1): engine ${tally.engineCost.toFixed(1)}, greedy baseline ${tally.baselineCost.toFixed(1)} (${tally.baselineMissing} pieces it could not place): ${(100 * reduction).toFixed(1)} % lower.`,
  '',
  '## Variety',
  '',
  `Each room laid out again with the next two seeds, as the app's three alternatives (seeds s, s+1, s+2). Two layouts differ when their products differ or the anchor piece (sofa, bed, dining table or desk) moved more than 30 cm or turned.`,
  '',
  `- Rooms whose three alternatives are pairwise different: ${tally.varied} of ${tally.rooms} (${pct(tally.varied, tally.rooms)}); target at least ${(100 * VARIETY_TARGET).toFixed(0)} %.`,
  `- Products differing between two alternatives: mean ${(tally.productsApart / Math.max(1, tally.pairs)).toFixed(2)} (counted with repeats, on the side with more).`,
  `- Alternatives (seeds s+1, s+2) breaking a hard rule: ${tally.alternativesBreaking}.`,
  '',
  '## Pieces and time',
  '',
  `- Pieces per room: mean ${(tally.items / Math.max(1, tally.rooms)).toFixed(1)}, median ${quantile(tally.perRoom, 0.5)}, min ${Math.min(...tally.perRoom)}, max ${Math.max(...tally.perRoom)}.`,
  `- First valid layout: median ${ms(quantile(tally.firstMs, 0.5))}, 95th percentile ${ms(quantile(tally.firstMs, 0.95))}.`,
  `- Refined layout (first layout included): median ${ms(quantile(tally.refinedMs, 0.5))}, 95th percentile ${ms(quantile(tally.refinedMs, 0.95))}.`,
  '',
  '## Targets',
  '',
  `- [${anyBroken || tally.alternativesBreaking > 0 ? ' ' : 'x'}] 0 collisions, 0 out of bounds, 0 blocked doors, 0 unreachable, budget never exceeded`,
  `- [${tally.bigRoomsWithEssentials === tally.bigRooms ? 'x' : ' '}] every room of 8 m² or more gets its essentials`,
  `- [${totalSatisfied >= 0.95 * totalApplicable ? 'x' : ' '}] design rules at least 95 % satisfied (all rules together)`,
  `- [${reduction >= 0.3 ? 'x' : ' '}] design cost at least 30 % below the greedy baseline`,
  `- [${quantile(tally.firstMs, 0.95) < 100 ? 'x' : ' '}] first valid layout under 100 ms at the 95th percentile`,
  `- [${quantile(tally.refinedMs, 0.95) < 1000 ? 'x' : ' '}] refined layout under 1 s at the 95th percentile`,
  `- [${variedShare >= VARIETY_TARGET ? 'x' : ' '}] at least ${(100 * VARIETY_TARGET).toFixed(0)} % of rooms with three pairwise-different alternatives`,
  '',
  '## What is measured',
  '',
  "- Hard rules, as the checker measures them: standing pieces (and rugs among rugs, wall pieces among wall pieces) overlap by no more than 0.5 cm; every footprint lies inside the outline (0.5 cm tolerance); no piece enters the 90 cm deep zone inside a door or the swing of a door that opens inwards; wall pieces hang flat on a wall, not across a door or a window; every pair of doors is joined by a walkway 90 cm wide (or as wide as the empty room allows); from a door, a path 60 cm wide overlaps each standing piece's use zone by 10 cm (or passes within 50 cm of a piece used from anywhere around it) and every use zone lies inside the room; the total is the sum of the prices and within the budget. Widths are measured on a 2.5 cm grid with 2 cm tolerance.",
  `- Design rules (\`src/lib/layout/rules.ts\`): coffee table 35 to 46 cm from the sofa; 60 cm free beside each open side of a bed; 90 cm free behind each dining chair; sofas within 30° and armchairs within 60° of facing the media unit (or, without one, a window); backs of sofas, beds, wardrobes, shelving, media units, dressers, sideboards and desks within 3 cm of a wall; pieces 120 cm or taller (lamps, plants and coat stands aside) at least 60 cm from any window; the centre of visual weight (footprint times height) within a fifth of the room's size (the square root of its area) of the room's centre. A rule with nothing to apply to in a room is not counted there.`,
  '',
  '## Pieces dropped',
  '',
  "How often each need was left out, and why is in each layout's `dropped` list (over budget, the room under the need's size, or no spot that keeps the doors, walkways and use zones clear).",
  '',
  '| Need | Rooms |',
  '| --- | ---: |',
  ...droppedRows,
  '',
  ...(failures.length > 0
    ? ['## Failures', '', ...failures.map((failure) => `- ${failure}`), '']
    : []),
];

// Formatted as the repository's own Markdown, so the committed report passes the format check.
const text = await format(lines.join('\n'), {
  ...(await resolveConfig(OUT === '-' ? 'bench/layout.md' : OUT)),
  parser: 'markdown',
});
process.stdout.write(text);
if (OUT !== '-') {
  mkdirSync(dirname(OUT), { recursive: true });
  writeFileSync(OUT, text);
}
