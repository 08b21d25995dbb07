import { describe, expect, it } from 'vitest';
import {
  buildStatusBadge,
  elapsedMs,
  formatBytes,
  formatCount,
  formatDuration,
  jobRunBadge,
  jobRunSummary,
  logTail,
  progressPercent,
  purgeStatusBadge,
  indexNowStatusBadge,
  indexNowSummary,
  toSitePath,
  triggerLabel,
} from './format';

describe('formatDuration', () => {
  it.each([
    [null, '—'],
    [-5, '—'],
    [0, '0 ms'],
    [850, '850 ms'],
    [1000, '1,0 s'],
    [12_345, '12,3 s'],
    [59_999, '59,9 s'],
    [60_000, '1 min 00 s'],
    [125_000, '2 min 05 s'],
    [3_720_000, '1 h 02 min'],
  ])('%s ms → %s', (ms, text) => {
    expect(formatDuration(ms)).toBe(text);
  });
});

describe('formatBytes and formatCount', () => {
  it('uses pt-BR decimals and 1024-byte units', () => {
    expect(formatBytes(812)).toBe('812 B');
    expect(formatBytes(12_698)).toBe('12,4 KB');
    expect(formatBytes(1_258_291)).toBe('1,2 MB');
    expect(formatBytes(null)).toBe('—');
    expect(formatCount(10_240)).toBe('10.240');
    expect(formatCount(null)).toBe('—');
  });
});

describe('progressPercent', () => {
  it('is a whole, clamped percent, and null while the total is unknown', () => {
    expect(progressPercent(0, 200)).toBe(0);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(250, 200)).toBe(100);
    expect(progressPercent(5, null)).toBeNull();
    expect(progressPercent(0, 0)).toBeNull();
  });
});

describe('elapsedMs', () => {
  const start = '2026-11-21T10:00:00.000Z';
  it('counts to the end of a finished run, or to now for a running one', () => {
    expect(elapsedMs(start, '2026-11-21T10:00:12.500Z', 0)).toBe(12_500);
    expect(elapsedMs(start, null, Date.parse(start) + 3000)).toBe(3000);
    expect(elapsedMs(start, null, Date.parse(start) - 50)).toBe(0);
    expect(elapsedMs('not a date', null, 0)).toBeNull();
  });
});

describe('logTail', () => {
  it('keeps the last lines and says how many were left out', () => {
    const log = Array.from({ length: 250 }, (_, i) => `line ${i + 1}`).join('\n') + '\n';
    const tail = logTail(log, 200);
    expect(tail.omitted).toBe(50);
    expect(tail.text.split('\n')[0]).toBe('line 51');
    expect(tail.text.endsWith('line 250')).toBe(true);
    expect(logTail('a\nb', 200)).toEqual({ text: 'a\nb', omitted: 0 });
  });
});

describe('status badges', () => {
  it('labels builds', () => {
    expect(buildStatusBadge('failed')).toEqual({ label: 'Falhou', tone: 'danger' });
    expect(buildStatusBadge('queued').label).toBe('Na fila');
  });

  it('shows a CDN purge that failed or is retrying, and nothing when no CDN is purged', () => {
    expect(purgeStatusBadge('failed')).toEqual({ label: 'CDN: limpeza falhou', tone: 'danger' });
    expect(purgeStatusBadge('retrying')?.tone).toBe('warning');
    expect(purgeStatusBadge('succeeded')?.tone).toBe('success');
    expect(purgeStatusBadge(null)).toBeNull();
  });

  it('shows an IndexNow submission\'s state and says what went and what came back, with thousands separators', () => {
    expect(indexNowStatusBadge('failed')).toEqual({ label: 'IndexNow: falhou', tone: 'danger' });
    expect(indexNowStatusBadge('retrying')?.tone).toBe('warning');
    expect(indexNowStatusBadge(null)).toBeNull();
    expect(indexNowSummary({ indexNowCount: 12_345, indexNowUrls: ['https://x.example/us/a'], indexNowAnswer: '2 pedidos: HTTP 202' }))
      .toBe('12.345 URLs enviadas (https://x.example/us/a, … e mais 12.344) — resposta: 2 pedidos: HTTP 202');
    expect(indexNowSummary({ indexNowCount: 1, indexNowUrls: ['https://x.example/br'], indexNowAnswer: null })).toBe('1 URL enviada (https://x.example/br) — resposta: aguardando');
  });

  it('shows "not configured" as a warning, other skips as neutral, failures as danger', () => {
    expect(jobRunBadge({ status: 'skipped', summary: 'not configured' })).toEqual({ label: 'Não configurado', tone: 'warning' });
    expect(jobRunBadge({ status: 'skipped', summary: 'nothing to publish' })).toEqual({ label: 'Ignorada', tone: 'neutral' });
    expect(jobRunBadge({ status: 'failed', summary: null }).tone).toBe('danger');
    expect(jobRunBadge({ status: 'running', summary: null }).label).toBe('Em execução');
  });

  it('gives the summary, else the error, else a dash', () => {
    expect(jobRunSummary({ status: 'succeeded', summary: '12 prices', error: null })).toBe('12 prices');
    expect(jobRunSummary({ status: 'failed', summary: null, error: 'timeout' })).toBe('timeout');
    expect(jobRunSummary({ status: 'running', summary: null, error: null })).toBe('—');
    expect(jobRunSummary({ status: 'skipped', summary: 'not configured', error: null })).toMatch(/^Não configurado/);
  });

  it('words known triggers and keeps others as they are', () => {
    expect(triggerLabel('nightly')).toBe('Regeneração noturna');
    expect(triggerLabel('post:12')).toBe('post:12');
    // A save's build, as the publisher records it (issue 24: "post 27 update" in the Portuguese admin).
    expect(triggerLabel('post 27 update')).toBe('Alteração do post 27');
    expect(triggerLabel('review 3 delete')).toBe('Exclusão da avaliação 3');
    expect(triggerLabel('product 9 create')).toBe('Criação do produto 9');
    expect(triggerLabel('admin:editor1')).toBe('Pedido no painel por editor1');
    expect(triggerLabel('admin:editor1 render /br/fones')).toBe('Renderização de /br/fones por editor1');
  });

  it('reads every trigger the publishers write in Portuguese (issue 24: no English build trigger in the admin)', () => {
    expect(triggerLabel('2 changes: post 27 update; review 3 delete')).toBe('2 alterações: Alteração do post 27; Exclusão da avaliação 3');
    expect(triggerLabel('post 1 update; product 2 create')).toBe('Alteração do post 1; Criação do produto 2');
    expect(triggerLabel('setting site_name update')).toBe('Alteração da configuração site_name');
    expect(triggerLabel('locale-config br update')).toBe('Alteração da região br');
    expect(triggerLabel('sitemaps of the changes before (12 pages)')).toBe('Sitemaps das alterações anteriores (12 páginas)');
    expect(triggerLabel('the live site was built from other code')).toBe('O site no ar foi gerado por outra versão do código');
    expect(triggerLabel('first build (no live site yet)')).toBe('Primeira geração (ainda não há site no ar)');
    expect(triggerLabel('the category order of br, it changed (footer of every page)')).toBe('A ordem das categorias mudou em br, it (rodapé de todas as páginas)');
    expect(triggerLabel('reconcile after incremental builds')).toBe('Conferência depois das gerações incrementais');
    expect(triggerLabel('redirects: ana')).toBe('Redirecionamentos alterados por ana');
    expect(triggerLabel('rebuild: refresh-prices')).toBe('Atualização de preços');
    expect(triggerLabel('rebuild: post 4 update')).toBe('Alteração do post 4');
  });
});

describe('toSitePath', () => {
  it.each([
    ['/br/melhores-fones', '/br/melhores-fones'],
    ['  br/melhores-fones ', '/br/melhores-fones'],
    ['https://example.com/it/cuffie?x=1', '/it/cuffie'],
    ['/br/avaliacao?q=fone#top', '/br/avaliacao'],
    ['http://127.0.0.1:4321/br/', '/br/'],
  ])('%s → %s', (input, path) => {
    expect(toSitePath(input)).toBe(path);
  });

  it('refuses empty and unreadable input', () => {
    expect(toSitePath('   ')).toBeNull();
    expect(toSitePath('/br/a b')).toBeNull();
    expect(toSitePath('https://')).toBeNull();
    expect(toSitePath('?q=1')).toBeNull();
  });
});
