/**
 * Portuguese names of what the server records in English (issue 24): audit entities and actions,
 * and the build trigger of a saved item (`post 27 update`, api/publish/local-publisher.ts). A value
 * without a name here is shown as recorded, so nothing the server says is hidden.
 */

export const AUDIT_ENTITIES: Record<string, string> = {
  post: 'Post',
  product: 'Produto',
  review: 'Avaliação',
  category: 'Categoria',
  setting: 'Configuração',
  settings: 'Configurações',
  'locale-config': 'Região',
  'contact-message': 'Mensagem',
  'admin-user': 'Conta de admin',
  job: 'Tarefa agendada',
  login: 'Login',
  'login-lock': 'Bloqueio de login',
  'cross-origin': 'Requisição de outro site',
  media: 'Imagem',
  redirect: 'Redirecionamento',
  'preview-link': 'Link de pré-visualização',
  'retailer-account': 'Conta de varejista',
  session: 'Sessão',
  'admin-session': 'Sessão de admin',
  build: 'Geração do site',
  'wordpress-import': 'Importação do WordPress',
  author: 'Autor',
};

export const AUDIT_ACTIONS: Record<string, string> = {
  create: 'Criação',
  update: 'Alteração',
  delete: 'Exclusão',
  'password-change': 'Troca de senha',
  refuse: 'Recusa',
  unlock: 'Desbloqueio',
  login: 'Entrada',
  logout: 'Saída',
  run: 'Execução manual',
  revoke: 'Revogação',
  'set-password-link': 'Link de senha',
  'set-password': 'Senha definida pelo link',
  'wrong-password': 'Login recusado (senha incorreta)',
};

/** Lower-case names for a sentence ('Alteração do post 27'). */
const ENTITY_IN_SENTENCE: Record<string, [article: string, name: string]> = {
  post: ['do', 'post'],
  product: ['do', 'produto'],
  review: ['da', 'avaliação'],
  category: ['da', 'categoria'],
  setting: ['da', 'configuração'],
  settings: ['das', 'configurações'],
  'locale-config': ['da', 'região'],
  media: ['da', 'imagem'],
  redirect: ['do', 'redirecionamento'],
  author: ['do', 'autor'],
};

export const auditEntityLabel = (entity: string): string => AUDIT_ENTITIES[entity] ?? entity;

/** The admin screen of an audited item, by its entity; undefined for kinds without one. */
const ITEM_SCREENS: Record<string, (id: string) => string> = {
  post: (id) => `/admin/edit-post/${id}`,
  product: (id) => `/admin/edit-product/${id}`,
  review: (id) => `/admin/reviews/${id}`,
  media: (id) => `/admin/media/${id}`,
  category: () => '/admin/categories',
  'admin-user': () => '/admin/accounts',
};

/** Where the audited item is edited ('/admin/edit-post/97'), or undefined. */
export function auditItemLink(entity: string, entityId: string | null): string | undefined {
  const screen = ITEM_SCREENS[entity];
  return screen && entityId ? screen(encodeURIComponent(entityId)) : undefined;
}

const str = (value: unknown): string | undefined => (typeof value === 'string' && value !== '' ? value : undefined);

/**
 * Where an audited event came from, in Portuguese: the command line with its machine and system
 * user for the CLI's account commands (`via: 'cli'`), else the client's address block of a login,
 * logout or refusal; undefined when the entry says nothing about it.
 */
export function auditOrigin(after: unknown): string | undefined {
  if (after === null || typeof after !== 'object') return undefined;
  const details = after as Record<string, unknown>;
  if (details.via === 'cli') {
    const where = [str(details.host) && `máquina ${str(details.host)}`, str(details.osUser) && `usuário do sistema ${str(details.osUser)}`].filter(Boolean);
    return `Linha de comando${where.length ? ` (${where.join(', ')})` : ''}`;
  }
  const block = str(details.addressBlock);
  return block ? `Rede ${block}` : undefined;
}
export const auditActionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action;

/**
 * `post 27 update` → 'Alteração do post 27' (a setting or region is named by its key: `setting
 * site_name update`, `locale-config br update`); undefined for anything else.
 */
export function savedItemTrigger(trigger: string): string | undefined {
  const saved = /^([a-z-]+) (\S+) ([a-z-]+)$/.exec(trigger);
  if (!saved) return undefined;
  const [, entity, id, action] = saved as unknown as [string, string, string, string];
  const words = ENTITY_IN_SENTENCE[entity];
  const act = AUDIT_ACTIONS[action];
  if (!words || !act) return undefined;
  return `${act} ${words[0]} ${words[1]} ${id}`;
}
