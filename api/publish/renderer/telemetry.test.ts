/**
 * Astro's telemetry is off where Astro reads it (issue 24): the ASTRO_TELEMETRY_DISABLED variable
 * in every command that runs Astro, not a `telemetry` key in astro.config.mjs, which is no option
 * of Astro's and was silently ignored.
 */
import { readFileSync } from 'node:fs';
import { expect, it } from 'vitest';

const root = new URL('../../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, root), 'utf8');

it('disables telemetry through ASTRO_TELEMETRY_DISABLED wherever Astro runs, and not through a config key', () => {
  expect(read('astro.config.mjs')).not.toMatch(/^\s*telemetry\s*:/m);
  const scripts = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts;
  const astroScripts = Object.entries(scripts).filter(([, command]) => /(^|\s)astro\s/.test(command));
  expect(astroScripts.length).toBeGreaterThan(0);
  for (const [name, command] of astroScripts) expect(command, name).toMatch(/ASTRO_TELEMETRY_DISABLED=1 astro /);
  expect(read('api/publish/renderer/bundle.ts')).toContain("ASTRO_TELEMETRY_DISABLED: '1'");
  expect(read('netlify.toml')).toMatch(/ASTRO_TELEMETRY_DISABLED = "1"/);
});

it('installs without an engine warning on Node 20: undici is pinned to a release for Node >= 20.18.1', () => {
  const lock = JSON.parse(read('package-lock.json')) as { packages: Record<string, { version?: string; engines?: { node?: string } }> };
  const undici = Object.entries(lock.packages).filter(([path]) => path.endsWith('node_modules/undici'));
  expect(undici.length).toBeGreaterThan(0);
  for (const [path, pkg] of undici) expect(pkg.engines?.node, `${path}@${pkg.version}`).not.toMatch(/>=2[2-9]/);
});
