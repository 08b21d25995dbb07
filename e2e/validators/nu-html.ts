/**
 * The W3C Nu HTML checker (vnu-jar, run on the machine's Java): one JVM checks a whole list of
 * files, errors only, as JSON.
 */
import { execFile, spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const require = createRequire(import.meta.url);

/** The checker's jar, from the `vnu-jar` package. */
export const VNU_JAR = String(require('vnu-jar'));

export interface NuMessage {
  type: string;
  subType?: string;
  url: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
  message: string;
  extract?: string;
}

/** Why the checker cannot run here (no Java), or undefined when it can. */
export function nuSkipReason(): string | undefined {
  const java = spawnSync('java', ['-version'], { stdio: 'ignore' });
  return java.error || java.status !== 0 ? 'java is not installed (Debian: openjdk-17-jre-headless)' : undefined;
}

/** Errors the checker finds in `files` (absolute paths), all checked by one JVM. */
export function checkHtml(files: readonly string[]): Promise<NuMessage[]> {
  return new Promise((resolve, reject) => {
    // --exit-zero-always: errors come back as JSON, not as a failed process.
    execFile('java', ['-Xss8m', '-jar', VNU_JAR, '--errors-only', '--exit-zero-always', '--stdout', '--format', 'json', ...files], { maxBuffer: 64 * 1024 * 1024 }, (err, stdout, stderr) => {
      if (err) return reject(new Error(`vnu failed: ${err.message}\n${stderr}`));
      const report = stdout.trim();
      try {
        resolve((JSON.parse(report) as { messages: NuMessage[] }).messages.filter((m) => m.type === 'error' || m.subType === 'fatal'));
      } catch {
        reject(new Error(`vnu wrote no JSON report:\n${report.slice(0, 2000)}`));
      }
    });
  });
}

/** `br/sobre/index.html:12:5: message` lines, paths relative to `root`. */
export function formatNuMessages(messages: readonly NuMessage[], root: string): string[] {
  return messages.map((m) => {
    const file = m.url.startsWith('file:') ? fileURLToPath(m.url) : m.url;
    return `${relative(root, file)}:${m.lastLine ?? m.firstLine ?? '?'}:${m.firstColumn ?? m.lastColumn ?? '?'}: ${m.message}${m.extract ? `  «${m.extract.replace(/\s+/g, ' ').trim()}»` : ''}`;
  });
}
