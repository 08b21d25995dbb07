/**
 * /admin/cron, /admin/dynamic-rendering, /admin/pre-render, /admin/pre-render-demo: the publishing
 * tools (SPEC §2) arrive with the publishing issue. Until then each path says what it will hold,
 * without pretending to data it does not have.
 */
import { PageHeader } from '../components/PageHeader';

export type PublishingTool = 'cron' | 'dynamic-rendering' | 'pre-render' | 'pre-render-demo';

const TOOLS: Record<PublishingTool, { title: string; purpose: string }> = {
  cron: {
    title: 'Tarefas agendadas',
    purpose: 'Aqui ficarão as tarefas periódicas (publicação de itens agendados, atualização de preços, regeneração noturna), com a última execução, o resultado e o botão para executar agora.',
  },
  'dynamic-rendering': {
    title: 'Renderização dinâmica',
    purpose: 'Aqui será possível renderizar uma página sob demanda a partir dos dados atuais e comparar com a versão publicada.',
  },
  'pre-render': {
    title: 'Pré-renderização',
    purpose: 'Aqui ficará o histórico de gerações do site (completas e incrementais), com duração, páginas geradas e erros, e o botão para gerar de novo.',
  },
  'pre-render-demo': {
    title: 'Demo de pré-renderização',
    purpose: 'Aqui será possível gerar uma página de exemplo e ver o HTML exatamente como os visitantes o recebem.',
  },
};

export function PublishingPage({ tool }: { tool: PublishingTool }) {
  const { title, purpose } = TOOLS[tool];
  return (
    <>
      <PageHeader title={title} />
      <div className="notice">
        <p>
          <strong>Disponível em breve.</strong>
        </p>
        <p>{purpose}</p>
        <p className="muted">Enquanto isso, cada alteração salva no painel já pede ao publicador que atualize as páginas afetadas.</p>
      </div>
    </>
  );
}
