/** /admin/posts/new: write a new post; once created, the editor moves to its edit page. */
import { useLocation } from 'wouter';
import { PageHeader } from '../components/PageHeader';
import { useNavGuard } from '../components/NavGuard';
import { PostForm } from '../forms/PostForm';

export function PostNewPage() {
  const [, navigate] = useLocation();
  const guard = useNavGuard();
  return (
    <>
      <PageHeader title="Novo post" />
      <PostForm
        onCreated={(post) => {
          guard.allowNext();
          navigate(`/admin/edit/${post.id}`, { replace: true });
        }}
      />
    </>
  );
}
