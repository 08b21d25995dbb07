/**
 * A real Varnish (Debian's `varnishd`) in front of a test server, configured with the sample VCL
 * the operations guide ships (docs/varnish/default.vcl): only its backend port is changed, so the
 * VCL the tests prove is the one a publisher copies. Runs in the foreground (-F) in its own work
 * directory under /tmp, with a 64 MB memory store, and is stopped with SIGTERM.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const SAMPLE_VCL = resolve('docs/varnish/default.vcl');

export interface RunningVarnish {
  /** `http://127.0.0.1:{port}`: readers' address, and CDN_PURGE_URL. */
  url: string;
  port: number;
  output(): string;
  stop(): Promise<void>;
}

/** Why Varnish cannot run here, or undefined. */
export function varnishSkipReason(): string | undefined {
  const found = spawnSync('varnishd', ['-V'], { encoding: 'utf8' });
  return found.error ? 'varnishd is not installed (Debian package varnish)' : undefined;
}

/** The sample VCL with its backend on `backendPort`. */
export function sampleVcl(backendPort: number): string {
  const vcl = readFileSync(SAMPLE_VCL, 'utf8');
  const changed = vcl.replace(/(\.port = ")4321(";)/, `$1${backendPort}$2`);
  if (changed === vcl) throw new Error(`${SAMPLE_VCL} no longer has the backend port line ".port = \\"4321\\";"`);
  return changed;
}

/** Starts varnishd on `port` in front of 127.0.0.1:`backendPort`; resolves once it answers. */
export async function startVarnish(port: number, backendPort: number): Promise<RunningVarnish> {
  const dir = mkdtempSync(join(tmpdir(), 'rs-varnish-'));
  // varnishd reads the VCL as its own unprivileged user (mkdtemp's folder is the owner's alone).
  chmodSync(dir, 0o755);
  const vclFile = join(dir, 'site.vcl');
  writeFileSync(vclFile, sampleVcl(backendPort));
  // -n: a work directory of its own (several suites may run one); -T none: no management port to
  // collide with another's; varnishd (root here) drops to its own user for the cache process.
  const child: ChildProcess = spawn('varnishd', ['-F', '-a', `127.0.0.1:${port}`, '-f', vclFile, '-n', join(dir, 'work'), '-s', 'malloc,64m', '-T', 'none'], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<void>((r) => child.on('exit', () => r()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    // Any answer (a 503 while the backend is not up yet) means Varnish listens.
    const answered = await fetch(`${url}/robots.txt`, { signal: AbortSignal.timeout(2000) }).then(() => true, () => false);
    if (answered) break;
    if (child.exitCode !== null || Date.now() > deadline) {
      child.kill('SIGKILL');
      rmSync(dir, { recursive: true, force: true });
      throw new Error(`varnishd did not start:\n${out}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    port,
    output: () => out,
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
