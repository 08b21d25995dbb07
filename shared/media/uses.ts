/**
 * Which media folders a text refers to: an `imageUrl`, a `socialImage` or a Markdown body holding
 * `/media/{hash}-{w}x{h}/…` addresses (relative or absolute). Pure; the table kept from it is
 * shared/db/queries/media-uses.ts.
 */
const MEDIA_REF = /\/media\/([0-9a-f]{32}-\d{1,5}x\d{1,5})\/(?:\d{1,5}|og(?:-\d{1,4}-\d{1,4})?)\.(?:avif|webp|jpg|png)/g;

/** The distinct media folders referenced anywhere in `texts` (nulls skipped), in first-seen order. */
export function mediaFoldersIn(...texts: (string | null | undefined)[]): string[] {
  const found = new Set<string>();
  for (const text of texts) {
    if (!text) continue;
    for (const match of text.matchAll(MEDIA_REF)) found.add(match[1]!);
  }
  return [...found];
}
