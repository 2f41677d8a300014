/**
 * `npm run bench:capture`: how fast a room scan becomes a room plan, on fixed inputs made here
 * (the same every run): a 2 MB RoomPlan `CapturedRoom` JSON and a 1 MB RoomPlan-style USDZ.
 * Each is imported a number of times after a warm-up; the median and the slowest are printed
 * and written to bench/capture.md. Times are the process's processor time (user and system),
 * which other work on a shared machine disturbs far less than wall-clock time; the wall-clock
 * median is given beside it. Targets: JSON under 300 ms, USDZ under 1 s. No test is timed.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus } from 'node:os';
import { format, resolveConfig } from 'prettier';
import { importScan } from '../src/lib/room/capture/importScan.ts';
import type { Point, RoomPlan } from '../src/lib/room/plan.ts';
import { capturedRoom, TURNED_POSE } from '../tests/room/capture/scanFixtures.ts';
import { roomUsda, usdaLayer, usdzOf } from '../tests/room/capture/usdzFixtures.ts';

const OUT = 'bench/capture.md';
const RUNS = 15;
const WARM_UP = 2;

/** A room of 24 walls round a centre (a simple polygon), with doors and windows on long walls. */
function manyWalledRoom(): RoomPlan {
  let seed = 7;
  const random = () => {
    seed = (seed * 16807) % 2147483647;
    return seed / 2147483647;
  };
  const corners = 24;
  const outline: Point[] = Array.from({ length: corners }, (_, i) => {
    const angle = (2 * Math.PI * i) / corners;
    const radius = 380 + random() * 170;
    return [600 + radius * Math.cos(angle), 600 + radius * Math.sin(angle)];
  });
  const lengths = outline.map((p, i) => {
    const q = outline[(i + 1) % corners] as Point;
    return Math.hypot(q[0] - p[0], q[1] - p[1]);
  });
  const long = lengths.map((length, i) => ({ length, i })).filter(({ length }) => length > 110);
  return {
    unit: 'cm',
    outline,
    height: 260,
    doors: long.slice(0, 2).map(({ i }) => ({
      wall: i,
      offset: 10,
      width: 80,
      swing: 'in' as const,
      hinge: 'start' as const,
    })),
    windows: long.slice(2, 8).map(({ i }) => ({ wall: i, offset: 15, width: 90, sill: 90 })),
  };
}

function jsonOfSize(bytes: number): Uint8Array {
  const plan = manyWalledRoom();
  let objects = 100;
  for (;;) {
    const text = JSON.stringify(capturedRoom(plan, { pose: TURNED_POSE, objects }), null, 2);
    if (text.length >= bytes) return new TextEncoder().encode(text);
    objects = Math.ceil((objects * bytes) / text.length) + 1;
  }
}

function usdzOfSize(bytes: number): Uint8Array {
  const plan = manyWalledRoom();
  let objects = 100;
  for (;;) {
    const zip = usdzOf(usdaLayer(roomUsda(plan, { pose: TURNED_POSE, objects })));
    if (zip.length >= bytes) return zip;
    objects = Math.ceil((objects * bytes) / zip.length) + 1;
  }
}

interface Figures {
  bytes: number;
  walls: number;
  cpuMedian: number;
  cpuWorst: number;
  wallMedian: number;
}

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)] as number;
};

async function measure(bytes: Uint8Array): Promise<Figures> {
  const cpu: number[] = [];
  const wall: number[] = [];
  let walls = 0;
  for (let run = 0; run < WARM_UP + RUNS; run += 1) {
    const startCpu = process.cpuUsage();
    const start = performance.now();
    const result = await importScan(bytes);
    const elapsed = performance.now() - start;
    const used = process.cpuUsage(startCpu);
    if (!result.ok) throw new Error(result.message);
    walls = result.rooms[0]?.plan.outline.length ?? 0;
    if (run >= WARM_UP) {
      cpu.push((used.user + used.system) / 1000);
      wall.push(elapsed);
    }
  }
  return {
    bytes: bytes.length,
    walls,
    cpuMedian: median(cpu),
    cpuWorst: Math.max(...cpu),
    wallMedian: median(wall),
  };
}

const ms = (value: number) => `${value.toFixed(0)} ms`;
const mb = (value: number) => `${(value / 1024 / 1024).toFixed(2)} MB`;

const json = await measure(jsonOfSize(2 * 1024 * 1024));
const usdz = await measure(usdzOfSize(1024 * 1024));
const rows = [
  ['RoomPlan JSON', json, 300],
  ['RoomPlan USDZ (USDA layer)', usdz, 1000],
] as const;

const report = `# Room capture benchmark

How fast a room scan becomes a room plan, and (below) how close measured rooms come to what
was measured. Produced by \`npm run bench:capture\` (Node ${process.version}, ${cpus()[0]?.model.trim() ?? 'unknown processor'}).

## Importing a LiDAR scan

Fixed inputs made by the script: a room of 24 walls turned and moved in RoomPlan's world, 2 doors,
6 windows and enough furniture objects to make the file its size (the furniture is read and left
out). Each file is imported ${RUNS} times after ${WARM_UP} warm-up runs; the whole import is timed:
format check, parsing, walls joined into the outline, openings placed, \`validateRoomPlan\`.
Times are processor time (user and system) of the process; wall-clock is beside them.

| Input | Size | Walls | Median | Slowest | Wall-clock median | Target | Met |
| ----- | ---: | ----: | -----: | ------: | ----------------: | -----: | :-: |
${rows
  .map(
    ([name, figures, target]) =>
      `| ${name} | ${mb(figures.bytes)} | ${figures.walls} | ${ms(figures.cpuMedian)} | ${ms(figures.cpuWorst)} | ${ms(figures.wallMedian)} | < ${ms(target)} | ${figures.cpuMedian < target ? 'yes' : 'no'} |`,
  )
  .join('\n')}

In the USDZ, furniture prims are counted from the parsed layer and never composed into
three.js objects: composing all of them made this file take 3.2 s of processor time (70 ms
without). The USDZ's layer is USDA text: RoomPlan writes a binary USDC crate, which three.js's
crate parser reads into the same form, and no tool here writes one (see
[docs/room-and-layout.md](../docs/room-and-layout.md#import-a-lidar-scan)).

`;

// The AR measuring section is written by scripts/bench-ar.ts: keep it as it stands.
const AR_HEADING = '## AR measuring on captured rooms';
const before = existsSync(OUT) ? readFileSync(OUT, 'utf8') : '';
const arSection = before.includes(AR_HEADING) ? before.slice(before.indexOf(AR_HEADING)) : '';
const config = (await resolveConfig(OUT)) ?? {};
writeFileSync(
  OUT,
  await format(arSection ? `${report.trimEnd()}\n\n${arSection}` : report, {
    ...config,
    filepath: OUT,
  }),
);
for (const [name, figures, target] of rows) {
  console.log(
    `${name}: ${mb(figures.bytes)}, ${figures.walls} walls, median ${ms(figures.cpuMedian)} (slowest ${ms(figures.cpuWorst)}, wall-clock ${ms(figures.wallMedian)}), target < ${ms(target)}`,
  );
}
console.log(`Written to ${OUT}`);
