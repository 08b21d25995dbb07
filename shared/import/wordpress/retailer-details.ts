/**
 * The importer's retailer lookup (issue 28 item 4), shared by the admin's import job and the CLI:
 * the price and availability of new ASINs from the region's own account (credentials from the
 * environment by locale, affiliate tag and marketplace from the locale config), as the price job
 * asks them.
 */
import type { Db } from '../../db/connect';
import { getLocaleConfig } from '../../db/queries/locale-configs';
import type { Env } from '../../env';
import { LOCALE_INFO, type Locale } from '../../locales';
import type { RetailerAccountEnv } from '../../retailer-accounts';
import { configuredCreatorsClient } from '../../retailer-api/configured-client';
import { marketplaceOf } from '../../retailer-api/wire';
import type { RetailerDetails } from './import';

export interface RetailerDetailsDeps {
  db: Db;
  env: RetailerAccountEnv & Pick<Env, 'RETAILER_API_URL'>;
  fetch: typeof fetch;
  log: (line: string) => void;
}

/**
 * WordPressImportOptions.productDetails from the region's stored credentials: null for a region
 * without credentials or affiliate tag (its new products are then flagged as needing details).
 */
export function retailerDetails(deps: RetailerDetailsDeps): (locale: Locale, asins: string[]) => Promise<Map<string, RetailerDetails> | null> {
  return async (locale, asins) => {
    const config = await getLocaleConfig(deps.db, locale);
    const partnerTag = config?.affiliateId.trim() ?? '';
    const client = configuredCreatorsClient(deps.env, locale, { fetch: deps.fetch, log: deps.log });
    if (!client || !partnerTag) return null;
    const items = await client.getItems({ marketplace: marketplaceOf(config?.amazonDomain || LOCALE_INFO[locale].retailerDomain), partnerTag, asins });
    return new Map(items.filter((i) => i.found).map((i) => [i.asin, i]));
  };
}
