/** CPU-time helpers shared by the measuring scripts (scaling.ts, bench-stages.ts): CPU ms, medians, a per-step clock. */

/** CPU ms (user + system, this process, all threads) since `since`. */
export const cpuMs = (since: NodeJS.CpuUsage): number => {
  const d = process.cpuUsage(since);
  return (d.user + d.system) / 1000;
};

export const median = (xs: number[]): number => {
  const s = xs.slice().sort((a, b) => a - b);
  return s.length % 2 ? s[(s.length - 1) / 2] : (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
};

/**
 * A clock over named steps, for prepare()'s onProgress: `tick(next)` adds the CPU time since the last tick to the
 * step that was running and starts `next`; `tick()` ends the last one. Times accumulate in `t` (ms).
 */
export function stepClock(): { t: Record<string, number>; tick: (next?: string) => void } {
  const t: Record<string, number> = {};
  let current: string | undefined;
  let mark = process.cpuUsage();
  const tick = (next?: string) => {
    if (current) t[current] = (t[current] ?? 0) + cpuMs(mark);
    mark = process.cpuUsage();
    current = next;
  };
  return { t, tick };
}
