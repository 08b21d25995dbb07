/**
 * zod compiles object parsers with `new Function` when the page allows it, and finds out by trying
 * once. The site's Content-Security-Policy allows no eval, so the try fails (zod falls back to its
 * plain parser) but Chromium reports a CSP violation on every admin screen. `jitless` skips both
 * the try and the compiler; the admin's forms are small, so the plain parser costs nothing a
 * person notices. Imported first by App.tsx, before any schema parses.
 */
import { z } from 'zod';

z.config({ jitless: true });
