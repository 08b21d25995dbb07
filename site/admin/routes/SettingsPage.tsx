/** /admin/settings: the site name (setting `site_name`) and any other stored setting. */
import { ApiError } from '../../lib/api';
import { settings } from '../api/settings';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageHeader } from '../components/PageHeader';
import { PresenceBanner } from '../components/PresenceBanner';
import { Spinner } from '../components/Spinner';
import { SettingForm } from '../forms/SettingForm';
import { DEFAULT_SITE_NAME } from '../../../shared/locales';

const SITE_NAME = 'site_name';

export function SettingsPage() {
  const siteName = settings.useItem(SITE_NAME);
  const all = settings.useList({ limit: 200 });
  const missing = siteName.error instanceof ApiError && siteName.error.status === 404;
  const others = (all.data?.items ?? []).filter((s) => s.key !== SITE_NAME);
  return (
    <>
      <PageHeader title="Configurações" />
      <PresenceBanner entity="setting" itemKey="all" />
      {siteName.isError && !missing ? <ErrorNotice error={siteName.error} onRetry={() => void siteName.refetch()} /> : null}
      {!siteName.isFetchedAfterMount && !siteName.isError ? <Spinner /> : null}
      {siteName.isFetchedAfterMount && (siteName.data || missing) ? (
        <SettingForm
          key={siteName.data ? `v${siteName.data.version}` : 'new'}
          settingKey={SITE_NAME}
          label="Nome do site"
          hint={`Aparece no título de cada página e no rodapé. Sem valor, o site usa "${DEFAULT_SITE_NAME}".`}
          setting={siteName.data ?? undefined}
        />
      ) : null}
      {others.length > 0 ? (
        <>
          <h2>Outras configurações</h2>
          {others.map((s) => (
            <SettingForm key={`${s.key}-${s.version}`} settingKey={s.key} label={s.key} setting={s} multiline />
          ))}
        </>
      ) : null}
    </>
  );
}
