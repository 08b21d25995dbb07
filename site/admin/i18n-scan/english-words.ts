/**
 * What the Portuguese check (portuguese.test.ts) looks for: common English UI words, matched as
 * whole words in the admin's visible strings, and what it leaves alone — brand and technical names,
 * and code (placeholders, directives, paths, identifiers). Words Portuguese shares with English
 * ("item", "total", "data", "time", "no", "do", "for", "link", "login", "post", "status", "menu")
 * are not on the list; docs/decisions.md says why "Post" stays.
 */

/** English words an editor should not meet in the admin. */
export const ENGLISH_WORDS = new Set(
  `
  save saved saving cancel cancelled delete deleted remove removed error errors loading load loaded edit editing
  search submit close next previous prev settings setting product products review reviews category categories
  nothing due failed fail failure update updated updating create created creating new open show hide yes
  back untitled draft drafts published publish publishing scheduled schedule pending retry upload uploaded
  uploading download user users account accounts author authors media image images title content summary page
  pages redirect redirects click clicks build builds the and of with from is are not this that your you all
  none empty unknown invalid required running done success succeeded warning view preview dashboard filter
  date name password sign logout help more less select add added apply reset refresh confirm skipped queued
  started finished since until ago minutes hours days seconds today yesterday week results result on off at
  by or to has have been was will cannot can't don't missing wait waiting live rebuild full changes changed
  change entry entries history job jobs run runs task tasks trigger nightly locked lock unlock session
  sessions expired role roles owner contributor region regions message messages inbox
  `
    .trim()
    .split(/\s+/),
);

/**
 * Names that may hold one of the words above and are no translation's business: brands, products,
 * standards and HTTP headers. Removed from a string before its words are read.
 */
export const ALLOWED_PHRASES = [
  'Open Graph',
  'Search Console',
  'Product Advertising API',
  'Creators API',
  'Content-Type',
  'Cache-Control',
  'Content-Security-Policy',
  'X-Robots-Tag',
  'JSON-LD',
];

/** Code inside a text: {placeholders}, ::directives, addresses, paths, file names and identifiers. */
const CODE = [
  /\{[^}]*\}/g,
  /::?[\w-]+(?:\{[^}]*\})?/g,
  /\bhttps?:\/\/\S+/g,
  /(?:^|[\s(])\/\S*/g,
  /\S+\.(?:txt|xml|json|html|jpe?g|png|webp|avif|csv|db|sqlite)\b/g,
  /\S*[_@#$]\S*/g,
  /\b[a-z]+[A-Z]\w*/g,
];

/** The English words of one visible string, after the allowed names and the code are taken out. */
export function englishWordsIn(text: string): string[] {
  let prose = text;
  for (const phrase of ALLOWED_PHRASES) prose = prose.split(phrase).join(' ');
  for (const code of CODE) prose = prose.replace(code, ' ');
  return (prose.match(/[\p{L}']+/gu) ?? []).filter((word) => ENGLISH_WORDS.has(word.toLowerCase()));
}
