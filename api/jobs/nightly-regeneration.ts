/**
 * Job: nightly full rebuild at 03:00 UTC, so what depends on the date stays true without an edit:
 * {month}/{year} in titles, "2 days ago" style dates, launch pages of the day. The publisher
 * queues the build (coalescing with one already running); its outcome is in the build history.
 */
import type { JobDefinition } from './types';

export const nightlyRegenerationJob: JobDefinition = {
  name: 'nightly-regeneration',
  label: 'Regeneração noturna',
  description: 'Reconstrói o site inteiro toda noite, para manter em dia títulos com mês/ano e datas relativas.',
  schedule: '0 3 * * *',
  async run(ctx) {
    await ctx.publisher.rebuild('nightly');
    return { status: 'succeeded', summary: 'reconstrução completa pedida (o resultado está no histórico de gerações)' };
  },
};
