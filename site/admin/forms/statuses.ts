/** Portuguese labels of the editorial statuses and the locale statuses. */
import type { CONTENT_STATUSES, EDITORIAL_STATUSES } from '../../../shared/schemas/common';
import type { LocaleStatusKind } from '../../../shared/schemas/locale-config';

/** Posts and reviews: every status; products use the first, third and fourth only. */
export type ContentStatus = (typeof EDITORIAL_STATUSES)[number];
export type ProductStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Rascunho',
  pending_review: 'Aguardando revisão',
  published: 'Publicado',
  scheduled: 'Agendado',
};

export const PRODUCT_STATUSES: readonly ContentStatus[] = ['draft', 'published', 'scheduled'];
/** What an account without `content.publish` (a contributor) may set (issue 25). */
export const CONTRIBUTOR_STATUSES: readonly ContentStatus[] = ['draft', 'pending_review'];

export const LOCALE_STATUS_LABELS: Record<LocaleStatusKind, string> = {
  active: 'Ativa',
  coming_soon: 'Em breve',
  inactive: 'Inativa',
};
