/**
 * `npm run import:wordpress -- <export.xml> --locale br [--uploads <folder>] [--media-base <url>]
 *  [--locale-map en=us,pt=br] [--report file.json] [--overwrite] [--dry-run]`
 *
 * Imports a WordPress export (Tools › Export) into DATABASE_URL through the importer library
 * (shared/import/wordpress). Exit code 0 done, 1 refused (the file is not a complete WordPress
 * export: nothing was written), 2 wrong usage. A progress bar on a terminal; a summary always.
 */
import { writeFileSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { SingleBar } from 'cli-progress';
import { connect } from '../shared/db/connect';
import { migrate } from '../shared/db/migrate';
import { loadEnv } from '../shared/env';
import { importWordPress, type ImportReport } from '../shared/import/wordpress/import';
import { retailerDetails } from '../shared/import/wordpress/retailer-details';
import { WxrError } from '../shared/import/wordpress/wxr';
import { LocaleMapError, parseLocaleMap } from '../shared/import/wordpress/locale-map';
import { isLocale, type Locale } from '../shared/locales';
import { mediaLimitsFromEnv } from '../shared/media/process';
import { createFileMediaStore, mediaDir } from '../shared/media/store';
import { runCli } from '../shared/run-cli';

const USAGE = 'Usage: npm run import:wordpress -- <export.xml> --locale <br|it|mx|es|us> [--uploads <folder>] [--media-base <url>] [--locale-map en=us,pt=br] [--report <file.json>] [--overwrite] [--dry-run]';

class UsageError extends Error {}

function localeMap(text: string | undefined) {
  try {
    return parseLocaleMap(text);
  } catch (err) {
    if (err instanceof LocaleMapError) throw new UsageError(`--locale-map: ${err.message}`);
    throw err;
  }
}

function options(argv: string[]) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      locale: { type: 'string' },
      uploads: { type: 'string' },
      'media-base': { type: 'string' },
      'locale-map': { type: 'string' },
      report: { type: 'string' },
      overwrite: { type: 'boolean', default: false },
      'dry-run': { type: 'boolean', default: false },
    },
  });
  if (positionals.length !== 1) throw new UsageError('give exactly one export file');
  const locale = values.locale?.toLowerCase();
  if (!locale || !isLocale(locale)) throw new UsageError('--locale must be one of br, it, mx, es, us');
  if (values.uploads && values['media-base']) throw new UsageError('give --uploads or --media-base, not both');
  if (values['media-base'] && !/^https?:\/\/[^\s]+$/.test(values['media-base'])) throw new UsageError('--media-base must be an http(s) address');
  return { file: positionals[0]!, locale, uploadsDir: values.uploads, mediaBase: values['media-base'], localeMap: localeMap(values['locale-map']), report: values.report, overwrite: values.overwrite!, dryRun: values['dry-run']! };
}

function summary(r: ImportReport): string {
  const c = r.counts;
  const types = Object.entries(c.itemsByType).map(([t, n]) => `${n} ${t}`).join(', ');
  return [
    `${r.dryRun ? 'Dry run (nothing written): ' : ''}${r.site.title} (${r.site.url}, WXR ${r.site.wxrVersion}): ${types}`,
    `posts and pages: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged, ${c.keptLocalEdits} kept as edited here, ${c.skipped} skipped`,
    `categories created: ${c.categoriesCreated}; products created: ${c.productsCreated} (${c.productsWithDetails} with the retailer's details, ${r.productsNeedingDetails.length} need details); pictures: ${c.picturesImported} imported, ${c.picturesMissing} missing`,
    `redirects: ${c.redirects}; comments ignored: ${c.commentsIgnored}; warnings: ${r.warnings.length}`,
  ].join('\n');
}

runCli(async () => {
  let args;
  try {
    args = options(process.argv.slice(2));
  } catch (err) {
    console.error(`${err instanceof Error ? err.message : String(err)}\n${USAGE}`);
    return 2;
  }
  const env = loadEnv();
  const db = connect(env.DATABASE_URL);
  const bar = process.stderr.isTTY ? new SingleBar({ format: 'Importing [{bar}] {value}/{total} items', hideCursor: true, stream: process.stderr }) : undefined;
  try {
    await migrate(db);
    const report = await importWordPress({
      db,
      media: createFileMediaStore(mediaDir(env)),
      mediaLimits: mediaLimitsFromEnv(),
      ...args,
      locale: args.locale as Locale,
      // New products get their price from the region's own retailer account, as in the admin's import.
      productDetails: retailerDetails({ db, env, fetch, log: (line) => console.error(line) }),
      onProgress: (done, total) => {
        if (!bar) return;
        if (done === 0) bar.start(total, 0);
        else bar.update(done);
      },
    });
    bar?.stop();
    if (args.report) writeFileSync(args.report, JSON.stringify(report, null, 2));
    console.log(summary(report));
    for (const w of report.warnings.slice(0, 20)) console.log(`  warning: ${w.title ? `"${w.title}": ` : ''}${w.message}`);
    if (report.warnings.length > 20) console.log(`  … ${report.warnings.length - 20} more warnings${args.report ? ` in ${args.report}` : ' (--report <file.json> lists them all)'}`);
    if (!args.dryRun && report.counts.created + report.counts.updated > 0) console.log('The site shows the imported pages after its next build (npm run build, or the admin\'s "Reconstruir").');
    return 0;
  } catch (err) {
    bar?.stop();
    if (err instanceof WxrError) {
      console.error(`Refused: ${err.message}. Nothing was imported.`);
      return 1;
    }
    throw err;
  } finally {
    await db.close();
  }
});
