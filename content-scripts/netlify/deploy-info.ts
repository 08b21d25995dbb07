/**
 * What the pages function (api/netlify-pages.ts) needs from a deploy, written after the build
 * (content-scripts/netlify-fallbacks.ts):
 * - `_netlify/deploy.json`: when the build read its data (a page blob rendered before it is older
 *   than the deploy's own page and is not served) and the content redirects of that moment;
 * - `_netlify/files/`: copies of the feeds and sitemaps, which the function answers at their own
 *   paths and so reads the deploy's version of from here.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { DEPLOY_ENDPOINTS_DIR, DEPLOY_INFO_FILE, type DeployInfo } from '../../api/netlify-pages';
import { readStamp } from '../../api/publish/fingerprint';
import { LOCALES } from '../../shared/locales';
import { REDIRECTS } from '../../shared/redirects';
import type { AdminRedirect } from '../../shared/schemas/redirect';

/** The feeds and sitemaps of a built site, as files relative to it. */
export function endpointFiles(distDir: string): string[] {
  const sitemaps = readdirSync(distDir).filter((name) => /^sitemap-.*\.xml$/.test(name));
  const feeds = LOCALES.map((l) => `${l}/rss.xml`).filter((file) => existsSync(join(distDir, file)));
  return [...sitemaps, ...feeds];
}

/** Writes the deploy info and the endpoint copies into `distDir`; returns the info. */
export function writeDeployInfo(distDir: string, redirects: readonly AdminRedirect[], comingSoon: readonly string[] = []): DeployInfo {
  const stamp = readStamp(distDir);
  if (!stamp) throw new Error(`${distDir} has no build stamp: run the build first`);
  const info: DeployInfo = {
    builtAt: stamp.builtAt,
    redirects: [
      ...redirects.map((r) => ({ from: r.from, to: r.to, status: r.status === 410 || r.to === null ? 410 : 301, prefix: r.prefix }) as const),
      // `/{L}/admin…` → `/admin…` (netlify.toml), for a function that answers them anyway.
      ...REDIRECTS.filter((r) => LOCALES.some((l) => r.from === `/${l}/admin`)).map((r) => ({ from: r.from, to: r.to, status: 301, prefix: true, force: true }) as const),
    ],
    comingSoon: [...comingSoon],
  };
  const target = join(distDir, DEPLOY_INFO_FILE);
  mkdirSync(dirname(target), { recursive: true });
  writeFileSync(target, JSON.stringify(info));
  for (const file of endpointFiles(distDir)) {
    const copy = join(distDir, DEPLOY_ENDPOINTS_DIR, file);
    mkdirSync(dirname(copy), { recursive: true });
    copyFileSync(join(distDir, file), copy);
  }
  return info;
}
