/**
 * Issue 26, "Done when": every admin text is Portuguese — no English type names, toasts or job
 * summaries. Reads every visible string of the admin's sources (JSX text, visible attributes,
 * toasts, label tables and functions), the role and retailer names it shows from shared/, and the
 * scheduled jobs' labels and summaries (the cron screen shows them), and looks for English words.
 */
import { readFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { englishWordsIn } from './english-words';
import { adminVisibleStrings, visibleStringsOf, type VisibleString } from './visible-strings';

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '../../..');
const here = (path: string) => join(ROOT, path);
/** Texts of shared/ that the admin shows as they are. */
const SHARED_FILES = ['shared/auth/roles.ts', 'shared/retailer-accounts.ts'];

function englishIn(strings: VisibleString[]): string[] {
  return strings.flatMap((s) => {
    const words = englishWordsIn(s.text);
    return words.length ? [`${s.file}:${s.line} [${words.join(', ')}] ${s.text}`] : [];
  });
}

describe('admin texts are Portuguese', () => {
  it('finds English in the kinds of text an editor sees (the check can fail)', () => {
    const source = `
      export function Demo({ toast }) {
        toast({ variant: 'error', title: 'Save failed', description: \`Could not update \${x}\` });
        return <button type="submit" aria-label="Close">{busy ? 'Loading...' : 'Salvar'} Delete</button>;
      }
      const ENTITY_LABELS = { product: 'Product' };
      export function triggerLabel(t) { return t === 'n' ? 'Nightly build' : t; }
      export const run = () => ({ status: 'failed', summary: clip(\`nothing due: \${n}\`) });`;
    const words = visibleStringsOf('demo.tsx', source).flatMap((s) => englishWordsIn(s.text));
    expect(words.sort()).toEqual(['Close', 'Delete', 'Loading', 'Nightly', 'Product', 'Save', 'build', 'due', 'failed', 'not', 'nothing', 'update'].sort());
  });

  it('leaves code, placeholders and brand names alone', () => {
    const source = `
      const a = <p title="Use {month} e {year}">Insira <code>::products{asins="B0"}</code> em /admin/posts; veja o Search Console e o JSON-LD de out_of_stock.</p>;`;
    expect(visibleStringsOf('demo.tsx', source).flatMap((s) => englishWordsIn(s.text))).toEqual([]);
  });

  it('has no English word in any visible string of the admin, the names it shows from shared/, or the job summaries', () => {
    const admin = adminVisibleStrings(here('site/admin'), ROOT, (path) => relative(here('site/admin'), path).startsWith('i18n-scan'));
    // Not a silent pass: the scan reads the admin's screens.
    expect(admin.length).toBeGreaterThan(1000);
    expect(admin.some((s) => s.text === 'Alterações não salvas')).toBe(true);
    const shared = SHARED_FILES.flatMap((file) => visibleStringsOf(file, readFileSync(here(file), 'utf8')).map((s) => ({ file, ...s })));
    const jobs = adminVisibleStrings(here('api/jobs'), ROOT, (path) => /testing\.ts$/.test(path));
    expect(jobs.some((s) => s.text === 'nada a publicar')).toBe(true);
    expect(englishIn([...admin, ...shared, ...jobs])).toEqual([]);
  });
});
