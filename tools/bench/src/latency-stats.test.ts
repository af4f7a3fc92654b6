import { describe, expect, it } from 'vitest';
import { latencyStats, percentile, timeTasks, timeWarmTasks, warmUpCount } from './latency-stats';

describe('latency figures', () => {
  it.each([
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.5, 5],
    [[1, 2, 3, 4, 5, 6, 7, 8, 9, 10], 0.95, 10],
    [Array.from({ length: 200 }, (_, index) => index + 1), 0.95, 190],
    [[42], 0.5, 42],
    [[], 0.5, 0],
  ])('nearest-rank percentile of %j at %f is %f', (values, fraction, expected) => {
    expect(percentile(values, fraction)).toBe(expected);
  });

  it('summarises durations with throughput from the wall clock', () => {
    expect(latencyStats([30, 10, 20], 1_000)).toEqual({ calls: 3, p50: 20, p95: 30, max: 30, mean: 20, throughput: 3 });
  });

  it('keeps at most `concurrency` tasks in flight and times every task', async () => {
    let inFlight = 0;
    let peak = 0;
    const tasks = Array.from({ length: 12 }, () => async () => {
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight -= 1;
    });
    const { durations } = await timeTasks(tasks, 4);
    expect(peak).toBe(4);
    expect(durations.filter((value) => value >= 4)).toHaveLength(12);
  });

  it('warms up untimed at the same concurrency first: the first tasks run twice, every task is timed once', async () => {
    const runs = new Array<number>(100).fill(0);
    let inFlight = 0;
    let peak = 0;
    const tasks = runs.map((_, index) => async () => {
      runs[index] = (runs[index] ?? 0) + 1;
      inFlight += 1;
      peak = Math.max(peak, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight -= 1;
    });
    const { durations } = await timeWarmTasks(tasks, 8);
    expect(warmUpCount(8)).toBe(32);
    expect(runs.filter((count) => count === 2)).toHaveLength(32);
    expect(runs.slice(32).every((count) => count === 1)).toBe(true);
    expect(durations).toHaveLength(100);
    expect(peak).toBe(8);
  });
});
