/**
 * What the media screens say about an item, as pure functions (unit-tested without a DOM): which
 * locales still lack alt text, the pages named by a refused delete, sizes in words.
 */
import { ApiError } from '../../lib/api';
import { LOCALES, LOCALE_INFO, type Locale } from '../../../shared/locales';
import type { MediaItem } from '../../../shared/media/contract';

/** The locales (in the site's order) whose alt text is missing or blank. */
export function missingAltLocales(item: Pick<MediaItem, 'alt'>, locales: readonly Locale[] = LOCALES): Locale[] {
  return locales.filter((l) => !(item.alt[l] ?? '').trim());
}

/** Whether the image may be used on a page in `locale` (its alt text exists there). */
export function hasAltFor(item: Pick<MediaItem, 'alt'>, locale: Locale): boolean {
  return Boolean((item.alt[locale] ?? '').trim());
}

/** "Brasil (br)" for a locale's label in the alt fields. */
export function localeLabel(locale: Locale): string {
  return `${LOCALE_INFO[locale].countryName} (${locale})`;
}

/** Every locale's alt text for the form, blank where missing. */
export function altFormValues(item: Pick<MediaItem, 'alt'>): Record<Locale, string> {
  return Object.fromEntries(LOCALES.map((l) => [l, item.alt[l] ?? ''])) as Record<Locale, string>;
}

/**
 * The fields after a 409: the server's current texts, except in the locales the editor changed
 * (from `read`, what the editor started from), which keep the editor's text for the next save.
 */
export function altAfterConflict(mine: Record<Locale, string>, read: Pick<MediaItem, 'alt'>, current: Pick<MediaItem, 'alt'>): Record<Locale, string> {
  const base = altFormValues(current);
  for (const l of LOCALES) if (mine[l] !== (read.alt[l] ?? '')) base[l] = mine[l];
  return base;
}

/** One page that uses an image, as the 409 `in_use` body lists it. */
export interface UsingPage {
  kind: string;
  id: number;
  title: string;
}

/** The pages of a 409 `in_use` refusal, or null for any other error. */
export function inUsePagesOf(error: unknown): UsingPage[] | null {
  if (!(error instanceof ApiError) || error.status !== 409) return null;
  const body = error.body as { error?: unknown; pages?: unknown } | undefined;
  if (body?.error !== 'in_use' || !Array.isArray(body.pages)) return null;
  return body.pages.filter(
    (p): p is UsingPage => typeof p === 'object' && p !== null && typeof (p as UsingPage).title === 'string' && typeof (p as UsingPage).kind === 'string',
  );
}

const KIND_LABEL: Record<string, string> = { post: 'Post', review: 'Avaliação', product: 'Produto', category: 'Categoria' };

/** "Post", "Avaliação", … for a page kind (the kind itself when unknown). */
export function pageKindLabel(kind: string): string {
  return KIND_LABEL[kind] ?? kind;
}

/** The admin screen of a page that uses an image, when there is one. */
export function pageEditHref(page: UsingPage): string | undefined {
  if (page.kind === 'post') return `/admin/edit/${page.id}`;
  if (page.kind === 'review') return `/admin/reviews/${page.id}`;
  if (page.kind === 'product') return `/admin/products/edit/${page.id}`;
  return undefined;
}

/** "1,2 MB", "350 KB", "800 B" (pt-BR decimals). */
export function formatBytes(bytes: number): string {
  const fmt = (n: number) => n.toLocaleString('pt-BR', { maximumFractionDigits: 1 });
  if (bytes >= 1024 * 1024) return `${fmt(bytes / (1024 * 1024))} MB`;
  if (bytes >= 1024) return `${fmt(bytes / 1024)} KB`;
  return `${bytes} B`;
}

/**
 * The refusal of a file over the server's upload limit, before a byte is sent (issue 26 item 7):
 * null when `size` fits.
 */
export function oversizeRefusal(name: string, size: number, maxBytes: number): { title: string; message: string } | null {
  if (size <= maxBytes) return null;
  // Just over the limit, both round alike ("3 MB"): then in bytes, so the two figures differ.
  const alike = formatBytes(size) === formatBytes(maxBytes);
  const fmt = (n: number) => (alike ? `${n.toLocaleString('pt-BR')} bytes` : formatBytes(n));
  return {
    title: 'Arquivo grande demais',
    message: `"${name}" tem ${fmt(size)}; o limite é ${fmt(maxBytes)}. Reduza a imagem (ou exporte com mais compressão) e envie de novo.`,
  };
}

/** "Gerando tamanhos… 2 de 6" while an image's variants are being made; null once they are. */
export function variantsText(item: Pick<MediaItem, 'variants'>): string | null {
  const { state, done, total } = item.variants;
  if (state === 'pending') return `Gerando tamanhos… ${done} de ${total}`;
  if (state === 'failed') return 'Falha ao gerar os tamanhos: as páginas usam a versão maior da imagem.';
  return null;
}
