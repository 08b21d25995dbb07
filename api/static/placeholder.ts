/** What `/` shows before the first build, so a fresh install explains itself instead of a bare 404. */
export const PLACEHOLDER_HTML = `<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Site em construção</title>
<body style="font-family:system-ui;max-width:40rem;margin:4rem auto;padding:0 1rem">
<h1>O site ainda não foi gerado</h1><p>Run <code>npm run build</code> (or <code>npm start</code>) to build the pages into <code>dist/</code>.
The API is up: <a href="/api/home-data">/api/home-data</a>.</p></body></html>`;

/** The 404 answer when the build has no 404 page. */
export const FALLBACK_404_HTML = '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Página não encontrada</title><h1>Página não encontrada</h1><p><a href="/br">Ir para a página inicial</a></p></html>';

/** The answer to a request that failed inside the server (never a stack trace). */
export const ERROR_500_HTML = '<!doctype html><html lang="pt-BR"><meta charset="utf-8"><title>Erro no servidor</title><h1>Erro no servidor</h1><p>Aguarde alguns instantes e atualize a página.</p></html>';
