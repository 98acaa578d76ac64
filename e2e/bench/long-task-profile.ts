/**
 * `npm run bench:profile [-- /path]`: which functions run in a page's long tasks. Loads the page as a phone on a 4x
 * slower CPU (as bench:long-tasks) with V8's sampling profiler on, RUNS times (default 3), and cuts the samples into
 * tasks (runs of samples between idle ones); for the tasks over 50 ms it prints their blocking time by the task's
 * entry, then the self and the inclusive time of each function inside them. Where bench:long-tasks names the script
 * of a frame, this names the function (it found the search filters' collator made at module load). Minified names:
 * look them up in the built file at the given line:column (0-based). FOCUS=<text> also breaks down the tasks whose
 * entry contains it. PORTAL_URL as the other benches (default :8080).
 */
import { launchBenchBrowser, openPhonePage } from './browser';

const BASE = process.env.PORTAL_URL ?? 'http://localhost:8080';
const RUNS = Number(process.env.RUNS ?? 3);
const TOP = Number(process.env.TOP ?? 30);
const FOCUS = process.env.FOCUS;
const LONG_TASK_MS = 50;

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
  children?: number[];
}
interface Profile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const IDLE = new Set(['(idle)', '(root)']);

class Tally {
  private readonly totals = new Map<string, number>();
  add(key: string, ms: number) {
    this.totals.set(key, (this.totals.get(key) ?? 0) + ms);
  }
  print(title: string, rows: number) {
    console.log(`--- ${title} (ms per run)`);
    for (const [key, ms] of [...this.totals].sort((a, b) => b[1] - a[1]).slice(0, rows))
      console.log(`${(ms / RUNS).toFixed(1).padStart(8)}  ${key}`);
  }
}

function frameName(node: ProfileNode): string {
  const { functionName, url, lineNumber, columnNumber } = node.callFrame;
  const file = url
    .replace(BASE, '')
    .replace(/\/remotes\/([^/]+)\/[^/]+\//, '$1/')
    .replace(/\?.*/, '');
  return `${functionName || '(anonymous)'} ${file}:${lineNumber}:${columnNumber}`;
}

async function profilePage(pagePath: string): Promise<Profile> {
  const browser = await launchBenchBrowser();
  try {
    const { page, cdp } = await openPhonePage(browser);
    await cdp.send('Profiler.enable');
    await cdp.send('Profiler.setSamplingInterval', { interval: 250 });
    await cdp.send('Profiler.start');
    await page.goto(BASE + pagePath, { waitUntil: 'load' });
    await page.waitForTimeout(5_000);
    const { profile } = (await cdp.send('Profiler.stop')) as unknown as { profile: Profile };
    return profile;
  } finally {
    await browser.close();
  }
}

async function main() {
  const pagePath = process.argv[2] ?? '/';
  const byEntry = new Tally();
  const self = new Tally();
  const inclusive = new Tally();
  const focusSelf = new Tally();
  const focusInclusive = new Tally();
  for (let run = 0; run < RUNS; run++) {
    const profile = await profilePage(pagePath);
    const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
    const parent = new Map<number, number>();
    for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
    const stack = (id: number) => {
      const frames: ProfileNode[] = [];
      for (let at: number | undefined = id; at !== undefined; at = parent.get(at))
        frames.push(nodes.get(at)!);
      return frames;
    };
    const idle = (k: number) => IDLE.has(nodes.get(profile.samples[k])!.callFrame.functionName);
    const msOf = (k: number) => (profile.timeDeltas[k + 1] ?? 0) / 1000;
    for (let start = 0; start < profile.samples.length;) {
      if (idle(start)) {
        start++;
        continue;
      }
      let end = start;
      let duration = 0;
      for (; end < profile.samples.length && !idle(end); end++) duration += msOf(end);
      if (duration > LONG_TASK_MS) {
        const perEntry = new Map<string, number>();
        const samples = Array.from({ length: end - start }, (_, i) => start + i);
        for (const k of samples) {
          const frames = stack(profile.samples[k]);
          const entry = frameName(frames.length >= 2 ? frames[frames.length - 2] : frames[0]);
          perEntry.set(entry, (perEntry.get(entry) ?? 0) + msOf(k));
        }
        const entry = [...perEntry].sort((a, b) => b[1] - a[1])[0][0];
        byEntry.add(entry, duration - LONG_TASK_MS);
        const focused = FOCUS !== undefined && entry.includes(FOCUS);
        for (const k of samples) {
          const frames = stack(profile.samples[k]);
          self.add(frameName(frames[0]), msOf(k));
          if (focused) focusSelf.add(frameName(frames[0]), msOf(k));
          for (const name of new Set(frames.map(frameName))) {
            inclusive.add(name, msOf(k));
            if (focused) focusInclusive.add(name, msOf(k));
          }
        }
      }
      start = end;
    }
  }
  console.log(`${BASE}${pagePath}: long tasks (4x CPU, phone), ${RUNS} runs`);
  byEntry.print('blocking time by the task entry', 12);
  self.print('self time inside long tasks', TOP);
  inclusive.print('inclusive time inside long tasks', TOP);
  if (FOCUS) {
    focusSelf.print(`self time inside the tasks of ${FOCUS}`, TOP);
    focusInclusive.print(`inclusive time inside the tasks of ${FOCUS}`, TOP);
  }
}

void main();
