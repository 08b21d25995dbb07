/**
 * Turns any failure of an admin call into words an editor can act on: the HTTP status, the
 * server's `message`, and the field issues of a 400 (DESIGN §7 bodies `{error, message, issues?}`).
 */
import { ApiError, API_MESSAGES } from '../../lib/api';
import { portugueseFieldMessage } from './field-messages';

export interface FieldIssueLike {
  path: string;
  message: string;
}

export interface ErrorDescription {
  title: string;
  description: string;
}

/** Portuguese names of the statuses an editor meets; the number is always shown too. */
const STATUS_TITLES: Record<number, string> = {
  400: 'Dados inválidos',
  401: 'Sessão expirada',
  403: 'Acesso negado',
  404: 'Não encontrado',
  409: 'Conflito de edição',
  413: 'Conteúdo grande demais',
  415: 'Formato não aceito',
  429: 'Muitas tentativas',
  500: 'Erro no servidor',
  503: 'Serviço indisponível',
};

/** Titles of error codes (`{error}` of the body) whose status alone would mislead. */
const CODE_TITLES: Record<string, string> = {
  // A 409 that is no edit conflict: rendering runs only in the self-hosted mode.
  not_available: 'Indisponível agora',
};

/**
 * The editor's words for the error codes whose server `message` is written for developers in
 * English (issue 24: upload limits, edit conflicts). `message` gives the figures it names.
 */
const CODE_TEXTS: Record<string, (message: string) => string> = {
  payload_too_large: (m) => tooLarge(m),
  too_large: (m) => tooLarge(m),
  too_many_pixels: (m) => {
    const size = /(\d+)\s*[×x]\s*(\d+)/.exec(m);
    const limit = /(\d+) megapixels/.exec(m)?.[1];
    return `A imagem é grande demais${size ? ` (${size[1]}×${size[2]} pixels)` : ''}${limit ? `: o limite é de ${limit} megapixels` : ''}. Reduza-a antes de enviar.`;
  },
  svg_refused: () => 'Imagens SVG não são aceitas (podem conter scripts). Envie um JPEG, PNG, WebP ou AVIF.',
  unsupported_type: () => 'O arquivo não é uma imagem de um tipo aceito (JPEG, PNG, WebP ou AVIF), seja qual for o nome dele.',
  unreadable: () => 'Não foi possível ler a imagem: o arquivo está danificado ou incompleto.',
  empty: () => 'O arquivo está vazio.',
  unsupported_media_type: () => 'O servidor não aceitou o formato do envio.',
  conflict: () => 'Outra pessoa salvou este item depois que você o abriu. Recarregue para ver a versão atual antes de salvar de novo.',
};

/**
 * Refusals whose server message is English (409 `in_use`, `duplicate`, `refused` of the data layer):
 * the editor's reading of each, figures kept ($1…). Any other message is shown as the server wrote it.
 */
const SERVER_MESSAGES: [RegExp, string][] = [
  [/^Product \d+ has (\d+) review\(s\) \((.*)\): delete or reassign them before you .*\.$/s, 'O produto tem $1 avaliação(ões) ($2): exclua-as ou passe-as para outro produto antes.'],
  [/^Category '([^']*)' is used by (\d+) post\(s\) and (\d+) product\(s\): move them to another category first\.$/, 'A categoria "$1" é usada por $2 post(s) e $3 produto(s): mova-os para outra categoria antes.'],
  [/^Locale '(\w+)' has (\d+) post\(s\), (\d+) product\(s\) and (\d+) review\(s\): change its status instead of deleting it\.$/, 'A região $1 tem $2 post(s), $3 produto(s) e $4 avaliação(ões): mude o status dela em vez de excluí-la.'],
  [/^(\w+) '([^']*)' is already used by (?:post|review|product|category) (\d+)(?: in locale '(\w+)')?$/, '$1 "$2" já está em uso (item $3 $4).'],
  [/^setting '([^']*)' is used by the site: change its value instead of deleting it$/, 'A configuração "$1" é usada pelo site: mude o valor dela em vez de excluí-la.'],
  [/^redirect (\d+) was recorded by a rename or delete: delete it, or add a manual one$/, 'O redirecionamento $1 foi criado por uma renomeação ou exclusão: exclua-o ou crie um manual.'],
  [/^(\S+) already redirects to (\S+) \(redirect (\d+)\): edit or delete that one$/, '$1 já redireciona para $2 (redirecionamento $3): edite ou exclua esse.'],
];

/** The Portuguese reading of a known English server message, or undefined. */
function portugueseServerMessage(message: string): string | undefined {
  for (const [pattern, text] of SERVER_MESSAGES) if (pattern.test(message)) return message.replace(pattern, text).replace(/ \)/, ')').replace(/ +/g, ' ');
  return undefined;
}

function tooLarge(message: string): string {
  const mb = /\((\d+) MB\)/.exec(message)?.[1];
  return `O arquivo é grande demais${mb ? `: o limite é de ${mb} MB` : ''}.`;
}

function codeOf(error: ApiError): string | undefined {
  const body = error.body as { error?: unknown } | undefined;
  return typeof body?.error === 'string' ? body.error : undefined;
}

/** Title and text for a toast or an inline error. */
export function describeError(error: unknown, action?: string): ErrorDescription {
  const prefix = action ? `${action}: ` : '';
  if (error instanceof ApiError) {
    if (error.isNetworkError) return { title: 'Erro de conexão', description: prefix + API_MESSAGES.network };
    const name = CODE_TITLES[codeOf(error) ?? ''] ?? STATUS_TITLES[error.status] ?? (error.status >= 500 ? 'Erro no servidor' : 'Erro na requisição');
    const code = codeOf(error);
    const portuguese = code ? CODE_TEXTS[code] : undefined;
    // Without a server message the error's own is the status line ('502: Bad Gateway'): the title
    // already names the status, so it is not said twice ('Erro no servidor (502): 502: …').
    const server = error.serverMessage === undefined ? undefined : (portugueseServerMessage(error.serverMessage) ?? error.serverMessage);
    const detail = portuguese ? portuguese(error.serverMessage ?? '') : (server ?? error.message.replace(new RegExp(`^${error.status}:\\s*`), ''));
    return { title: `${name} (${error.status})`, description: prefix + detail };
  }
  const message = error instanceof Error ? error.message : String(error);
  return { title: 'Erro inesperado', description: prefix + message };
}

/**
 * The `issues` array of an error body (400 validation, 409 duplicate slug/ASIN), or [] when there
 * is none.
 */
export function issuesOf(error: unknown): FieldIssueLike[] {
  if (!(error instanceof ApiError)) return [];
  const body = error.body as { issues?: unknown } | undefined;
  if (!body || !Array.isArray(body.issues)) return [];
  return body.issues.filter(
    (issue): issue is FieldIssueLike =>
      typeof issue === 'object' && issue !== null && typeof (issue as FieldIssueLike).path === 'string' && typeof (issue as FieldIssueLike).message === 'string',
  );
}

/**
 * Issues keyed by field path (first message per field wins, the way a form shows one line), in
 * Portuguese ('Título: obrigatório') for the editor; see field-messages.ts.
 */
export function issuesByField(issues: readonly FieldIssueLike[]): Record<string, string> {
  const byField: Record<string, string> = {};
  for (const { path, message } of issues) {
    const key = path || '_form';
    byField[key] ??= portugueseFieldMessage(path, message);
  }
  return byField;
}

/** True for a 401 from any admin call: the session is gone. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}
