/**
 * Portuguese field messages for the admin UI. The shared zod schemas (and so the API) speak English
 * to API clients ("amazonDomain must be a host name such as …"); an editor reads the admin in
 * Portuguese, so each issue is shown as '{Rótulo}: {regra}' ("Domínio do varejista: deve ser um
 * nome de host como amazon.com.br …"). The API's messages stay as they are: this is the admin's
 * reading of them, applied where issues become field errors (client check and server 400s alike).
 */

/** Portuguese names of the fields the admin forms edit, by the last segment of the issue path. */
const FIELD_LABELS: Record<string, string> = {
  title: 'Título',
  slug: 'Slug',
  excerpt: 'Resumo',
  content: 'Conteúdo',
  keyword: 'Palavra-chave',
  locale: 'Região',
  status: 'Status',
  publishAt: 'Data de publicação',
  categoryId: 'Categoria',
  translationKey: 'Chave de tradução',
  imageUrl: 'URL da imagem',
  asin: 'ASIN',
  brand: 'Marca',
  priceCents: 'Preço',
  listPriceCents: 'Preço de tabela',
  currency: 'Moeda',
  currencySymbol: 'Símbolo da moeda',
  rating: 'Nota',
  ratingCount: 'Número de avaliações',
  premium: 'Premium',
  launchDate: 'Data de lançamento',
  availability: 'Disponibilidade',
  marketplaceUrl: 'URL do marketplace',
  body: 'Texto da avaliação',
  verdict: 'Veredito',
  pros: 'Prós',
  cons: 'Contras',
  testedText: 'Como testamos',
  testedFrom: 'Início do teste',
  testedTo: 'Fim do teste',
  testedPhotos: 'Fotos do teste',
  checkedBy: 'Revisado por',
  checkedAt: 'Revisado em',
  name: 'Nome',
  sortOrder: 'Ordem',
  siteName: 'Nome do site',
  amazonDomain: 'Domínio do varejista',
  affiliateId: 'ID de afiliado',
  language: 'Idioma',
  showPrices: 'Mostrar preços',
  value: 'Valor',
  version: 'Versão',
  email: 'E-mail',
  username: 'Usuário',
  password: 'Senha',
  seoTitle: 'Título SEO',
  seoDescription: 'Meta descrição',
  description: 'Descrição',
  socialImage: 'Imagem para redes sociais',
  noindex: 'Não indexar',
  // Author profiles and the authors of an item (issue 25 item 4).
  authorIds: 'Autores',
  displayName: 'Nome exibido',
  accountId: 'Conta',
  photoUrl: 'Foto',
  expertise: 'Especialidade',
  sameAs: 'Perfis em outros sites',
  bio: 'Bio',
  // The rest of an audit snapshot (AuditDiff shows every field that changed).
  id: 'Id',
  createdAt: 'Criado em',
  updatedAt: 'Atualizado em',
  publishedAt: 'Publicado em',
  productId: 'Produto',
  categoryName: 'Nome da categoria',
  priceUpdatedAt: 'Preço verificado em',
  role: 'Papel',
  from: 'De',
  to: 'Para',
  prefix: 'Regra de prefixo',
  source: 'Origem',
  alt: 'Texto alternativo',
  enabled: 'Ativa',
  // The rest of a post, review or product as a revision keeps it.
  createdBy: 'Autor',
  reviewNote: 'Nota da revisão editorial',
  linkStatus: 'Estado do link',
  linkCheckedAt: 'Link verificado em',
  linkError: 'Erro do link',
  needsDetails: 'Precisa de detalhes',
};

/** The rules of the shared schemas, field name removed, in Portuguese ($1… are kept values). */
const RULES: [RegExp, string][] = [
  [/^is required when status is 'scheduled'$/, 'obrigatória para um item agendado'],
  [/^is required$/, 'obrigatório'],
  [/^must not be empty$/, 'não pode ficar vazio'],
  [/^is too long: at most (\d+) characters$/, 'longo demais: no máximo $1 caracteres'],
  [/^is too short: at least (\d+) characters$/, 'curto demais: no mínimo $1 caracteres'],
  [/^at most (\d+) entries$/, 'no máximo $1 itens'],
  [/^must be true or false$/, 'deve ser verdadeiro ou falso'],
  [/^must be a string$/, 'deve ser um texto'],
  [/^must be an integer$/, 'deve ser um número inteiro'],
  [/^must be a positive integer$/, 'deve ser um número inteiro positivo'],
  [/^must be a non-negative integer$/, 'deve ser um número inteiro não negativo'],
  [/^must be a non-negative integer number of cents$/, 'deve ser um valor inteiro e não negativo em centavos'],
  [/^must be a number from (\d+) to (\d+)$/, 'deve ser um número de $1 a $2'],
  [/^must use steps of 0\.1$/, 'deve usar passos de 0,1'],
  [/^must be a host name such as (\S+) \(no scheme, no path\)$/, 'deve ser um nome de host como $1 (sem protocolo, sem caminho)'],
  [/^must be a 3-letter upper-case ISO 4217 code, e\.g\. (\w+)$/, 'deve ser um código ISO 4217 de 3 letras maiúsculas, p. ex. $1'],
  [/^must be a BCP 47 language tag such as (\S+)$/, 'deve ser uma etiqueta de idioma BCP 47 como $1'],
  [/^may contain only letters, digits and hyphens$/, 'só pode conter letras, dígitos e hífens'],
  [/^must be exactly 10 upper-case letters or digits, e\.g\. (\w+)$/, 'deve ter exatamente 10 letras maiúsculas ou dígitos, p. ex. $1'],
  [/^is malformed: use lower-case letters.*$/, 'inválido: use letras minúsculas a-z e dígitos, palavras unidas por um só hífen (p. ex. "melhores-celulares-2026")'],
  [/^'([^']*)' is reserved in locale '(\w+)'$/, '"$1" é uma palavra reservada das rotas da região $2'],
  [/^must be an http:\/\/ or https:\/\/ URL$/, 'deve ser uma URL http:// ou https://'],
  [/^must be an ISO-8601 date-time with a time zone, e\.g\. (\S+)$/, 'deve ser uma data e hora ISO 8601 com fuso horário, p. ex. $1'],
  [/^must be a date in the form YYYY-MM-DD$/, 'deve ser uma data no formato AAAA-MM-DD'],
  [/^is not a real calendar date$/, 'não é uma data real do calendário'],
  [/^must not be before testedFrom$/, 'não pode ser antes do início do teste'],
  [/^must be an image of the media library \(\/media\/…\)$/, 'deve ser uma imagem da biblioteca de mídia (/media/…)'],
  [/^must be a valid e-mail address$/, 'deve ser um endereço de e-mail válido'],
  [/^must be (\d+) to (\d+) characters$/, 'deve ter de $1 a $2 caracteres'],
  [/^must be one line$/, 'deve ter uma só linha'],
  [/^must be an https:\/\/ URL or a site path starting with \/$/, 'deve ser uma URL https:// ou um caminho do site que comece com /'],
  [/^has no category name to go with its SEO text$/, 'a categoria não tem nome nesta região para acompanhar o texto de SEO'],
  // 409 duplicate (shared/db/queries/admin/checks.ts): the slug or ASIN another item of the region has.
  [/^'([^']*)' is already used by post (\d+) in locale '(\w+)'$/, '"$1" já é usado pelo post $2 na região $3'],
  [/^'([^']*)' is already used by review (\d+) in locale '(\w+)'$/, '"$1" já é usado pela avaliação $2 na região $3'],
  [/^'([^']*)' is already used by product (\d+) in locale '(\w+)'$/, '"$1" já é usado pelo produto $2 na região $3'],
  [/^'([^']*)' is already used by category (\d+)$/, '"$1" já é usado pela categoria $2'],
  [/^is already used by another (\w+)$/, 'já está em uso em outro item'],
];

/** The field's Portuguese label: `pros.1` → 'Prós (item 2)', an unknown field keeps its name. */
export function fieldLabel(path: string): string {
  const parts = path.split('.').filter(Boolean);
  const index = parts.length > 1 && /^\d+$/.test(parts[parts.length - 1]!) ? Number(parts.pop()) : undefined;
  const name = parts[parts.length - 1] ?? '';
  const label = FIELD_LABELS[name] ?? name;
  return index === undefined ? label : `${label} (item ${index + 1})`;
}

/**
 * '{Rótulo}: {regra em português}' for one issue of a shared schema. A message without a known
 * rule keeps its original text after the label, so nothing the server says is ever hidden.
 */
export function portugueseFieldMessage(path: string, message: string): string {
  const name = path.split('.').filter((p) => !/^\d+$/.test(p)).pop() ?? '';
  // The schemas start most messages with the field's own name ("slug is required").
  const rest = name && message.startsWith(`${name} `) ? message.slice(name.length + 1) : message;
  const label = fieldLabel(path);
  for (const [pattern, text] of RULES) {
    if (pattern.test(rest)) return `${label ? `${label}: ` : ''}${rest.replace(pattern, text)}`;
  }
  return label ? `${label}: ${message}` : message;
}
