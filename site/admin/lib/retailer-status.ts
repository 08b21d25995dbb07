/**
 * What the regions screen says about a region's retailer account (issue 15 items 1 and 6), in
 * Portuguese: whether it is configured (from which variables, never the secret), whether the
 * retailer lets it in, and why prices are hidden when it does not.
 */
import { REGION_LABELS, type RetailerAccountInfo } from '../../../shared/retailer-accounts';
import type { RetailerRegionState } from '../../../shared/db/queries/retailer-regions';
import { formatDateTime } from './datetime';

export type RetailerAccountItem = RetailerAccountInfo & { state: RetailerRegionState | null };

export interface RetailerStatusView {
  /** 'ok': prices refresh; 'warning': prices hidden or the last run stopped on an error. */
  tone: 'ok' | 'warning' | 'muted';
  title: string;
  /** Why, and what to do. */
  detail: string;
  /** The last run, when there was one. */
  lastRun: string | null;
}

const HIDDEN = 'Os preços desta região ficam ocultos; as caixas de produto continuam com nome, imagem e link de compra.';

export function retailerStatus(item: RetailerAccountItem): RetailerStatusView {
  const region = `${REGION_LABELS[item.region]}, token em ${item.tokenUrl}`;
  const state = item.state;
  const lastRun = state?.lastRunAt
    ? `Última atualização: ${formatDateTime(state.lastRunAt)} — ${state.lastRefreshed} preço(s) atualizado(s), ${state.lastErrors} erro(s), ${state.lastThrottled} resposta(s) 429` +
      (state.lastRemaining ? `; ${state.lastRemaining} produto(s) na fila para a próxima execução` : '') +
      (state.lastStop ? ` (parou: ${state.lastStop})` : '')
    : null;
  if (item.source === 'demo') {
    return {
      tone: 'ok',
      title: 'Varejista de demonstração',
      detail: 'Esta é a demonstração e nenhuma credencial da Amazon está definida: os preços vêm de um varejista de demonstração no próprio servidor ' +
        `e mudam, sobem, caem e esgotam ao longo do tempo; não são preços reais. Para usar a Amazon, defina ${item.variables.id} e ${item.variables.secret} ` +
        '(qualquer credencial real desliga a demonstração em todas as regiões); DEMO_RETAILER=off também a desliga.',
      lastRun,
    };
  }
  if (!item.configured) {
    return {
      tone: 'warning',
      title: 'Conta do varejista não configurada',
      detail: `Defina ${item.variables.id} e ${item.variables.secret} no ambiente do servidor (${region}). ${HIDDEN}`,
      lastRun,
    };
  }
  const from = item.source === 'fallback' ? 'credenciais únicas antigas (RETAILER_CLIENT_ID/SECRET)' : `${item.variables.id} e ${item.variables.secret}`;
  if (state?.access === 'no_credentials' && state.accessError === 'no_partner_tag') {
    return { tone: 'warning', title: 'Falta o ID de afiliado', detail: `A API da Amazon exige o ID de afiliado (tag) da região: preencha-o abaixo. ${HIDDEN}`, lastRun };
  }
  if (state?.access === 'refused') {
    return {
      tone: 'warning',
      title: 'A Amazon recusou o acesso',
      detail: `Desde ${formatDateTime(state.accessChangedAt)}: ${state.accessError ?? 'sem detalhe'}. Confira se as credenciais (${from}) são desta região (${region}) e se o ID de afiliado é desta loja; ` +
        `o acesso à API também é suspenso após 30 dias sem vendas qualificadas e chaves novas podem levar dias para ativar. ${HIDDEN}`,
      lastRun,
    };
  }
  if (!state || state.access === 'no_credentials') {
    return { tone: 'muted', title: 'Configurada, aguardando a primeira atualização', detail: `Credenciais: ${from} (${region}).`, lastRun };
  }
  return { tone: 'ok', title: 'Configurada', detail: `Credenciais: ${from} (${region}).`, lastRun };
}
