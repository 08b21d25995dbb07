/**
 * A clock whose time moves only when told to: `sleep` advances it at once instead of waiting.
 * The price job's volume test and bench run a simulated day of refresh runs through it in seconds
 * (the job's budget and pacing, the fake retailer's rate limit and latency all read it).
 * One clock serves one sequence of waits: two concurrent sleepers would add up, not overlap.
 */
export interface SimulatedClock {
  now(): number;
  date(): Date;
  sleep(ms: number): Promise<void>;
  advance(ms: number): void;
  /** Moves to `ms` if that is later than now (the next scheduled run). */
  advanceTo(ms: number): void;
}

export function simulatedClock(startMs: number): SimulatedClock {
  let t = startMs;
  return {
    now: () => t,
    date: () => new Date(t),
    sleep: (ms) => {
      t += Math.max(0, ms);
      return Promise.resolve();
    },
    advance: (ms) => void (t += Math.max(0, ms)),
    advanceTo: (ms) => void (t = Math.max(t, ms)),
  };
}
