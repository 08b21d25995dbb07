import { describe, expect, it } from 'vitest';
import { loadFigure, meanFigure, withServerCpu } from './api';

const result = (average: number, p99: number, errors = 0, timeouts = 0, non2xx = 0) =>
  ({ requests: { average, total: average * 10 }, latency: { p50: p99 / 4, p99 }, errors, timeouts, non2xx }) as unknown as Parameters<typeof loadFigure>[1];
const target = { label: 'hello', path: '/h' };

describe('autocannon figures', () => {
  it('counts connection errors, timeouts and non-2xx answers as failures', () => {
    expect(loadFigure(target, result(1000, 20)).failures).toBe(0);
    expect(loadFigure(target, result(1000, 20, 1, 2, 3))).toMatchObject({ label: 'hello', path: '/h', requestsPerSecond: 1000, p99Ms: 20, failures: 6 });
  });

  it('averages the hello-world runs before and after the routes, failures summed', () => {
    const mean = meanFigure([loadFigure(target, result(12000, 10)), loadFigure(target, result(8000, 30, 0, 0, 1))]);
    expect(mean).toMatchObject({ requestsPerSecond: 10000, p99Ms: 20, requests: 100000, failures: 1 });
    expect(mean.serverCpuMsPerRequest).toBeUndefined();
  });

  it("divides the server's CPU time by the requests it answered, and by the run's length for its share", () => {
    const figure = withServerCpu(loadFigure(target, result(500, 80)), 9, 10);
    // 5,000 requests in 10 s on 9 CPU seconds: 1.8 ms each, the server's thread busy 90% of the time.
    expect(figure.serverCpuMsPerRequest).toBeCloseTo(1.8);
    expect(figure.serverCpuShare).toBeCloseTo(0.9);
    expect(withServerCpu(loadFigure(target, result(500, 80)), undefined, 10).serverCpuMsPerRequest).toBeUndefined();
    const hello = meanFigure([withServerCpu(loadFigure(target, result(10000, 5)), 8, 10), withServerCpu(loadFigure(target, result(10000, 5)), 10, 10)]);
    expect(hello.serverCpuMsPerRequest).toBeCloseTo(0.09);
  });
});
