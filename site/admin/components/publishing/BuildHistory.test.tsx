import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { BuildRun } from '../../api/builds';
import { TipProvider } from '../Tip';
import { BuildHistory } from './BuildHistory';

const build = (over: Partial<BuildRun>): BuildRun => ({
  id: 7,
  kind: 'incremental',
  trigger: 'post 12 update',
  status: 'succeeded',
  startedAt: '2026-11-21T03:00:00.000Z',
  finishedAt: '2026-11-21T03:00:00.300Z',
  durationMs: 300,
  pages: 3,
  pagesDone: 3,
  pagesTotal: 3,
  pagesByLocale: null,
  paths: ['/br/post', '/br', '/br/cat'],
  error: null,
  purgeStatus: null,
  purgeError: null,
  indexNowStatus: null,
  indexNowCount: null,
  indexNowUrls: null,
  indexNowAnswer: null,
  waitingFor: null,
  ...over,
});

const html = (items: BuildRun[]) => renderToStaticMarkup(<TipProvider><BuildHistory items={items} logId={null} onShowLog={() => {}} /></TipProvider>);

describe('BuildHistory', () => {
  it('shows a CDN purge that failed with its reason, beside the build that succeeded', () => {
    const out = html([build({ purgeStatus: 'failed', purgeError: 'cloudflare: 403 Authentication error (code 10000)' })]);
    expect(out).toContain('Concluída');
    expect(out).toContain('badge-tone-danger');
    expect(out).toContain('CDN: limpeza falhou: cloudflare: 403 Authentication error (code 10000)');
  });

  it('shows a purge being retried as a warning', () => {
    const out = html([build({ purgeStatus: 'retrying', purgeError: 'varnish: connect ECONNREFUSED 127.0.0.1:6081' })]);
    expect(out).toContain('badge-tone-warning');
    expect(out).toContain('tentando de novo');
  });

  it('shows no CDN badge when no CDN is purged', () => {
    expect(html([build({})])).not.toContain('CDN');
  });

  it('shows what a build submitted to IndexNow (count and first URLs) and the answer, in Portuguese', () => {
    const out = html([build({ indexNowStatus: 'succeeded', indexNowCount: 7, indexNowUrls: ['https://example.com/br/post', 'https://example.com/br'], indexNowAnswer: 'HTTP 202' })]);
    expect(out).toContain('IndexNow: enviado');
    expect(out).toContain('badge-tone-success');
    expect(out).toContain('7 URLs enviadas (https://example.com/br/post, https://example.com/br, … e mais 5) — resposta: HTTP 202');
  });

  it('shows a submission the endpoint refused with its answer, and nothing without IndexNow', () => {
    const out = html([build({ indexNowStatus: 'failed', indexNowCount: 1, indexNowUrls: ['https://example.com/br/post'], indexNowAnswer: 'HTTP 422: URL not on host' })]);
    expect(out).toContain('IndexNow: falhou');
    expect(out).toContain('badge-tone-danger');
    expect(out).toContain('1 URL enviada (https://example.com/br/post) — resposta: HTTP 422: URL not on host');
    expect(html([build({})])).not.toContain('IndexNow');
  });
});
