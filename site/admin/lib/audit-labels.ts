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
  build: 'Build do site',
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
export const auditActionLabel = (action: string): string => AUDIT_ACTIONS[action] ?? action;

/** `post 27 update` → 'Alteração do post 27'; anything else as given. */
export function savedItemTrigger(trigger: string): string | undefined {
  const saved = /^([a-z-]+) (\d+) ([a-z-]+)$/.exec(trigger);
  if (!saved) return undefined;
  const [, entity, id, action] = saved as unknown as [string, string, string, string];
  const words = ENTITY_IN_SENTENCE[entity];
  const act = AUDIT_ACTIONS[action];
  if (!words || !act) return undefined;
  return `${act} ${words[0]} ${words[1]} ${id}`;
}
