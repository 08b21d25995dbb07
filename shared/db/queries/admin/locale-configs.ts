/** Locale configs (status, store, currency…) as the admin edits them, keyed by locale code. */
import { LOCALE_INFO } from '../../../locales';
import type { Paged, PlainListQuery } from '../../../schemas/admin';
import type { AdminLocaleConfig, LocaleConfigInput, LocaleConfigUpdateInput } from '../../../schemas/locale-config';
import type { Db } from '../../connect';
import { toLocaleConfig } from '../locale-configs';
import { DuplicateError, InUseError } from './errors';
import { fetchPage } from './paging';
import { lockIf, type ChangeStore } from './store';

function columns(input: LocaleConfigUpdateInput | LocaleConfigInput) {
  return {
    status: input.status,
    site_name: input.siteName,
    currency: input.currency,
    currency_symbol: input.currencySymbol,
    amazon_domain: input.amazonDomain,
    affiliate_id: input.affiliateId,
    language: input.language,
    show_prices: input.showPrices ? 1 : 0,
  };
}

export const localeConfigStore: ChangeStore<AdminLocaleConfig, string, LocaleConfigInput, LocaleConfigUpdateInput> = {
  entity: 'locale-config',
  keyOf: (row) => row.locale,
  versionOf: (row) => row.version,
  async load(ex, locale, options) {
    const row = await lockIf(ex.selectFrom('locale_configs').selectAll().where('locale', '=', locale), options).executeTakeFirst();
    return row && toLocaleConfig(row);
  },
  async insert(ex, input, { at }) {
    const taken = await ex.selectFrom('locale_configs').select('locale').where('locale', '=', input.locale).executeTakeFirst();
    if (taken) throw new DuplicateError('locale', `locale '${input.locale}' is already configured: change it with PUT /api/admin/locale-configs/${input.locale}`);
    // The id is fixed per locale (footer order "by id", decisions.md).
    await ex.insertInto('locale_configs').values({ id: LOCALE_INFO[input.locale].id, locale: input.locale, ...columns(input), updated_at: at, version: 1 }).execute();
    return input.locale;
  },
  async update(ex, current, input, { at }) {
    const result = await ex
      .updateTable('locale_configs')
      .set({ ...columns(input), updated_at: at, version: current.version + 1 })
      .where('locale', '=', current.locale)
      .where('version', '=', current.version)
      .executeTakeFirst();
    return Number(result.numUpdatedRows) === 1;
  },
  /** Refused while the locale has content: set its status instead (coming_soon or inactive). */
  async remove(ex, current) {
    const counts: Record<string, number> = {};
    for (const table of ['posts', 'products', 'reviews'] as const) {
      const row = await ex.selectFrom(table).select((eb) => eb.fn.countAll<number>().as('n')).where('locale', '=', current.locale).executeTakeFirstOrThrow();
      counts[table] = Number(row.n);
    }
    if (Object.values(counts).some((n) => n > 0)) {
      throw new InUseError(
        `Locale '${current.locale}' has ${counts.posts} post(s), ${counts.products} product(s) and ${counts.reviews} review(s): change its status instead of deleting it.`,
        counts,
      );
    }
    await ex.deleteFrom('locale_configs').where('locale', '=', current.locale).execute();
  },
};

export async function listAdminLocaleConfigs(db: Db, q: PlainListQuery): Promise<Paged<AdminLocaleConfig>> {
  const base = db.kysely.selectFrom('locale_configs');
  return fetchPage(q, base, base.selectAll().orderBy('id').limit(q.limit).offset(q.offset).execute(), toLocaleConfig);
}
