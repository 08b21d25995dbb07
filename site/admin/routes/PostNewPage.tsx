/** /admin/posts/new: write a new post; once created, the editor moves to its edit page. */
import { useLeaveTo } from '../components/NavGuard';
import { PageHeader } from '../components/PageHeader';
import { PostForm } from '../forms/PostForm';

export function PostNewPage() {
  const leaveTo = useLeaveTo();
  return (
    <>
      <PageHeader title="Novo post" />
      <PostForm onCreated={(post) => leaveTo(`/admin/edit/${post.id}`)} />
    </>
  );
}
