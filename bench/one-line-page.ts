/**
 * The build benchmark's baseline: a scratch Astro project (in bench/.work) whose one page is a
 * single line of HTML, generated N times by getStaticPaths, built with the project's own astro as
 * a static site. Dividing the site's pages/s by this one's, measured in the same run, cancels most
 * of what the machine's speed and load do to both.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { countHtml } from './build';
import { samplePeakRss } from './process-tree';

export interface OneLinePageFigure {
  pages: number;
  seconds: number;
  peakRssBytes?: number;
  loadAtStart: number;
}

/** The scratch project's files: an Astro config for static output and the page. */
export function oneLineProject(pages: number): Record<string, string> {
  return {
    'astro.config.mjs': `import { defineConfig } from 'astro/config';\nexport default defineConfig({ output: 'static', build: { format: 'directory' }, telemetry: false });\n`,
    'src/pages/[n].astro': `---\nexport function getStaticPaths() {\n  return Array.from({ length: ${pages} }, (_, i) => ({ params: { n: String(i + 1) } }));\n}\n---\n<p>Page {Astro.params.n}</p>\n`,
  };
}

/** Builds the one-line page `pages` times with `<root>/node_modules/astro` and times it. */
export async function benchOneLinePage({ pages, root = process.cwd() }: { pages: number; root?: string }): Promise<OneLinePageFigure> {
  const work = join(root, 'bench', '.work');
  mkdirSync(work, { recursive: true });
  // Inside the work tree, so `astro` resolves from the project's node_modules.
  const dir = mkdtempSync(join(work, 'one-line-'));
  try {
    for (const [path, text] of Object.entries(oneLineProject(pages))) {
      mkdirSync(join(dir, path, '..'), { recursive: true });
      writeFileSync(join(dir, path), text);
    }
    const loadAtStart = loadavg()[0]!;
    const t0 = performance.now();
    const child = spawn(process.execPath, [join(root, 'node_modules/astro/astro.js'), 'build', '--root', dir, '--silent'], {
      cwd: dir,
      env: { ...process.env, NODE_ENV: 'production', ASTRO_TELEMETRY_DISABLED: '1' },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    const sampler = samplePeakRss(child.pid!);
    let stderr = '';
    child.stderr!.on('data', (d) => (stderr += d));
    const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
    const peakRssBytes = sampler.stop();
    const seconds = (performance.now() - t0) / 1000;
    if (code !== 0) throw new Error(`astro build of the one-line page exited ${code}:\n${stderr}`);
    const built = countHtml(join(dir, 'dist'));
    if (built !== pages) throw new Error(`the one-line page built ${built} pages, expected ${pages}`);
    return { pages: built, seconds, peakRssBytes, loadAtStart };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
