/** Latency figures of a run: nearest-rank percentiles over milliseconds, and calls per second. */
export interface LatencyStats {
  calls: number;
  p50: number;
  p95: number;
  max: number;
  mean: number;
  throughput: number;
}

export function percentile(sortedMs: readonly number[], fraction: number): number {
  if (sortedMs.length === 0) return 0;
  const rank = Math.min(sortedMs.length, Math.max(1, Math.ceil(fraction * sortedMs.length)));
  return sortedMs[rank - 1] ?? 0;
}

export function latencyStats(durationsMs: readonly number[], wallClockMs: number): LatencyStats {
  const sorted = [...durationsMs].sort((a, b) => a - b);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    calls: sorted.length,
    p50: round(percentile(sorted, 0.5)),
    p95: round(percentile(sorted, 0.95)),
    max: round(sorted.at(-1) ?? 0),
    mean: round(sorted.reduce((sum, value) => sum + value, 0) / Math.max(1, sorted.length)),
    throughput: round(wallClockMs > 0 ? (sorted.length * 1000) / wallClockMs : 0),
  };
}

/** Runs `tasks` with at most `concurrency` in flight; returns each task's duration and the wall-clock time. */
export async function timeTasks(tasks: readonly (() => Promise<unknown>)[], concurrency: number): Promise<{ durations: number[]; wallClockMs: number }> {
  const durations: number[] = new Array<number>(tasks.length);
  let next = 0;
  const started = performance.now();
  const worker = async () => {
    while (next < tasks.length) {
      const index = next;
      next += 1;
      const task = tasks[index];
      if (!task) continue;
      const begin = performance.now();
      await task();
      durations[index] = performance.now() - begin;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, concurrency) }, worker));
  return { durations, wallClockMs: performance.now() - started };
}

/**
 * `timeTasks` after an untimed warm-up of the first tasks at the same concurrency: a running server has every
 * pooled connection open with its statements prepared, while a connection's first query pays PostgreSQL's catalogue
 * loading (50–100 ms here) — left in, the pool's cold connections alone made the p95 of a 200-call run.
 */
export async function timeWarmTasks(tasks: readonly (() => Promise<unknown>)[], concurrency: number): Promise<{ durations: number[]; wallClockMs: number }> {
  await timeTasks(tasks.slice(0, warmUpCount(concurrency)), concurrency);
  return timeTasks(tasks, concurrency);
}

/** How many tasks warm up a run at this concurrency: several rounds of every in-flight slot. */
export function warmUpCount(concurrency: number): number {
  return Math.max(20, 4 * Math.max(1, concurrency));
}
