import { expect, it } from 'vitest';
import { insertLocaleConfigs } from '../../shared/db/test-fixtures';
import { describeEachDatabase } from '../../shared/db/testing';
import { PRICE_MAX_AGE_MS } from '../../shared/retailer';
import { simulateRefreshDay } from './refresh-simulation';

describeEachDatabase('refresh-prices at volume: 10,000 products, 1 request/s, runs of 25 s every 15 minutes (simulated day)', (getDb) => {
  it('refreshes every price within the day, keeps the oldest under 24 h, and no run passes its budget', async () => {
    const figures = await simulateRefreshDay(getDb(), { products: 10_000 });
    expect(figures.longestRunMs).toBeLessThanOrEqual(25_000);
    expect(figures.neverRefreshed).toBe(0);
    expect(figures.fullPassMs).not.toBeNull();
    expect(figures.fullPassMs!).toBeLessThan(24 * 3600_000);
    expect(figures.oldestPriceAgeMs).toBeGreaterThan(0);
    expect(figures.oldestPriceAgeMs).toBeLessThan(PRICE_MAX_AGE_MS);
    // Paced to the limit, the job never provokes the fake's 429.
    expect(figures.throttled).toBe(0);
    expect(figures.productsPerRun).toBe(250);
    expect(figures.runsForFullPass).toBe(40);
  }, 120_000);
}, async (db) => {
  await insertLocaleConfigs(db);
});
