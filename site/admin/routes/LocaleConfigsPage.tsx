/** /admin/locales: the configuration of each region. */
import { localeConfigs } from '../api/locale-configs';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { LocaleConfigForm } from '../forms/LocaleConfigForm';

export function LocaleConfigsPage() {
  const list = localeConfigs.useList({ limit: 200 });
  return (
    <>
      <PageHeader title="Regiões" />
      <p className="lead">Só regiões ativas mostram as suas páginas; as "em breve" mostram a página de lançamento no idioma da região.</p>
      {list.isError ? <ErrorNotice error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <Spinner /> : null}
      <div className="card-list">
        {(list.data?.items ?? []).map((c) => (
          <LocaleConfigForm key={`${c.locale}-${c.version}`} config={c} />
        ))}
      </div>
    </>
  );
}
