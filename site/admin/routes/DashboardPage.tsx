/** /admin: the dashboard lines (products with link findings, issue 15 item 4; the review queue, issue 25) above the posts list. */
import { LinkFindingsSummary } from '../components/LinkFindings';
import { ReviewQueue } from '../components/ReviewQueue';
import { PostsListPage } from './PostsListPage';

export function DashboardPage() {
  return (
    <>
      <LinkFindingsSummary />
      <ReviewQueue />
      <PostsListPage />
    </>
  );
}
