/** /admin: the dashboard line (products with link findings, issue 15 item 4) above the posts list. */
import { LinkFindingsSummary } from '../components/LinkFindings';
import { PostsListPage } from './PostsListPage';

export function DashboardPage() {
  return (
    <>
      <LinkFindingsSummary />
      <PostsListPage />
    </>
  );
}
