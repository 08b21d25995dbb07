/** Portuguese labels of the editorial statuses and the locale statuses. */
import type { CONTENT_STATUSES } from '../../../shared/schemas/common';
import type { LocaleStatusKind } from '../../../shared/schemas/locale-config';

export type ContentStatus = (typeof CONTENT_STATUSES)[number];

export const CONTENT_STATUS_LABELS: Record<ContentStatus, string> = {
  draft: 'Rascunho',
  published: 'Publicado',
  scheduled: 'Agendado',
};

export const LOCALE_STATUS_LABELS: Record<LocaleStatusKind, string> = {
  active: 'Ativa',
  coming_soon: 'Em breve',
  inactive: 'Inativa',
};
