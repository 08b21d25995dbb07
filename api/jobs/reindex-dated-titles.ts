/**
 * Job: just after midnight UTC, rewrites the search words of titles with `{month}`/`{year}` when the
 * date changed them (shared/db/queries/search-reindex.ts), so the header search finds 'dezembro' on
 * the 1st of December and no longer 'novembro'. Daily rather than monthly, so a server that was down
 * at the turn catches up the next night; a day without a change writes nothing.
 */
import { reindexDatedTitles } from '../../shared/db/queries/search-reindex';
import type { JobDefinition } from './types';

export const reindexDatedTitlesJob: JobDefinition = {
  name: 'reindex-dated-titles',
  label: 'Atualizar a busca de títulos com mês/ano',
  description: 'Atualiza as palavras da busca dos títulos com {month}/{year} quando o mês ou o ano muda.',
  schedule: '1 0 * * *',
  async run(ctx) {
    const { dated, updated } = await reindexDatedTitles(ctx.db, ctx.now());
    if (!updated) return { status: 'succeeded', summary: `nada a atualizar (${dated} título(s) com mês/ano já em dia)` };
    return { status: 'succeeded', summary: `${updated} de ${dated} título(s) com mês/ano reindexado(s) na busca` };
  },
};
