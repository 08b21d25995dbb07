/**
 * The ten fixed categories of the site (SPEC §3) with their slug, display order and a natural
 * name in each locale's language. Slugs are Portuguese because br is the default locale and the
 * slugs are shared by every locale (/{locale}/categoria/{slug}); only the names are translated.
 * The database holds a copy (categories + category_names) seeded from this list.
 */
import type { Locale } from './locales';

/** Slugs of the fixed categories, in display order. */
export const CATEGORY_SLUGS = [
  'tecnologia',
  'casa-construcao',
  'beleza-saude',
  'moda',
  'alimentos-bebidas',
  'mae-bebe-criancas',
  'veiculos',
  'esportes-lazer',
  'pets',
  'livros-papelaria',
] as const;

export type CategorySlug = (typeof CATEGORY_SLUGS)[number];

export interface Category {
  slug: CategorySlug;
  /** Position in lists (1 = first). */
  sortOrder: number;
  /** Display name in every locale; es and mx differ where Spain and Mexico say it differently. */
  names: Record<Locale, string>;
}

const NAMES: Record<CategorySlug, Record<Locale, string>> = {
  tecnologia: {
    br: 'Tecnologia e Eletrônicos',
    it: 'Tecnologia ed Elettronica',
    mx: 'Tecnología y Electrónicos',
    es: 'Tecnología y Electrónica',
    us: 'Technology & Electronics',
  },
  'casa-construcao': {
    br: 'Casa e Construção',
    it: 'Casa e Fai da Te',
    mx: 'Hogar y Construcción',
    es: 'Hogar y Bricolaje',
    us: 'Home & Improvement',
  },
  'beleza-saude': {
    br: 'Beleza e Saúde',
    it: 'Bellezza e Salute',
    mx: 'Belleza y Salud',
    es: 'Belleza y Salud',
    us: 'Beauty & Health',
  },
  moda: {
    br: 'Moda',
    it: 'Moda',
    mx: 'Moda',
    es: 'Moda',
    us: 'Fashion',
  },
  'alimentos-bebidas': {
    br: 'Alimentos e Bebidas',
    it: 'Alimentari e Bevande',
    mx: 'Alimentos y Bebidas',
    es: 'Alimentación y Bebidas',
    us: 'Food & Drinks',
  },
  'mae-bebe-criancas': {
    br: 'Mãe, Bebê e Crianças',
    it: 'Mamma, Bebè e Bambini',
    mx: 'Mamá, Bebé y Niños',
    es: 'Mamá, Bebé y Niños',
    us: 'Mom, Baby & Kids',
  },
  veiculos: {
    br: 'Veículos',
    it: 'Auto e Moto',
    mx: 'Autos y Motos',
    es: 'Coche y Moto',
    us: 'Vehicles',
  },
  'esportes-lazer': {
    br: 'Esportes e Lazer',
    it: 'Sport e Tempo Libero',
    mx: 'Deportes y Aire Libre',
    es: 'Deportes y Ocio',
    us: 'Sports & Outdoors',
  },
  pets: {
    br: 'Pets',
    it: 'Animali Domestici',
    mx: 'Mascotas',
    es: 'Mascotas',
    us: 'Pets',
  },
  'livros-papelaria': {
    br: 'Livros e Papelaria',
    it: 'Libri e Cancelleria',
    mx: 'Libros y Papelería',
    es: 'Libros y Papelería',
    us: 'Books & Stationery',
  },
};

/** The ten fixed categories, in display order (`sortOrder` 1–10). */
export const CATEGORIES: readonly Category[] = CATEGORY_SLUGS.map((slug, index) => ({
  slug,
  sortOrder: index + 1,
  names: NAMES[slug],
}));

/** True when `value` is the slug of one of the fixed categories. */
export function isCategorySlug(value: unknown): value is CategorySlug {
  return typeof value === 'string' && (CATEGORY_SLUGS as readonly string[]).includes(value);
}
