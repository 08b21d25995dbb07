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

  it('gives each address block a few places of the line and lets the priority line go first (issue 24)', async () => {
    const queue = createHashQueue({ concurrency: 1, maxWaiting: 8, maxWaitingPerKey: 2, maxPriorityWaiting: 1 });
    const order: string[] = [];
    const task = (name: string) => async () => {
      await tick();
      order.push(name);
    };
    const flood = ['a1', 'a2', 'a3', 'a4'].map((n) => queue.run(task(n), { key: '203.0.113.0/24' }));
    const other = queue.run(task('b1'), { key: '198.51.100.0/24' });
    const admin = queue.run(task('admin'), { key: '192.0.2.0/24', priority: true });
    const results = await Promise.allSettled([...flood, other, admin]);
    // a1 runs at once; a2 and a3 wait; a4 would be the block's third waiting place: refused.
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled', 'rejected', 'fulfilled', 'fulfilled']);
    expect((results[3] as PromiseRejectedResult).reason).toBeInstanceOf(PasswordChecksBusy);
    expect(order).toEqual(['a1', 'admin', 'a2', 'a3', 'b1']);
    // The block's places are free again once its hashes ran.
    await expect(queue.run(async () => 'again', { key: '203.0.113.0/24' })).resolves.toBe('again');
  });
});
