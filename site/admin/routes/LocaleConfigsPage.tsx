/**
 * /admin/locales: the configuration of each region, each with its retailer account's state
 * (configured, access, last price refresh; issue 15). `?locale=mx` shows (and reads) that region
 * alone. A failed read says which one failed, with SPEC §8's texts.
 */
import { localeConfigs } from '../api/locale-configs';
import { PageHeader } from '../components/PageHeader';
import { PresenceBanner } from '../components/PresenceBanner';
import { RetailerAccountPanel } from '../components/RetailerAccountPanel';
import { QueryStatus } from '../components/QueryStatus';
import { LocaleSelect } from '../components/Selects';
import { LocaleConfigForm } from '../forms/LocaleConfigForm';
import { LOCALE_CONFIGS_FAILURE, localeConfigFailure } from '../lib/locale-config-failures';
import { useListFilters } from '../lib/use-list-filters';

const FILTERS = ['locale'] as const;

function AllRegions() {
  const list = localeConfigs.useList({ limit: 200 });
  return (
    <>
      <QueryStatus query={list} errorTitle={LOCALE_CONFIGS_FAILURE} />
      <div className="card-list">
        {(list.data?.items ?? []).map((c) => (
          <div key={`${c.locale}-${c.version}`}>
            <RetailerAccountPanel locale={c.locale} />
            <LocaleConfigForm config={c} />
          </div>
        ))}
      </div>
    </>
  );
}

function OneRegion({ locale }: { locale: string }) {
  const item = localeConfigs.useItem(locale);
  return (
    <>
      <QueryStatus query={item} errorTitle={localeConfigFailure(locale)} />
      <div className="card-list">
        {item.data ? (
          <div key={`${item.data.locale}-${item.data.version}`}>
            <RetailerAccountPanel locale={item.data.locale} />
            <LocaleConfigForm config={item.data} />
          </div>
        ) : null}
      </div>
    </>
  );
}

export function LocaleConfigsPage() {
  const filters = useListFilters(FILTERS);
  const locale = filters.values.locale;
  return (
    <>
      <PageHeader title="Regiões" />
      <PresenceBanner entity="locale_config" itemKey={locale || 'all'} />
      <p className="lead">Só regiões ativas mostram as suas páginas; as "em breve" mostram a página de lançamento no idioma da região.</p>
      <div className="filters" role="search">
        <LocaleSelect aria-label="Região" emptyLabel="Todas as regiões" value={locale} onChange={(e) => filters.setFilter('locale', e.target.value)} />
      </div>
      {locale ? <OneRegion key={locale} locale={locale} /> : <AllRegions />}
    </>
  );
}
