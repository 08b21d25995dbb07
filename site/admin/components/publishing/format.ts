/**
 * Words and numbers of the publishing screens (pre-render, dynamic rendering, cron): durations,
 * sizes, progress, log tails and the pt-BR labels of the build and job statuses. Framework-free so
 * the rules are unit-tested without a DOM.
 */
import type { BuildKind, BuildStatus, IndexNowStatus, PurgeStatus } from '../../api/builds';
import type { JobRun, JobRunStatus } from '../../api/jobs';
import type { RenderMode } from '../../api/rendering';
import { savedItemTrigger } from '../../lib/audit-labels';

/** Colour family of a status badge (classes `badge-tone-*` in publishing.css). */
export type BadgeTone = 'success' | 'danger' | 'warning' | 'info' | 'neutral';

export interface BadgeSpec {
  label: string;
  tone: BadgeTone;
}

const decimal = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 1, minimumFractionDigits: 1 });
const integer = new Intl.NumberFormat('pt-BR', { maximumFractionDigits: 0 });
const pad2 = (n: number) => String(n).padStart(2, '0');

/** '850 ms', '12,3 s', '2 min 05 s', '1 h 02 min'; '—' when unknown (a run not finished). */
export function formatDuration(ms: number | null | undefined): string {
  if (ms === null || ms === undefined || !Number.isFinite(ms) || ms < 0) return '—';
  if (ms < 1000) return `${Math.round(ms)} ms`;
  if (ms < 60_000) return `${decimal.format(Math.floor(ms / 100) / 10)} s`;
  const totalSeconds = Math.floor(ms / 1000);
  if (totalSeconds < 3600) return `${Math.floor(totalSeconds / 60)} min ${pad2(totalSeconds % 60)} s`;
  const totalMinutes = Math.floor(totalSeconds / 60);
  return `${Math.floor(totalMinutes / 60)} h ${pad2(totalMinutes % 60)} min`;
}

/** '812 B', '12,4 KB', '1,2 MB' (1 KB = 1024 B, as file managers show). */
export function formatBytes(bytes: number | null | undefined): string {
  if (bytes === null || bytes === undefined || !Number.isFinite(bytes) || bytes < 0) return '—';
  if (bytes < 1024) return `${integer.format(bytes)} B`;
  if (bytes < 1024 * 1024) return `${decimal.format(bytes / 1024)} KB`;
  return `${decimal.format(bytes / (1024 * 1024))} MB`;
}

/** A count with pt-BR thousands separators ('10.240'); '—' when unknown. */
export function formatCount(n: number | null | undefined): string {
  return n === null || n === undefined ? '—' : integer.format(n);
}

/**
 * Whole percent of `done` out of `total` (0–100), or null while the total is not known yet (the
 * bar is then indeterminate: no invented number).
 */
export function progressPercent(done: number, total: number | null | undefined): number | null {
  if (total === null || total === undefined || total <= 0) return null;
  return Math.max(0, Math.min(100, Math.floor((done / total) * 100)));
}

/** Milliseconds from `startedAt` to `finishedAt`, or to `now` for a run still going. */
export function elapsedMs(startedAt: string, finishedAt: string | null, now: number): number | null {
  const start = Date.parse(startedAt);
  if (Number.isNaN(start)) return null;
  const end = finishedAt ? Date.parse(finishedAt) : now;
  return Number.isNaN(end) ? null : Math.max(0, end - start);
}

export interface LogTail {
  text: string;
  /** Lines before the tail that are not shown. */
  omitted: number;
}

/** The last `lines` lines of a log (a full build logs thousands; the end says how it ended). */
export function logTail(log: string, lines = 200): LogTail {
  const all = log.replace(/\n+$/, '').split('\n');
  if (all.length <= lines) return { text: all.join('\n'), omitted: 0 };
  return { text: all.slice(-lines).join('\n'), omitted: all.length - lines };
}

/** A full build regenerates the whole site ('Gerar site completo'); an incremental one, what a save touched. */
export const BUILD_KIND_LABELS: Record<BuildKind, string> = { full: 'Completo', incremental: 'Incremental' };

const BUILD_STATUS_BADGES: Record<BuildStatus, BadgeSpec> = {
  queued: { label: 'Na fila', tone: 'neutral' },
  running: { label: 'Em andamento', tone: 'info' },
  succeeded: { label: 'Concluída', tone: 'success' },
  failed: { label: 'Falhou', tone: 'danger' },
};

/** Badge of a build's status. */
export function buildStatusBadge(status: BuildStatus): BadgeSpec {
  return BUILD_STATUS_BADGES[status] ?? { label: status, tone: 'neutral' };
}

/** The badge of `status` in `badges` ('<prefix>: <status>' for one it does not know), or null for none. */
function sideBadge<S extends string>(badges: Record<S, BadgeSpec>, prefix: string, status: S | null | undefined): BadgeSpec | null {
  return status ? (badges[status] ?? { label: `${prefix}: ${status}`, tone: 'neutral' }) : null;
}

const PURGE_STATUS_BADGES: Record<PurgeStatus, BadgeSpec> = {
  pending: { label: 'CDN: limpando', tone: 'info' },
  retrying: { label: 'CDN: limpeza falhou, tentando de novo', tone: 'warning' },
  succeeded: { label: 'CDN: limpo', tone: 'success' },
  failed: { label: 'CDN: limpeza falhou', tone: 'danger' },
};

/**
 * Badge of the CDN purge of a build's pages (CDN_PURGE), or null when no CDN is purged: a purge
 * that failed means readers may still get the old pages from the cache until it expires.
 */
export function purgeStatusBadge(status: PurgeStatus | null | undefined): BadgeSpec | null {
  return sideBadge(PURGE_STATUS_BADGES, 'CDN', status);
}

const INDEXNOW_STATUS_BADGES: Record<IndexNowStatus, BadgeSpec> = {
  pending: { label: 'IndexNow: na fila', tone: 'info' },
  retrying: { label: 'IndexNow: tentando de novo', tone: 'warning' },
  succeeded: { label: 'IndexNow: enviado', tone: 'success' },
  failed: { label: 'IndexNow: falhou', tone: 'danger' },
};

/**
 * Badge of the IndexNow submission of a build's URLs (INDEXNOW_KEY), or null when nothing was
 * submitted: a failed one (refused, or given up after the retries) means the search engines learn of
 * the change only when they crawl.
 */
export function indexNowStatusBadge(status: IndexNowStatus | null | undefined): BadgeSpec | null {
  return sideBadge(INDEXNOW_STATUS_BADGES, 'IndexNow', status);
}

/**
 * What a build submitted to IndexNow and the answer, in one sentence: '3 URLs enviadas
 * (https://…/br/a, https://…/br) — resposta: HTTP 202'.
 */
export function indexNowSummary(build: { indexNowCount: number | null; indexNowUrls: string[] | null; indexNowAnswer: string | null }): string {
  const count = build.indexNowCount ?? 0;
  const urls = build.indexNowUrls ?? [];
  const more = count > urls.length ? `, … e mais ${formatCount(count - urls.length)}` : '';
  const sent = `${formatCount(count)} ${count === 1 ? 'URL enviada' : 'URLs enviadas'}${urls.length ? ` (${urls.join(', ')}${more})` : ''}`;
  return `${sent} — resposta: ${build.indexNowAnswer ?? 'aguardando'}`;
}

/** Known build triggers in words; anything else (a content change's description) is shown as it is. */
const TRIGGER_LABELS: Record<string, string> = {
  admin: 'Pedido no painel',
  manual: 'Pedido manual',
  nightly: 'Regeneração noturna',
  'refresh-prices': 'Atualização de preços',
  startup: 'Início do servidor',
  cli: 'Linha de comando',
  'code-change': 'Mudança no código',
};

/**
 * Triggers the publishers write as sentences (api/publish/local-publisher.ts, netlify-publisher.ts,
 * api/routes/admin/redirects.ts), with their Portuguese reading; `$1`… are the values kept.
 */
const TRIGGER_PATTERNS: [RegExp, string][] = [
  [/^sitemaps of the changes before \((\d+) pages\)$/, 'Sitemaps das alterações anteriores ($1 páginas)'],
  [/^the live site was built from other code$/, 'O site no ar foi gerado por outra versão do código'],
  [/^first build \(no live site yet\)$/, 'Primeira geração (ainda não há site no ar)'],
  [/^the category order of (.+) changed \(footer of every page\)$/, 'A ordem das categorias mudou em $1 (rodapé de todas as páginas)'],
  [/^reconcile after incremental builds$/, 'Conferência depois das gerações incrementais'],
  [/^redirects: (\S+)$/, 'Redirecionamentos alterados por $1'],
];

/**
 * The trigger of a build as an editor reads it. The publisher records an admin's request as
 * `admin:<user>` (a full build) or `admin:<user> render <path>` (one URL re-rendered), a save
 * as `post 27 update` ('Alteração do post 27'), several saves as `2 changes: post 1 update; …`
 * (`post 1 update; …` on Netlify), a Netlify rebuild as `rebuild: <trigger>`; anything unknown is
 * shown as recorded.
 */
export function triggerLabel(trigger: string): string {
  const admin = /^admin:(\S+)(?: render (\S+))?$/.exec(trigger);
  if (admin) return admin[2] ? `Renderização de ${admin[2]} por ${admin[1]}` : `Pedido no painel por ${admin[1]}`;
  const rebuild = /^rebuild: (.+)$/.exec(trigger);
  if (rebuild) return triggerLabel(rebuild[1]!);
  const known = TRIGGER_LABELS[trigger] ?? savedItemTrigger(trigger);
  if (known) return known;
  for (const [pattern, text] of TRIGGER_PATTERNS) if (pattern.test(trigger)) return trigger.replace(pattern, text);
  // Several saves in one build (the list may be cut at 200 characters: an unreadable tail stays as is).
  const many = /^(?:(\d+) changes: )?(.+; .+)$/.exec(trigger);
  if (many) {
    const items = many[2]!.split('; ').map((part) => savedItemTrigger(part) ?? part);
    return `${many[1] ? `${many[1]} alterações: ` : ''}${items.join('; ')}`;
  }
  return trigger;
}

/** A job reports missing credentials as skipped with this summary (brief: price job). */
export function isNotConfigured(run: Pick<JobRun, 'status' | 'summary'>): boolean {
  return run.status === 'skipped' && /not configured|não configurad/i.test(run.summary ?? '');
}

const JOB_STATUS_BADGES: Record<JobRunStatus, BadgeSpec> = {
  running: { label: 'Em execução', tone: 'info' },
  succeeded: { label: 'Concluída', tone: 'success' },
  skipped: { label: 'Ignorada', tone: 'neutral' },
  failed: { label: 'Falhou', tone: 'danger' },
};

/** Badge of a job run; "not configured" is a warning to act on, not a failure. */
export function jobRunBadge(run: Pick<JobRun, 'status' | 'summary'>): BadgeSpec {
  if (isNotConfigured(run)) return { label: 'Não configurado', tone: 'warning' };
  return JOB_STATUS_BADGES[run.status] ?? { label: run.status, tone: 'neutral' };
}

/** The run's summary line: its summary, its error for a failure without one, else '—'. */
export function jobRunSummary(run: Pick<JobRun, 'status' | 'summary' | 'error'>): string {
  if (isNotConfigured(run)) return 'Não configurado: faltam as credenciais ou a configuração desta tarefa.';
  return run.summary || run.error || '—';
}

export const RENDER_MODE_BADGES: Record<RenderMode, BadgeSpec> = {
  'pre-rendered': { label: 'Pré-renderizada', tone: 'success' },
  api: { label: 'API', tone: 'info' },
  client: { label: 'Cliente', tone: 'neutral' },
};

/**
 * What the editor typed as "the URL to render", as the API's `path`: a full address of this or
 * another host keeps only its path, a bare 'br/x' gets its leading slash, and a query or fragment
 * goes (a page file is one per path). Returns null for an empty or unreadable value.
 */
export function toSitePath(input: string): string | null {
  const text = input.trim();
  if (!text) return null;
  if (/^https?:\/\//i.test(text)) {
    try {
      return new URL(text).pathname;
    } catch {
      return null;
    }
  }
  const path = text.replace(/[?#].*$/, '');
  if (!path || /\s/.test(path)) return null;
  return path.startsWith('/') ? path : `/${path}`;
}
