import fs from 'node:fs';
import path from 'node:path';

// A V8 CPU profile (node --cpu-prof) read back: how much of a process's busy time its samples spent in chosen code,
// counted inclusively (a sample counts when any frame of its stack is chosen). Sampling sees what a throughput figure
// on a shared machine cannot: a cost of a few per cent stays the same from run to run.

export interface Frame {
  functionName: string;
  url: string;
}
interface ProfileNode {
  id: number;
  callFrame: Frame;
  children?: number[];
}
interface Profile {
  startTime: number;
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

/** The main thread's profile of a process in a folder `node --cpu-prof --cpu-prof-dir` wrote to. */
export function mainThreadProfile(dir: string, pid: number): string {
  const name = fs.readdirSync(dir).find((file) => file.includes(`.${pid}.0.`) && file.endsWith('.cpuprofile'));
  if (!name) throw new Error(`no CPU profile of process ${pid} in ${dir}`);
  return path.join(dir, name);
}

/** Now on the clock V8's profiler stamps samples with (the system's monotonic clock, in microseconds). */
export const profilerClock = () => Number(process.hrtime.bigint() / 1000n);

/**
 * Busy milliseconds (idle ticks apart) and the share of them in chosen frames, over the samples taken between two
 * times of profilerClock (the measured load, without the start and the warm-up).
 */
export function shareOfBusyTime(
  file: string,
  chosen: (frame: Frame) => boolean,
  window: { from: number; to: number },
): { busyMs: number; share: number } {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as Profile;
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const inChosen = new Map<number, boolean>();
  const isChosen = (id: number): boolean => {
    let known = inChosen.get(id);
    if (known === undefined) {
      const parent = parentOf.get(id);
      known = chosen(byId.get(id)!.callFrame) || (parent !== undefined && isChosen(parent));
      inChosen.set(id, known);
    }
    return known;
  };
  let busy = 0;
  let inside = 0;
  let at = profile.startTime;
  profile.samples.forEach((id, index) => {
    const delta = profile.timeDeltas[index] ?? 0;
    at += delta;
    if (at < window.from || at > window.to) return;
    if (byId.get(id)!.callFrame.functionName === '(idle)') return;
    busy += delta;
    if (isChosen(id)) inside += delta;
  });
  return { busyMs: busy / 1000, share: busy === 0 ? 0 : inside / busy };
}
