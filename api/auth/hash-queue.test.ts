import { describe, expect, it } from 'vitest';
import { createHashQueue, PasswordChecksBusy } from './hash-queue';

const tick = () => new Promise((r) => setTimeout(r, 5));

describe('password hash queue', () => {
  it('runs one hash at a time, in arrival order, and refuses what does not fit in the queue', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 2 });
    let inFlight = 0;
    let most = 0;
    const order: number[] = [];
    const task = (n: number) => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await tick();
      inFlight--;
      order.push(n);
      return n;
    };
    const results = await Promise.allSettled([1, 2, 3, 4].map((n) => queue.run(task(n))));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : 'refused'))).toEqual([1, 2, 3, 'refused']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(PasswordChecksBusy);
    expect((results[3] as PromiseRejectedResult).reason).toMatchObject({ status: 503, retryAfter: 1 });
    expect(most).toBe(1);
    expect(order).toEqual([1, 2, 3]);
  });

  it('frees the slot when a hash fails', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 0 });
    await expect(queue.run(async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    await expect(queue.run(async () => 'next')).resolves.toBe('next');
  });
});
