/**
 * A phone's processor for the tests where timing matters: the page's renderer four times slower.
 *
 * Chromium's own `Emulation.setCPUThrottlingRate` slows the page's main thread by keeping it
 * spinning for three quarters of the time, idle or not: a slowed page burns most of a core for as
 * long as it stays slowed (4.3 s of processor time in 5 s of an idle page here), which on a
 * two-core machine takes half the machine from the other test worker. Where the machine lets the
 * tests use the kernel's CPU controller (cgroup v1, as root), the renderers are instead given a
 * quarter of one core in 4 ms periods: the same slowdown of the page's code (checked by
 * `e2e/fast/phone-cpu.spec.ts`), with nothing burnt. Elsewhere the DevTools throttle is used.
 * docs/testing.md says more.
 */
import {
  accessSync,
  constants,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  rmdirSync,
  writeFileSync,
} from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';

/** A mid-range phone: the processor four times slower. */
export const PHONE_CPU_SLOWDOWN = 4;

/**
 * Tags a journey that spends much of its time on a slowed page, so it runs in the
 * `phone-speed` project, beside the others (playwright.config.ts), as e2e/fast/ does in the
 * `fast-user` project.
 */
export const PHONE_SPEED = '@phone-speed';

const CPU_CONTROLLER = '/sys/fs/cgroup/cpu';
const PERIOD_US = 4_000;

/**
 * Whether pages are slowed by the kernel's CPU controller here, without spinning. Set
 * `E2E_CPU_THROTTLE=devtools` to use Chromium's own throttle instead.
 */
export function slowsWithoutSpinning(): boolean {
  if (process.env.E2E_CPU_THROTTLE === 'devtools') return false;
  try {
    accessSync(join(CPU_CONTROLLER, 'cgroup.procs'), constants.W_OK);
    return true;
  } catch {
    return false;
  }
}

export interface SlowedCpu {
  /** Back to the machine's own speed. */
  release(): Promise<void>;
  /** How the processor is slowed: by the kernel's CPU controller, or by DevTools' throttle. */
  readonly by: 'cgroup' | 'devtools';
  /** The processes in the slowed group, while slowed by the kernel's CPU controller. */
  slowedProcesses(): number[];
}

interface ProcessEntry {
  pid: number;
  parent: number;
  command: string;
}

/** A process's parent and the processor time it has used, read from `/proc/<pid>/stat`. */
export function processStat(pid: number): { parent: number; cpuSeconds: number } {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // The command name, in parentheses, may hold spaces: the fields are counted after it.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return { parent: Number(fields[1]), cpuSeconds: ticks / 100 };
}

function processes(): ProcessEntry[] {
  const found: ProcessEntry[] = [];
  for (const name of readdirSync('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const pid = Number(name);
      found.push({
        pid,
        parent: processStat(pid).parent,
        command: readFileSync(`/proc/${name}/cmdline`, 'utf8'),
      });
    } catch {
      // The process ended while the list was read.
    }
  }
  return found;
}

/**
 * This test worker's Chromium renderers, and the zygote that starts new ones (a renderer started
 * later, for a reload or a new tab, joins its zygote's group).
 */
function workerRenderers(): number[] {
  const all = processes();
  const mine = new Set([process.pid]);
  for (let grew = true; grew;) {
    grew = false;
    for (const entry of all) {
      if (mine.has(entry.pid) || !mine.has(entry.parent)) continue;
      mine.add(entry.pid);
      grew = true;
    }
  }
  // The zygote without the sandbox's layer starts the GPU process, not pages: it is left alone.
  return all
    .filter(
      (entry) =>
        mine.has(entry.pid) &&
        /--type=(renderer|zygote)\b/.test(entry.command) &&
        !entry.command.includes('--no-zygote-sandbox'),
    )
    .map((entry) => entry.pid);
}

function moveTo(group: string, pids: number[]): void {
  for (const pid of pids) {
    try {
      writeFileSync(join(group, 'cgroup.procs'), String(pid));
    } catch {
      // The process ended meanwhile.
    }
  }
}

/** A group of this worker's own with a quota of `1 / rate` of one core, or null where none can be made. */
function slowGroup(rate: number): string | null {
  const group = join(CPU_CONTROLLER, `aurevia-e2e-${process.pid}`);
  try {
    if (!existsSync(group)) mkdirSync(group);
    writeFileSync(join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
    writeFileSync(join(group, 'cpu.cfs_quota_us'), String(Math.round(PERIOD_US / rate)));
    return group;
  } catch {
    return null;
  }
}

/**
 * Slows the page's processor `rate` times until `release()` or the page's context closes. The
 * whole renderer is slowed (its main thread, and its other threads within the same quarter core),
 * and so is every page the test opens meanwhile.
 */
export async function slowCpu(page: Page, rate = PHONE_CPU_SLOWDOWN): Promise<SlowedCpu> {
  const group = slowsWithoutSpinning() ? slowGroup(rate) : null;
  if (group !== null) {
    moveTo(group, workerRenderers());
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      moveTo(CPU_CONTROLLER, workerRenderers());
      try {
        rmdirSync(group);
      } catch {
        // A process still in it, on its way out: the next test of this worker reuses the group.
      }
    };
    // The zygote outlives the test: the next test's pages must start at full speed.
    page.context().once('close', release);
    return {
      by: 'cgroup',
      release: async () => release(),
      slowedProcesses: () =>
        released
          ? []
          : readFileSync(join(group, 'cgroup.procs'), 'utf8')
              .split('\n')
              .filter(Boolean)
              .map(Number),
    };
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate });
  return {
    by: 'devtools',
    slowedProcesses: () => [],
    release: async () => {
      await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
    },
  };
}
