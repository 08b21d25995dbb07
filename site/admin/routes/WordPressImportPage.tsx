/**
 * /admin/import-wordpress (issue 28 item 8): "Importar do WordPress". Uploads an export (the file of
 * WordPress's Ferramentas › Exportar) with the region of its items, the Polylang/WPML language map,
 * a dry run and the overwrite choice; then follows the background import (polling) and shows the
 * same report as the CLI: counts, each item's outcome, warnings and the old addresses redirected.
 */
import { useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { IMPORTS_BASE, startImport, useImportRun, useImportRuns, type WordPressImportRun } from '../api/imports';
import { LocaleSelect } from '../components/Selects';
import { PageHeader } from '../components/PageHeader';
import { QueryStatus } from '../components/QueryStatus';
import { formatDateTime } from '../lib/datetime';
import { describeError } from '../lib/errors';
import { importWarningText } from '../lib/import-warnings';

const OUTCOME: Record<string, string> = {
  created: 'Criado',
  updated: 'Atualizado',
  unchanged: 'Sem mudança',
  'kept-local-edits': 'Mantido (editado aqui)',
  skipped: 'Ignorado',
};
const STATUS: Record<string, string> = { running: 'Em andamento', succeeded: 'Concluída', failed: 'Falhou' };

function ImportForm({ onStarted }: { onStarted: (run: WordPressImportRun) => void }) {
  const [file, setFile] = useState<File | null>(null);
  const [locale, setLocale] = useState('br');
  const [localeMap, setLocaleMap] = useState('');
  const [dryRun, setDryRun] = useState(false);
  const [overwrite, setOverwrite] = useState(false);
  const [sent, setSent] = useState<number | null>(null);
  const [error, setError] = useState<string>();
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!file) return setError('Escolha o arquivo da exportação (.xml).');
    setError(undefined);
    setSent(0);
    try {
      onStarted(await startImport(file, { locale, localeMap, dryRun, overwrite }, setSent));
    } catch (err) {
      setError(describeError(err).description);
    } finally {
      setSent(null);
    }
  };
  return (
    <form className="card" onSubmit={(e) => void submit(e)} aria-label="Importar do WordPress">
      <label className="field">
        <span className="field-label">Arquivo da exportação (WXR)</span>
        <input type="file" accept=".xml,application/xml,text/xml" onChange={(e) => setFile(e.target.files?.[0] ?? null)} />
        <p className="field-hint">No WordPress: Ferramentas › Exportar › Todo o conteúdo. Imagens são buscadas nos endereços da exportação.</p>
      </label>
      <div className="field-grid">
        <label className="field">
          <span className="field-label">Região dos itens</span>
          <LocaleSelect value={locale} onChange={(e) => setLocale(e.target.value)} />
          <p className="field-hint">Todos os itens, ou os que não têm idioma próprio.</p>
        </label>
        <label className="field">
          <span className="field-label">Mapa de idiomas (Polylang/WPML)</span>
          <input value={localeMap} onChange={(e) => setLocaleMap(e.target.value)} placeholder="en=us,es=es,pt=br,it=it" maxLength={500} />
          <p className="field-hint">Opcional: idioma do WordPress=região daqui, separados por vírgula.</p>
        </label>
      </div>
      <div className="field field-check">
        <label>
          <input type="checkbox" checked={dryRun} onChange={(e) => setDryRun(e.target.checked)} /> Simulação (lê e converte tudo, não grava nada)
        </label>
      </div>
      <div className="field field-check">
        <label>
          <input type="checkbox" checked={overwrite} onChange={(e) => setOverwrite(e.target.checked)} /> Sobrescrever o que foi editado aqui desde a última importação
        </label>
      </div>
      {error ? <p className="notice notice-error" role="alert">{error}</p> : null}
      <div className="row-actions">
        <button type="submit" className="btn btn-primary" disabled={sent !== null}>
          {sent !== null ? `Enviando… ${Math.round(sent * 100)}%` : 'Importar'}
        </button>
      </div>
    </form>
  );
}

function Counts({ run }: { run: WordPressImportRun }) {
  const r = run.report!;
  const c = r.counts;
  const rows: Array<[string, number]> = [
    ['Criados', c.created], ['Atualizados', c.updated], ['Sem mudança', c.unchanged], ['Mantidos (editados aqui)', c.keptLocalEdits], ['Ignorados', c.skipped],
    ['Categorias criadas', c.categoriesCreated], ['Produtos criados', c.productsCreated], ['Com preço da loja', c.productsWithDetails ?? 0], ['Produtos sem detalhes', r.totals.productsNeedingDetails],
    ['Imagens importadas', c.picturesImported], ['Imagens ausentes', c.picturesMissing], ['Redirecionamentos', c.redirects], ['Comentários ignorados', c.commentsIgnored],
  ];
  return (
    <table className="data-table" aria-label="Totais">
      <tbody>
        {rows.map(([label, n]) => (
          <tr key={label}>
            <th scope="row">{label}</th>
            <td data-count={label}>{n}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

const more = (shown: number, total: number) => (total > shown ? <p className="muted">Mostrando {shown} de {total}: o relatório completo está no arquivo para baixar.</p> : null);

function Report({ run }: { run: WordPressImportRun }) {
  const r = run.report!;
  return (
    <section aria-label="Relatório da importação">
      <p className="lead">
        {r.dryRun ? 'Simulação: nada foi gravado. ' : ''}
        {r.site.title} ({r.site.url}, WXR {r.site.wxrVersion}).
        {!r.dryRun && r.counts.created + r.counts.updated > 0 ? ' As páginas importadas aparecem no site após a próxima reconstrução.' : ''}
      </p>
      <Counts run={run} />
      <h3>Itens</h3>
      <table className="data-table" aria-label="Itens importados">
        <thead>
          <tr><th scope="col">Título</th><th scope="col">Tipo</th><th scope="col">Resultado</th><th scope="col">Endereço aqui</th></tr>
        </thead>
        <tbody>
          {r.items.map((item) => (
            <tr key={`${item.guid}:${item.locale ?? ''}`}>
              <td>{item.title}</td>
              <td data-label="Tipo">{item.type === 'page' ? 'Página' : item.type === 'post' ? 'Post' : item.type}</td>
              <td data-label="Resultado">{OUTCOME[item.outcome] ?? item.outcome}</td>
              <td data-label="Endereço aqui">{item.path ? <code>{item.path}</code> : '—'}</td>
            </tr>
          ))}
        </tbody>
      </table>
      {more(r.items.length, r.totals.items)}
      <h3>Avisos ({r.totals.warnings})</h3>
      {r.warnings.length ? (
        <ul aria-label="Avisos">
          {r.warnings.map((w, i) => (
            <li key={i}>
              {w.title ? <strong>{w.title}: </strong> : null}
              {importWarningText(w.message)}
            </li>
          ))}
        </ul>
      ) : <p className="muted">Nenhum aviso.</p>}
      {more(r.warnings.length, r.totals.warnings)}
      <h3>Redirecionamentos ({r.totals.redirects})</h3>
      <table className="data-table" aria-label="Redirecionamentos">
        <thead>
          <tr><th scope="col">Endereço antigo</th><th scope="col">Novo endereço (301)</th></tr>
        </thead>
        <tbody>
          {r.redirects.map((x) => (
            <tr key={x.from}><td><code>{x.from}</code></td><td><code>{x.to}</code></td></tr>
          ))}
        </tbody>
      </table>
      {more(r.redirects.length, r.totals.redirects)}
      <p>
        <a className="btn btn-secondary" href={`${IMPORTS_BASE}/${run.id}/report`} download>
          Baixar o relatório completo (JSON)
        </a>
      </p>
    </section>
  );
}

function RunPanel({ id }: { id: number }) {
  const query = useImportRun(id);
  const run = query.data;
  return (
    <div className="card" aria-live="polite">
      <h2 className="card-title">Importação nº {id}{run ? ` — ${run.fileName}` : ''}</h2>
      <QueryStatus query={query} errorTitle="Falha ao buscar a importação" />
      {run ? (
        <>
          <p>
            <span className="badge" data-status={run.status}>{STATUS[run.status] ?? run.status}</span>{' '}
            {run.dryRun ? <span className="badge">Simulação</span> : null}
          </p>
          {run.status === 'running' ? (
            <p>
              <progress value={run.progress.done} max={Math.max(run.progress.total, 1)} aria-label="Progresso da importação" />{' '}
              {run.progress.done} de {run.progress.total} itens
            </p>
          ) : null}
          {run.status === 'failed' ? <p className="notice notice-error" role="alert">A importação falhou: {run.error}</p> : null}
          {run.status === 'succeeded' && run.report ? <Report run={run} /> : null}
        </>
      ) : null}
    </div>
  );
}

export function WordPressImportPage() {
  const [current, setCurrent] = useState<number | null>(null);
  const client = useQueryClient();
  const runs = useImportRuns();
  const started = (run: WordPressImportRun) => {
    client.setQueryData([IMPORTS_BASE, run.id], run);
    setCurrent(run.id);
    void client.invalidateQueries({ queryKey: [IMPORTS_BASE, 'list'] });
  };
  return (
    <>
      <PageHeader title="Importar do WordPress" />
      <p className="lead">
        Traz posts, páginas, categorias, imagens e os produtos dos shortcodes de afiliados (AAWP, AmaLinks Pro, Lasso) de uma exportação do WordPress. Os endereços antigos passam a redirecionar (301) para os novos. Importar o mesmo arquivo de novo não duplica nada.
      </p>
      <ImportForm onStarted={started} />
      {current !== null ? <RunPanel id={current} /> : null}
      <h2>Importações recentes</h2>
      <QueryStatus query={runs} errorTitle="Falha ao buscar as importações" empty="Nenhuma importação ainda." />
      {runs.data?.items.length ? (
        <table className="data-table" aria-label="Importações recentes">
          <thead>
            <tr><th scope="col">Nº</th><th scope="col">Arquivo</th><th scope="col">Região</th><th scope="col">Situação</th><th scope="col">Início</th><th scope="col"><span className="sr-only">Ações</span></th></tr>
          </thead>
          <tbody>
            {runs.data.items.map((run) => (
              <tr key={run.id}>
                <td data-label="Nº">{run.id}</td>
                <td data-label="Arquivo">{run.fileName}{run.dryRun ? ' (simulação)' : ''}</td>
                <td data-label="Região">{run.locale}</td>
                <td data-label="Situação">{STATUS[run.status] ?? run.status}</td>
                <td data-label="Início">{formatDateTime(run.startedAt)}</td>
                <td className="row-actions">
                  <button type="button" className="btn btn-secondary btn-small" onClick={() => setCurrent(run.id)}>Ver relatório</button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </>
  );
}
