/**
 * Vocabularies of the locales that get demo content. Only the active locales (br, it, mx) have
 * posts and products; es and us launch later and are seeded as 'coming_soon' without content.
 */
import type { Locale } from '../../../../shared/locales';
import { br } from './br';
import { it } from './it';
import { mx } from './mx';
import type { LocaleVocab } from './types';

export const CONTENT_LOCALES = ['br', 'it', 'mx'] as const satisfies readonly Locale[];
export type ContentLocale = (typeof CONTENT_LOCALES)[number];

export const VOCABS: Record<ContentLocale, LocaleVocab> = { br, it, mx };

export type { LocaleVocab } from './types';
