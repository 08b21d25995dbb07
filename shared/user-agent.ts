/**
 * A short, readable name for a browser's User-Agent header ("Chrome 131 · Windows"), for the admin
 * sessions screen: enough to recognise one's own devices, without showing the whole header.
 */

/** Checked in order: Edge and Opera also say "Chrome", Chrome also says "Safari". */
const BROWSERS: [name: string, pattern: RegExp][] = [
  ['Edge', /\bEdg(?:e|A|iOS)?\/(\d+)/],
  ['Opera', /\bOPR\/(\d+)/],
  ['Samsung Internet', /\bSamsungBrowser\/(\d+)/],
  ['Firefox', /\b(?:Firefox|FxiOS)\/(\d+)/],
  ['Chrome', /\b(?:HeadlessChrome|Chrome|CriOS|Chromium)\/(\d+)/],
  ['Safari', /\bVersion\/(\d+)[.\d]* (?:Mobile\/\S+ )?Safari\//],
  ['curl', /^curl\/(\d+(?:\.\d+)?)/],
];

const SYSTEMS: [name: string, pattern: RegExp][] = [
  ['Android', /\bAndroid\b/],
  ['iPhone', /\biPhone\b/],
  ['iPad', /\biPad\b/],
  ['Windows', /\bWindows\b/],
  ['macOS', /\bMac OS X\b|\bMacintosh\b/],
  ['ChromeOS', /\bCrOS\b/],
  ['Linux', /\bLinux\b/],
];

/**
 * "Browser version · system" when they can be told, either part alone when only it can, and
 * undefined for a missing or unrecognised header (the screen then says so in its own words).
 */
export function summarizeUserAgent(userAgent: string | null | undefined): string | undefined {
  if (!userAgent) return undefined;
  const browser = BROWSERS.map(([name, re]) => [name, re.exec(userAgent)] as const).find(([, m]) => m);
  const system = SYSTEMS.find(([, re]) => re.test(userAgent))?.[0];
  const parts = [browser && `${browser[0]} ${browser[1]![1]}`, system].filter(Boolean);
  return parts.length > 0 ? parts.join(' · ') : undefined;
}
