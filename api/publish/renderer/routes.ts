/**
 * The site's routes as the publisher knows them: the Astro source of each kind of page, and how
 * each kind is delivered (shown in /admin/dynamic-rendering). A test checks every component here
 * against the renderer bundle, so a renamed page file cannot silently stop being republished.
 */
import type { RouteInfo } from '../../../shared/schemas/publishing';

export const PAGE = {
  landing: 'site/pages/index.astro',
  home: 'site/pages/[locale]/index.astro',
  categories: 'site/pages/[locale]/categorias.astro',
  category: 'site/pages/[locale]/categoria/[slug].astro',
  categoryPaged: 'site/pages/[locale]/categoria/[slug]/[pageWord]/[page].astro',
  reviews: 'site/pages/[locale]/[review]/index.astro',
  reviewsPaged: 'site/pages/[locale]/[review]/[pageWord]/[page].astro',
  review: 'site/pages/[locale]/[review]/[slug].astro',
  author: 'site/pages/[locale]/[author]/[slug].astro',
  authorPaged: 'site/pages/[locale]/[author]/[slug]/[pageWord]/[page].astro',
  post: 'site/pages/[locale]/[slug].astro',
  textPage: 'site/pages/[locale]/[page].astro',
  launches: 'site/pages/[locale]/lancamento/index.astro',
  launchDay: 'site/pages/[locale]/lancamento/[date].astro',
  launchesPaged: 'site/pages/[locale]/lancamento/[pageWord]/[page].astro',
  rss: 'site/pages/[locale]/rss.xml.ts',
  sitemap: 'site/pages/sitemap-[name].xml.ts',
  sitemapIndex: 'site/pages/sitemap-index.xml.ts',
  robots: 'site/pages/robots.txt.ts',
  marketplace: 'site/pages/br/mercadolivre/[slug].astro',
  test: 'site/pages/test.astro',
  testProducts: 'site/pages/test-products.astro',
  comingSoon: 'site/pages/[...comingSoon].astro',
  notFound: 'site/pages/404.astro',
  gone: 'site/pages/410.astro',
  admin: 'site/pages/admin/index.astro',
} as const;

export type PageKind = keyof typeof PAGE;

/** Every kind of URL the site answers, and how (the pre-rendered pages, then the API and client parts). */
export const ROUTE_TABLE: readonly RouteInfo[] = [
  { route: '/', label: 'Página inicial (escolha de região)', mode: 'pre-rendered', example: '/' },
  { route: '/{L}', label: 'Home da região', mode: 'pre-rendered', example: '/br' },
  { route: '/{L}/{slug}', label: 'Post', mode: 'pre-rendered', example: null },
  { route: '/{L}/categorias', label: 'Lista de categorias', mode: 'pre-rendered', example: '/br/categorias' },
  { route: '/{L}/categoria/{slug}[/pagina/{n}]', label: 'Categoria (paginada)', mode: 'pre-rendered', example: null },
  { route: '/{L}/{avaliacao}[/pagina/{n}]', label: 'Lista de avaliações (paginada; filtro ?q= no navegador)', mode: 'pre-rendered', example: '/br/avaliacao' },
  { route: '/{L}/{avaliacao}/{slug}', label: 'Avaliação de produto', mode: 'pre-rendered', example: null },
  { route: '/{L}/{autor}/{slug}[/pagina/{n}]', label: 'Página do autor (paginada)', mode: 'pre-rendered', example: null },
  { route: '/{L}/sobre|privacidade|termos|afiliados|contato', label: 'Páginas institucionais', mode: 'pre-rendered', example: '/br/sobre' },
  { route: '/{L}/lancamento[/{AAAA-MM-DD}]', label: 'Lançamentos', mode: 'pre-rendered', example: '/br/lancamento' },
  { route: '/br/mercadolivre/{slug}', label: 'Redirecionamento ao marketplace', mode: 'pre-rendered', example: null },
  { route: '/{L}/rss.xml, /sitemap-*.xml, /robots.txt', label: 'Feeds, sitemaps e robots', mode: 'pre-rendered', example: '/sitemap-index.xml' },
  { route: '/test, /test-products, /404, /410', label: 'Páginas de teste, 404 e 410 (conteúdo excluído)', mode: 'pre-rendered', example: '/404' },
  { route: '/{L}/… (região inativa)', label: 'Em breve', mode: 'pre-rendered', example: null },
  { route: '/api/*', label: 'API pública (dados da home, busca do cabeçalho, contato, cliques)', mode: 'api', example: '/api/home-data' },
  { route: '/admin/*', label: 'Painel administrativo (um shell, rotas no navegador)', mode: 'client', example: '/admin' },
  { route: 'Busca do cabeçalho, "carregar mais", filtro de avaliações', label: 'Ilhas React', mode: 'client', example: null },
];
