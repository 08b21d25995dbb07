/** Job: deletes expired sessions and old login attempts (api/auth/cleanup.ts), every hour. */
import { cleanupAuth } from '../auth/cleanup';
import type { JobDefinition } from './types';

export const cleanupAuthJob: JobDefinition = {
  name: 'cleanup-auth',
  label: 'Limpar sessões e tentativas de login',
  description: 'Apaga as sessões expiradas e as tentativas de login com mais de 30 dias.',
  // Hourly, off the full hour so it does not meet the nightly jobs.
  schedule: '17 * * * *',
  async run(ctx) {
    const { sessions, loginAttempts } = await cleanupAuth(ctx.db, ctx.now());
    return { status: 'succeeded', summary: `${sessions} sessão(ões) expirada(s) e ${loginAttempts} tentativa(s) de login antiga(s) apagada(s)` };
  },
};
