/**
 * /admin: the dashboard (issue 26 item 2), from one call (GET /api/admin/dashboard): the account's
 * drafts, what is scheduled, the review queue, the latest builds, link findings, 7 days of clicks and
 * the team's recent activity, each entry linked to its screen; soft-locked accounts (issue 24) above.
 * The posts list lives at /admin/posts; an old link to /admin with the list's filters goes there.
 */
import { Redirect, useSearch } from 'wouter';
import { useDashboard } from '../api/dashboard';
import { ActivityList } from '../components/dashboard/ActivityList';
import { BuildsList } from '../components/dashboard/BuildsList';
import { ClicksSummary } from '../components/dashboard/ClicksSummary';
import { DashboardSection } from '../components/dashboard/DashboardSection';
import { ItemList } from '../components/dashboard/ItemList';
import { LinkFindingsSummary } from '../components/LinkFindings';
import { PageHeader } from '../components/PageHeader';
import { QueryStatus } from '../components/QueryStatus';
import { ReviewQueue } from '../components/ReviewQueue';
import { SoftLockNotice } from '../components/SoftLockNotice';
import { useAbilities } from '../lib/permissions';

/** Query parameters of the posts list (PostsListPage): a link with any of them meant the list. */
const POSTS_LIST_PARAMS = ['q', 'locale', 'status', 'categoryId', 'page', 'offset'];

export function DashboardPage() {
  const search = useSearch();
  const params = new URLSearchParams(search);
  if (POSTS_LIST_PARAMS.some((p) => params.has(p))) return <Redirect to={`/admin/posts?${search}`} replace />;
  return <Dashboard />;
}

function Dashboard() {
  const query = useDashboard();
  const abilities = useAbilities();
  const d = query.data;
  return (
    <>
      <PageHeader title="Painel" />
      <SoftLockNotice />
      <QueryStatus query={query} />
      {d ? (
        <div className="dashboard-grid">
          <DashboardSection title="Meus rascunhos" name="drafts" total={d.myDrafts.total} more={{ href: '/admin/posts?status=draft', label: 'Todos os rascunhos' }}>
            <ItemList items={d.myDrafts.items} when="updated" empty="Você não tem rascunhos." />
          </DashboardSection>
          <DashboardSection title="Agendados" name="scheduled" total={d.scheduled.total} more={{ href: '/admin/posts?status=scheduled', label: 'Todos os agendados' }}>
            <ItemList items={d.scheduled.items} when="publish" empty="Nada agendado." />
          </DashboardSection>
          <DashboardSection title="Aguardando revisão" name="review" total={d.pendingReview.posts + d.pendingReview.reviews}>
            <ReviewQueue pending={d.pendingReview} />
          </DashboardSection>
          <DashboardSection title="Últimas construções" name="builds" more={{ href: '/admin/pre-render', label: 'Histórico de construções' }}>
            <BuildsList builds={d.builds} />
          </DashboardSection>
          <DashboardSection title="Problemas nos links" name="links" total={d.linkFindings.products}>
            <LinkFindingsSummary findings={d.linkFindings} />
          </DashboardSection>
          <DashboardSection title="Cliques (7 dias)" name="clicks" total={d.clicks.total}>
            <ClicksSummary clicks={d.clicks} linked={abilities.can('site.structure')} />
          </DashboardSection>
          <DashboardSection title="Atividade recente" name="activity" more={abilities.can('audit.read') ? { href: '/admin/audit', label: 'Registro de auditoria' } : undefined}>
            <ActivityList items={d.activity} />
          </DashboardSection>
        </div>
      ) : null}
    </>
  );
}
