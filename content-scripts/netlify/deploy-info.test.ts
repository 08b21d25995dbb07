import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, expect, it } from 'vitest';
import { DEPLOY_ENDPOINTS_DIR, DEPLOY_INFO_FILE, deployRedirect, type DeployInfo } from '../../api/netlify-pages';
import { STAMP_FILE } from '../../api/publish/fingerprint';
import { writeDeployInfo } from './deploy-info';

let dist: string | undefined;
afterEach(() => dist && rmSync(dist, { recursive: true, force: true }));

it('writes the moment the build read its data, its redirects with the /L/admin rules, and copies of the feeds and sitemaps', () => {
  dist = mkdtempSync(join(tmpdir(), 'deploy-info-'));
  writeFileSync(join(dist, STAMP_FILE), JSON.stringify({ source: 's', data: 'd', builtAt: '2026-11-27T03:00:00.000Z' }));
  mkdirSync(join(dist, 'br'));
  writeFileSync(join(dist, 'br', 'rss.xml'), '<rss/>');
  writeFileSync(join(dist, 'sitemap-br.xml'), '<urlset/>');
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
  writeDeployInfo(dist, [{ id: 1, from: '/br/velho', to: '/br/novo', status: 301, prefix: false } as never]);

  const info = JSON.parse(readFileSync(join(dist, DEPLOY_INFO_FILE), 'utf8')) as DeployInfo;
  expect(info.builtAt).toBe('2026-11-27T03:00:00.000Z');
  expect(deployRedirect(info, '/br/velho')).toEqual({ status: 301, location: '/br/novo' });
  expect(deployRedirect(info, '/it/admin/cron')).toEqual({ status: 301, location: '/admin/cron' });
  expect(readFileSync(join(dist, DEPLOY_ENDPOINTS_DIR, 'br', 'rss.xml'), 'utf8')).toBe('<rss/>');
  expect(readFileSync(join(dist, DEPLOY_ENDPOINTS_DIR, 'sitemap-br.xml'), 'utf8')).toBe('<urlset/>');
  expect(() => readFileSync(join(dist!, DEPLOY_ENDPOINTS_DIR, 'robots.txt'))).toThrow();
});

it('refuses a folder without a build stamp', () => {
  dist = mkdtempSync(join(tmpdir(), 'deploy-info-'));
  expect(() => writeDeployInfo(dist!, [])).toThrow(/has no build stamp/);
});
