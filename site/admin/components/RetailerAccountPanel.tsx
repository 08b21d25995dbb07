/**
 * One region's retailer account on the regions screen (issue 15): configured or not, whether the
 * retailer lets it in (and why prices are hidden when not), and the last price refresh.
 */
import { useRetailerAccounts } from '../api/locale-configs';
import { retailerStatus } from '../lib/retailer-status';

export function RetailerAccountPanel({ locale }: { locale: string }) {
  const accounts = useRetailerAccounts();
  const item = accounts.data?.items.find((i) => i.locale === locale);
  if (!item) return null;
  const view = retailerStatus(item);
  return (
    <section className={`retailer-account retailer-account--${view.tone}`} aria-label={`Conta do varejista (${locale})`} data-retailer-account={locale}>
      <p className="retailer-account__title">
        <strong>{view.title}</strong>
      </p>
      <p className="muted">{view.detail}</p>
      {view.lastRun ? <p className="muted">{view.lastRun}</p> : null}
    </section>
  );
}
