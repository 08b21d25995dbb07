/**
 * Redirects in the admin API (issue 16): the list query, what an editor sends for a manual
 * redirect, and the row as the admin sees it. Paths are site paths only (never another origin),
 * kept percent-encoded as a request carries them, without a trailing slash.
 */
import { z } from 'zod';
import { pagingQuery, searchQuery } from './admin';

/** Site areas a redirect may not start from: the API never reaches the pages, the admin is one app. */
const RESERVED_PREFIXES = ['/api', '/admin', '/_astro'];

const MAX_PATH = 500;

/**
 * `raw` as the one spelling a request uses for it: percent-encoded (an accented path typed by hand
 * and the same path pasted from the address bar are equal), no trailing slash. Undefined when it
 * is not a path of this site.
 */
export function normalizeSitePath(raw: string): string | undefined {
  const path = raw.trim();
  if (!path.startsWith('/') || path.startsWith('//') || /[\\\s?#]/.test(path)) return undefined;
  let encoded: string;
  try {
    encoded = encodeURI(decodeURI(path));
  } catch {
    return undefined;
  }
  if (encoded.split('/').some((segment) => segment === '.' || segment === '..')) return undefined;
  const bare = encoded.length > 1 ? encoded.replace(/\/+$/, '') : encoded;
  return bare || '/';
}

function sitePath(field: 'from' | 'to') {
  return z
    .string({ error: `${field} is required` })
    .max(MAX_PATH, `${field} is too long: at most ${MAX_PATH} characters`)
    .transform((value, ctx) => {
      const path = normalizeSitePath(value);
      if (path === undefined) {
        ctx.addIssue({ code: 'custom', message: `${field} must be a path of this site starting with "/" (e.g. "/br/old-post"), without a domain, query or "#"` });
        return z.NEVER;
      }
      if (RESERVED_PREFIXES.some((p) => path === p || path.startsWith(`${p}/`))) {
        ctx.addIssue({ code: 'custom', message: `${field} may not be under ${RESERVED_PREFIXES.join(', ')}` });
        return z.NEVER;
      }
      return path;
    });
}

/** A manual redirect: `from` answers 301 to `to`. */
export const redirectInputSchema = z
  .object({ from: sitePath('from'), to: sitePath('to') })
  .refine((r) => r.from !== r.to, { message: 'from and to are the same address: the redirect would loop', path: ['to'] });
export type RedirectInput = z.infer<typeof redirectInputSchema>;

export const redirectListQuerySchema = z.object({
  source: z.enum(['auto', 'manual'], { error: 'source must be auto or manual' }).optional(),
  q: searchQuery,
  ...pagingQuery,
});
export type RedirectListQuery = z.infer<typeof redirectListQuerySchema>;

/** `?path=` of the check a form makes before saving a new slug. */
export const redirectCheckQuerySchema = z.object({ path: sitePath('from') });

export interface AdminRedirect {
  id: number;
  from: string;
  /** Null: the address answers 410 Gone. */
  to: string | null;
  status: 301 | 410;
  /** The rule moves every path below `from` too. */
  prefix: boolean;
  source: 'auto' | 'manual';
  entity: string | null;
  entityId: number | null;
  createdAt: string;
  updatedAt: string;
}
