/** /admin: the dashboard lines (soft-locked accounts, issue 24; products with link findings, issue 15 item 4; the review queue, issue 25) above the posts list. */
import { LinkFindingsSummary } from '../components/LinkFindings';
import { ReviewQueue } from '../components/ReviewQueue';
import { SoftLockNotice } from '../components/SoftLockNotice';
import { PostsListPage } from './PostsListPage';

export function DashboardPage() {
  return (
    <>
      <SoftLockNotice />
      <LinkFindingsSummary />
      <ReviewQueue />
      <PostsListPage />
    </>
  );
}
