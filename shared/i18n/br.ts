/**
 * Brazilian Portuguese (pt-BR) texts. This file defines the shape of every dictionary: the other
 * locales are typed as `Dictionary`, so a key missing there (or an extra one) is a compile error.
 *
 * Texts given verbatim by the spec (SPEC §2, §8, §9) are kept exactly as written there.
 *
 * Placeholders are `{name}` and are filled by `t(key, fallback, vars)`; the ones in use:
 * `{siteName}`, `{year}`, `{date}`, `{query}`, `{count}`, `{seconds}`, `{minutes}`, `{retailer}`
 * (the store a product links to, e.g. "Amazon" or "Mercado Livre"), `{title}`, `{category}`,
 * `{page}`, `{total}`, `{index}`, `{rating}`, `{max}`, `{min}`, `{percent}`, `{network}`.
 * A translation must use the same placeholders as its br text (a test checks it).
 */

/** Nested object whose leaves are all strings: what every dictionary is made of. */
export interface DictionaryTree {
  readonly [key: string]: string | DictionaryTree;
}

/** Literal string types widened to `string`, so translations may say anything. */
type Widen<T> = { readonly [K in keyof T]: T[K] extends string ? string : Widen<T[K]> };

const brDictionary = {
  header: {
    logoAlt: 'Logotipo {siteName}',
    homeAria: 'Ir para a página inicial',
    reviewsButton: 'Avaliações',
    searchPlaceholder: 'Buscar artigos...',
    searchAriaLabel: 'Buscar no site',
    searchOpenAriaLabel: 'Abrir a busca',
    searchCloseAriaLabel: 'Fechar a busca',
    searchResultsAriaLabel: 'Resultados da busca',
    searchSubmit: 'Buscar',
    noResults: 'Nenhum resultado encontrado para "{query}"',
    adminButton: 'Admin',
    adminAriaLabel: 'Abrir o painel administrativo',
    menuOpen: 'Abrir menu',
    menuClose: 'Fechar menu',
    menuTitle: 'Menu',
    home: 'Início',
    reviews: 'Avaliações',
    adminPanel: 'Painel Admin',
    themeToggle: 'Alternar entre tema claro e escuro',
  },
  footer: {
    brandBlurb:
      'Seu guia confiável para encontrar os melhores produtos, com avaliações imparciais, dicas de especialistas e as melhores ofertas.',
    globalPresence: 'Presença Global',
    popularCategories: 'Categorias Populares',
    usefulLinks: 'Links Úteis',
    about: 'Sobre Nós',
    privacy: 'Política de Privacidade',
    terms: 'Termos de Uso',
    affiliateDisclosure: 'Divulgação de Afiliados',
    contact: 'Contato',
    copyright: '© {year} {siteName}. Todos os direitos reservados.',
    affiliateNotice:
      'Como participante do Programa de Associados da Amazon, somos remunerados pelas compras qualificadas feitas por meio dos nossos links.',
    imagesNotice: 'As imagens dos produtos pertencem à Amazon e a seus respectivos proprietários.',
    priceNotice: 'Os preços são atualizados diariamente e podem sofrer alterações a qualquer momento.',
    footerNavAriaLabel: 'Rodapé',
  },
  home: {
    metaTitle: 'Início',
    metaDescription:
      'Seu guia confiável para os melhores produtos da Amazon Brasil: avaliações imparciais, dicas de especialistas e as melhores ofertas.',
    featured: 'Destaque',
    heroReadMore: 'Leia mais',
    latestPosts: 'Últimas Publicações',
    loadMore: 'Carregar mais',
    noPosts: 'Nenhuma publicação disponível para este idioma no momento.',
    popularCategories: 'Categorias Populares',
    seeAllCategories: 'Ver todas as categorias',
  },
  blogPost: {
    readingTime: '{minutes} min de leitura',
    publishedOn: 'Publicado em {date}',
    updatedOn: 'Atualizado em {date}',
    by: 'Por {siteName}',
    category: 'Categoria',
    tableOfContents: 'Neste artigo',
    relatedPosts: 'Publicações Relacionadas',
    share: 'Compartilhar',
    shareOn: 'Compartilhar no {network}',
    copyLink: 'Copiar link',
    linkCopied: 'Link copiado!',
    back: 'Voltar',
    backToHome: 'Voltar para o início',
    notFound: 'Publicação não encontrada',
  },
  common: {
    loading: 'Carregando...',
    recently: 'Recentemente',
    backToTop: 'Voltar ao topo da página',
    readMore: 'Leia mais',
    close: 'Fechar',
    open: 'Abrir',
    previous: 'Anterior',
    next: 'Próximo',
    error: 'Erro',
    retry: 'Tentar novamente',
    access: 'Acessar',
    comingSoon: 'Em breve',
    search: 'Buscar',
    seeAll: 'Ver todos',
    skipToContent: 'Pular para o conteúdo principal',
    lightTheme: 'Tema claro',
    darkTheme: 'Tema escuro',
  },
  hero: {
    title: 'Descubra os Melhores Produtos',
    subtitle:
      'Avaliações imparciais, dicas de especialistas e as melhores ofertas da Amazon Brasil em um só lugar.',
    smartSearches: 'Buscas Inteligentes',
    premiumSelection: 'Seleção Premium',
    bestOffers: 'Melhores Ofertas',
    slideAriaLabel: 'Mostrar destaque {index} de {total}',
  },
  categories: {
    title: 'Categorias',
    metaDescription: 'Explore todas as categorias e encontre avaliações e ofertas dos melhores produtos.',
    description: 'Explore nossas categorias e encontre as melhores avaliações, dicas e ofertas para cada necessidade.',
    noCategories: 'Nenhuma categoria encontrada.',
  },
  author: {
    by: 'Por',
    metaDescription: 'Artigos e avaliações de {name}.',
    expertise: 'Especialidade',
    elsewhere: 'Em outros sites',
    noItems: 'Ainda não há publicações deste autor.',
    photoAlt: 'Foto de {name}',
  },
  category: {
    title: 'Categoria: {category}',
    metaDescription: 'Os melhores produtos de {category}: avaliações imparciais, comparativos e ofertas.',
    notFound: 'Categoria não encontrada',
    notFoundText: 'A categoria que você procura não existe ou foi removida.',
    noItems: 'Ainda não há publicações nesta categoria.',
    backToCategories: 'Voltar para as categorias',
  },
  tabs: {
    posts: 'Artigos',
    reviews: 'Avaliações',
    all: 'Todos',
  },
  pagination: {
    ariaLabel: 'Paginação',
    previous: 'Anterior',
    next: 'Próxima',
    first: 'Primeira',
    last: 'Última',
    page: 'Página {page}',
    pageOf: 'Página {page} de {total}',
    goToPage: 'Ir para a página {page}',
  },
  posts: {
    loading: 'Carregando publicações...',
    loadingError: 'Erro ao carregar as publicações. Tente novamente mais tarde.',
    noPosts: 'Nenhuma publicação encontrada.',
  },
  errors: {
    notFound: {
      code: '404',
      title: 'Página não encontrada',
      text: 'A página que você procura não existe ou foi movida.',
      clickHere: 'Clique aqui',
      countdown: 'Redirecionando em {seconds}…',
      suggestionsTitle: 'O que você pode fazer:',
      checkAddress: 'Verifique se o endereço foi digitado corretamente',
      goBack: 'Volte para a página anterior',
      goHome: 'Acesse a página inicial',
      useSearch: 'Use a busca para encontrar o que procura',
    },
    gone: {
      title: 'Esta página foi removida',
      text: 'O conteúdo que estava neste endereço foi excluído e não voltará. Há muito mais para ler na página inicial.',
      goHome: 'Ir para a página inicial',
    },
    serverError: {
      code: '500',
      title: 'Erro interno do servidor',
      text: 'Algo deu errado do nosso lado. Nossa equipe já foi avisada e está trabalhando para resolver.',
      suggestionsTitle: 'Enquanto isso, você pode:',
      wait: 'Aguardar alguns minutos e tentar novamente',
      refresh: 'Atualizar a página',
      clearCache: 'Limpar o cache do navegador',
      goHome: 'Voltar para a página inicial',
    },
    dataLoadingTitle: 'Erro ao carregar os dados',
    dataLoading: 'Não foi possível carregar os dados. Verifique sua conexão e tente novamente.',
    generic: 'Ocorreu um erro inesperado. Tente novamente.',
  },
  products: {
    price: 'Preço',
    listPrice: 'De:',
    asOf: 'Preço verificado em {date}',
    priceDisclaimer:
      'Os preços e a disponibilidade dos produtos são exatos na data e hora indicadas e estão sujeitos a alterações. Qualquer informação de preço e disponibilidade exibida na {retailer} no momento da compra será aplicada à compra deste produto.',
    priceUnavailable: 'Preço indisponível',
    discount: '{percent}% de desconto',
    lowest30: 'Menor preço dos últimos 30 dias: {price}',
    goodPrice: 'Bom preço',
    priceHistory: 'Histórico de preço',
    priceHistorySummary: 'Preço nos últimos {days} dias: mínimo {min}, máximo {max}; hoje {current}.',
    buyButton: 'Ver na {retailer}',
    checkPrice: 'Ver preço',
    premium: 'Premium',
    launchDate: 'Lançamento: {date}',
    inStock: 'Em estoque',
    outOfStock: 'Indisponível',
    outOfStockNotice: 'Fora de estoque no momento na {retailer}.',
    unavailableNotice: 'Este produto não está mais disponível na {retailer}.',
    substituteOffer: 'Alternativa sugerida:',
    rating: 'Avaliação: {rating} de 5',
    affiliateLink: 'Link de afiliado',
  },
  /** `::products` comparison tables and ranked lists in post and review bodies (shared/markdown/product-list.ts). */
  comparison: {
    product: 'Produto',
    highlights: 'Destaques',
    tableCaption: 'Comparativo de {count} produtos',
    listLabel: 'Ranking de {count} produtos',
    buy: 'Comprar',
    noScore: 'Sem avaliação',
    /** Title of a self-refreshing `::bestsellers` list (issue 27). */
    bestsellers: 'Mais vendidos: {keywords}',
    /** Title of a self-refreshing `::new-releases` list. */
    newReleases: 'Lançamentos',
  },
  reviews: {
    title: 'Avaliações',
    metaDescription: 'Avaliações completas e imparciais dos melhores produtos, com prós, contras e nosso veredito.',
    intro: 'Testamos e comparamos produtos para ajudar você a comprar melhor.',
    searchPlaceholder: 'Buscar avaliações...',
    searchAriaLabel: 'Buscar avaliações',
    noResults: 'Nenhuma avaliação encontrada para "{query}"',
    noReviews: 'Nenhuma avaliação publicada ainda.',
    readReview: 'Ler avaliação',
    editorRating: 'Nota do editor',
    ratingOutOf: '{rating} de {max}',
    pros: 'Prós',
    cons: 'Contras',
    verdict: 'Veredito',
    buyButton: 'Comprar na {retailer}',
    disclosure:
      'Esta avaliação contém links de afiliado: podemos receber uma comissão se você comprar por eles, sem nenhum custo adicional para você. Nossa opinião é sempre independente.',
    backToReviews: 'Voltar para as avaliações',
    howWeTested: 'Como testamos',
    testPeriod: 'Período de teste: {period}',
    testedSince: 'Em teste desde {date}',
    testedUntil: 'Testado até {date}',
    testPhotos: 'Fotos do teste',
    reviewedBy: 'Revisado por {name}',
  },
  search: {
    title: 'Busca',
    placeholder: 'Digite o que você procura...',
    ariaLabel: 'Buscar',
    submit: 'Buscar',
    clear: 'Limpar busca',
    noResults: 'Nenhum resultado encontrado para "{query}"',
    resultsOne: '1 resultado para "{query}"',
    resultsOther: '{count} resultados para "{query}"',
  },
  contact: {
    title: 'Contato',
    metaDescription: 'Fale com a equipe do {siteName}: dúvidas, sugestões e parcerias.',
    intro:
      'Tem alguma dúvida, sugestão ou proposta de parceria? Preencha o formulário abaixo e responderemos o mais rápido possível.',
    name: 'Nome',
    namePlaceholder: 'Seu nome',
    email: 'E-mail',
    emailPlaceholder: 'seu@email.com',
    subject: 'Assunto',
    subjectPlaceholder: 'Sobre o que você quer falar?',
    message: 'Mensagem',
    messagePlaceholder: 'Escreva sua mensagem...',
    send: 'Enviar mensagem',
    sending: 'Enviando...',
    successTitle: 'Mensagem enviada!',
    success: 'Recebemos sua mensagem e responderemos em breve. Obrigado pelo contato!',
    errorTitle: 'Erro ao enviar',
    error: 'Não foi possível enviar sua mensagem. Tente novamente em alguns instantes.',
    connectionError: 'Erro de conexão: não foi possível conectar ao servidor. Tente novamente mais tarde.',
    tooManyRequests: 'Você enviou muitas mensagens em pouco tempo. Aguarde alguns minutos e tente novamente.',
    privacyNote: 'Usamos seus dados apenas para responder ao seu contato, conforme nossa Política de Privacidade.',
    validation: {
      nameRequired: 'Informe seu nome.',
      nameTooLong: 'O nome deve ter no máximo {max} caracteres.',
      emailRequired: 'Informe seu e-mail.',
      emailInvalid: 'Informe um e-mail válido.',
      subjectRequired: 'Informe o assunto.',
      subjectTooLong: 'O assunto deve ter no máximo {max} caracteres.',
      messageRequired: 'Escreva sua mensagem.',
      messageTooShort: 'A mensagem deve ter pelo menos {min} caracteres.',
      messageTooLong: 'A mensagem deve ter no máximo {max} caracteres.',
    },
  },
  privacy: {
    title: 'Política de Privacidade',
    metaDescription: 'Saiba como o {siteName} coleta, usa e protege seus dados pessoais.',
    lastUpdated: 'Última atualização: {date}',
    intro:
      'A sua privacidade é importante para nós. Esta Política de Privacidade explica quais dados pessoais o {siteName} coleta, como eles são usados e quais são os seus direitos, em conformidade com a Lei Geral de Proteção de Dados Pessoais (Lei nº 13.709/2018 – LGPD).',
    collectionTitle: 'Dados que coletamos',
    collectionText:
      'Coletamos apenas os dados necessários para operar o site: informações que você nos envia voluntariamente pelo formulário de contato (nome, e-mail e mensagem) e dados técnicos de navegação, como endereço IP, tipo de navegador, páginas visitadas e cliques em links de produtos. Não vendemos seus dados pessoais.',
    cookiesTitle: 'Cookies e armazenamento local',
    cookiesText:
      'Usamos cookies e o armazenamento local do navegador para lembrar suas preferências, como o país escolhido e o tema claro ou escuro. Ao clicar em um link de afiliado, a loja parceira pode definir os próprios cookies para registrar a origem da compra. Você pode bloquear ou apagar cookies nas configurações do seu navegador, o que pode afetar algumas funcionalidades.',
    usageTitle: 'Como usamos os dados',
    usageText:
      'Usamos os dados para responder às suas mensagens, manter o site seguro, prevenir abusos, entender quais conteúdos são mais úteis e melhorar nossas avaliações. O tratamento se baseia no seu consentimento, no legítimo interesse do {siteName} e no cumprimento de obrigações legais.',
    sharingTitle: 'Compartilhamento com terceiros',
    sharingText:
      'Não compartilhamos seus dados pessoais com terceiros, exceto com prestadores de serviço que nos ajudam a operar o site (como hospedagem), sob obrigação de confidencialidade, ou quando exigido por lei. Ao sair do nosso site para uma loja parceira, passa a valer a política de privacidade dessa loja.',
    securityTitle: 'Segurança e retenção',
    securityText:
      'Adotamos medidas técnicas e organizacionais razoáveis para proteger seus dados contra acesso não autorizado, perda ou alteração. Mantemos os dados apenas pelo tempo necessário para as finalidades descritas nesta política ou exigido por lei.',
    rightsTitle: 'Seus direitos',
    rightsText:
      'Nos termos da LGPD, você pode solicitar a confirmação da existência de tratamento, o acesso, a correção, a anonimização, a portabilidade ou a eliminação dos seus dados, além de revogar o consentimento a qualquer momento. Você também pode apresentar reclamação à Autoridade Nacional de Proteção de Dados (ANPD).',
    changesTitle: 'Alterações desta política',
    changesText:
      'Podemos atualizar esta Política de Privacidade periodicamente. A data da última atualização aparece no topo desta página, e recomendamos que você a consulte regularmente.',
    contactTitle: 'Fale conosco',
    contactText:
      'Para exercer seus direitos ou esclarecer dúvidas sobre esta política, entre em contato pela nossa página de contato.',
  },
  terms: {
    title: 'Termos de Uso',
    metaDescription: 'Conheça os termos e condições de uso do {siteName}.',
    lastUpdated: 'Última atualização: {date}',
    intro:
      'Bem-vindo ao {siteName}. Ao acessar ou usar este site, você concorda com estes Termos de Uso. Se não concordar com alguma condição, pedimos que não utilize o site.',
    useTitle: 'Uso do site',
    useText:
      'O {siteName} oferece artigos, avaliações e recomendações de produtos com finalidade exclusivamente informativa. Você se compromete a usar o site de forma lícita, sem tentar prejudicar seu funcionamento, acessar áreas restritas ou coletar conteúdo de forma automatizada sem autorização.',
    contentTitle: 'Conteúdo e avaliações',
    contentText:
      'Nossas avaliações refletem a opinião da nossa equipe editorial com base em pesquisas, especificações e testes. Embora nos esforcemos para manter as informações corretas e atualizadas, não garantimos que estejam livres de erros nem que um produto atenda às suas necessidades específicas.',
    pricesTitle: 'Preços e disponibilidade',
    pricesText:
      'Preços, ofertas e disponibilidade são definidos pelas lojas parceiras e podem mudar a qualquer momento. O preço válido é sempre o exibido pela loja no momento da compra.',
    affiliateTitle: 'Links de afiliado',
    affiliateText:
      'Algumas páginas contêm links de afiliado. As compras são realizadas diretamente nas lojas parceiras, que são as únicas responsáveis pela venda, entrega, garantia e atendimento. O {siteName} não vende produtos.',
    intellectualPropertyTitle: 'Propriedade intelectual',
    intellectualPropertyText:
      'Os textos, a marca e o layout do {siteName} são protegidos pela legislação de direitos autorais e não podem ser reproduzidos sem autorização prévia. Marcas e imagens de produtos pertencem aos seus respectivos titulares.',
    liabilityTitle: 'Limitação de responsabilidade',
    liabilityText:
      'Na máxima extensão permitida pela lei, o {siteName} não se responsabiliza por danos decorrentes do uso das informações publicadas, de compras feitas em lojas de terceiros ou de indisponibilidades temporárias do site.',
    changesTitle: 'Alterações dos termos',
    changesText:
      'Podemos alterar estes Termos de Uso a qualquer momento. As alterações passam a valer a partir da publicação nesta página.',
    lawTitle: 'Legislação aplicável',
    lawText:
      'Estes termos são regidos pelas leis da República Federativa do Brasil, respeitados os direitos previstos no Código de Defesa do Consumidor.',
    contactTitle: 'Contato',
    contactText: 'Dúvidas sobre estes termos podem ser enviadas pela nossa página de contato.',
  },
  about: {
    title: 'Sobre Nós',
    metaDescription: 'Conheça o {siteName}, seu guia confiável para escolher os melhores produtos.',
    intro:
      'O {siteName} nasceu para facilitar a sua próxima compra. Em meio a milhares de opções, reunimos avaliações claras, comparativos e dicas práticas para você escolher com confiança.',
    missionTitle: 'Nossa missão',
    missionText:
      'Ajudar você a economizar tempo e dinheiro, mostrando de forma honesta quais produtos realmente valem a pena, para quem eles são indicados e quando vale a pena esperar por uma oferta.',
    howWeWorkTitle: 'Como trabalhamos',
    howWeWorkText:
      'Analisamos especificações técnicas, opiniões de milhares de compradores, histórico de preços e, sempre que possível, testes práticos. Cada recomendação explica os prós, os contras e o perfil de uso ideal.',
    independenceTitle: 'Independência editorial',
    independenceText:
      'Podemos receber comissões quando você compra por nossos links, mas isso nunca define o que recomendamos. Nenhuma marca paga para aparecer nas nossas listas ou para receber uma avaliação positiva.',
    contactTitle: 'Fale com a gente',
    contactText: 'Tem uma sugestão de produto ou encontrou alguma informação desatualizada? Escreva para nós pela página de contato.',
  },
  affiliate: {
    title: 'Divulgação de Afiliados',
    metaDescription: 'Entenda como o {siteName} é remunerado por meio de programas de afiliados.',
    intro:
      'Transparência é um dos nossos valores. Esta página explica como o {siteName} se mantém e como isso se relaciona com as recomendações que publicamos.',
    programTitle: 'Programa de Associados',
    programText:
      'O {siteName} é participante do Programa de Associados da Amazon, um programa de afiliados criado para que sites possam ser remunerados por meio da criação de links para a Amazon. Como Associado da Amazon, ganhamos com compras qualificadas.',
    howItWorksTitle: 'Como funciona',
    howItWorksText:
      'Quando você clica em um link de produto e conclui uma compra na loja parceira, podemos receber uma pequena comissão sobre o valor da venda. A compra é feita diretamente na loja, que é responsável pelo pagamento, pela entrega e pelo atendimento.',
    noExtraCostTitle: 'Sem custo adicional para você',
    noExtraCostText:
      'A comissão é paga pela loja e não altera o preço do produto. Você paga exatamente o mesmo valor que pagaria acessando a loja diretamente.',
    independenceTitle: 'Nossas recomendações são independentes',
    independenceText:
      'As comissões ajudam a manter o site gratuito, mas não influenciam nossas avaliações. Recomendamos produtos pelo seu desempenho e custo-benefício, inclusive quando isso significa apontar defeitos.',
    pricesTitle: 'Preços e imagens',
    pricesText:
      'Os preços exibidos são atualizados periodicamente e podem mudar a qualquer momento; o valor válido é o mostrado na loja no momento da compra. As imagens dos produtos pertencem à Amazon e a seus respectivos proprietários.',
    contactTitle: 'Dúvidas',
    contactText: 'Se tiver qualquer dúvida sobre esta divulgação, fale conosco pela página de contato.',
  },
  comingSoon: {
    title: 'Em breve!',
    message1: 'Estamos preparando algo especial para você.',
    message2: 'Nosso site para esta região estará no ar em breve, com as melhores avaliações e ofertas.',
    backToCountries: 'Voltar para a seleção de países',
    copyright: '© {year} {siteName}. Todos os direitos reservados.',
    trademark: 'Amazon e o logotipo da Amazon são marcas comerciais da Amazon.com, Inc. ou de suas afiliadas.',
    errorTitle: 'Oops!',
    errorMessage: 'Este site ainda não está disponível',
    errorText: 'Não foi possível carregar esta região agora. Tente novamente mais tarde.',
  },
  launch: {
    title: 'Lançamentos',
    metaDescription: 'Confira os lançamentos de produtos mais recentes e as novidades que acabaram de chegar.',
    intro: 'Os produtos que acabaram de chegar, organizados por data de lançamento.',
    launchesOf: 'Lançamentos de {date}',
    noLaunches: 'Nenhum lançamento encontrado para esta data.',
    previousDay: 'Dia anterior',
    nextDay: 'Próximo dia',
  },
  landing: {
    metaDescription: 'Escolha seu país e encontre avaliações e ofertas dos melhores produtos.',
    chooseCountry: 'Escolha seu país',
    access: 'Acessar',
    comingSoon: 'Em breve',
    admin: 'Admin',
    adminAriaLabel: 'Área administrativa',
  },
  seo: {
    pageTitle: '{page} - {siteName}',
    postDescription: 'Avaliamos e encontramos ofertas para {title}',
    defaultDescription: 'Avaliações imparciais, dicas de especialistas e as melhores ofertas dos melhores produtos.',
    imageAlt: 'Imagem de {title}',
  },
  contentPages: {
    breadcrumbsAriaLabel: 'Você está aqui',
    loadMoreError: 'Não foi possível carregar mais publicações. Tente novamente.',
    allLoaded: 'Você já viu todas as publicações.',
    noticeTitle: 'Aviso importante',
    allLaunches: 'Ver todos os lançamentos',
    launchedTitle: 'Já lançados',
    seeLaunchDay: 'Ver lançamentos deste dia',
    required: 'obrigatório',
    optional: 'opcional',
    fixFields: 'Corrija os campos indicados e envie novamente.',
    editorRatingAria: 'Nota do editor: {rating} de {max}',
    updatedOn: 'Atualizado em {date}',
    filterCount: '{count} de {total} avaliações',
    embedsTitle: 'Produtos citados',
    redirectTitle: 'Redirecionando para o {retailer}',
    redirectText: 'Você está sendo levado à página de {title} no {retailer}.',
    redirectFallback: 'Continuar para o {retailer}',
    redirectBack: 'Voltar',
  },
  slugs: {
    best: 'melhor',
    bests: 'melhores',
  },
} satisfies DictionaryTree;

/** The shape every locale's dictionary has (derived from br; every leaf a string). */
export type Dictionary = Widen<typeof brDictionary>;

export const br: Dictionary = brDictionary;
