/**
 * Shapes of the admin's WordPress import (api/routes/admin/imports.ts, issue 28 item 8): the
 * choices sent with an upload (query string: the body is the export itself) and the run answer
 * the "Importar do WordPress" screen polls.
 */
import { z } from 'zod';
import { LocaleMapError, parseLocaleMap } from '../import/wordpress/locale-map';
import type { ImportReport } from '../import/wordpress/import';
import { booleanQuery } from './admin';
import { localeSchema } from './common';

/** `POST /api/admin/imports?locale=br&localeMap=en=us,pt=br&dryRun=true&overwrite=false&name=export.xml`. */
export const wordpressImportQuerySchema = z
  .object({
    locale: localeSchema,
    localeMap: z
      .string()
      .max(500, 'localeMap is too long: at most 500 characters')
      .optional()
      .transform((text, ctx) => {
        try {
          return parseLocaleMap(text);
        } catch (err) {
          if (!(err instanceof LocaleMapError)) throw err;
          ctx.addIssue({ code: 'custom', message: `localeMap: ${err.message}` });
          return z.NEVER;
        }
      }),
    dryRun: booleanQuery('dryRun'),
    overwrite: booleanQuery('overwrite'),
    /** The uploaded file's name, shown in the list and in messages. */
    name: z.string().trim().min(1, 'name must not be empty').max(255, 'name is too long: at most 255 characters').refine((n) => !n.includes('\u0000'), 'name must not contain NUL characters').optional(),
  })
  .strict();
export type WordPressImportQuery = z.infer<typeof wordpressImportQuerySchema>;

export const WORDPRESS_IMPORT_STATUSES = ['running', 'succeeded', 'failed'] as const;
export type WordPressImportStatus = (typeof WORDPRESS_IMPORT_STATUSES)[number];

/** Entries of each report list an answer carries; the whole report is GET …/imports/{id}/report. */
export const REPORT_LIST_LIMIT = 200;

/** The report as the run answer carries it: each list cut at REPORT_LIST_LIMIT, with its full length. */
export type ReportView = ImportReport & { totals: { items: number; redirects: number; warnings: number; productsNeedingDetails: number } };

/** One import as the admin shows it. */
export interface WordPressImportRun {
  id: number;
  fileName: string;
  sizeBytes: number;
  locale: string;
  localeMap: Record<string, string> | null;
  dryRun: boolean;
  overwrite: boolean;
  status: WordPressImportStatus;
  /** Items done of the export's importable items (posts and pages). */
  progress: { done: number; total: number };
  startedAt: string;
  updatedAt: string;
  finishedAt: string | null;
  error: string | null;
  /** Null while running and after a failure. */
  report: ReportView | null;
}
