/** /admin/edit/{id} and /admin/edit-post/{id}: edit one post. */
import { Link } from 'wouter';
import { applyTitlePlaceholders } from '../../../shared/format/title';
import { posts } from '../api/posts';
import { DeleteButton } from '../components/DeleteButton';
import { ItemLoader } from '../components/ItemLoader';
import { NotFound } from '../components/NotFound';
import { useLeaveTo } from '../components/NavGuard';
import { PageHeader } from '../components/PageHeader';
import { PreviewLinksPanel } from '../components/PreviewLinksPanel';
import { PostForm } from '../forms/PostForm';
import { parseId } from './route-params';

export function PostEditPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const query = posts.useItem(id);
  const remove = posts.useDelete();
  const leaveTo = useLeaveTo();
  if (id === undefined) return <NotFound what="Post" />;
  return (
    <ItemLoader query={query} what="Post" back="/admin">
      {(post) => (
        <>
          <PageHeader title={`Editar post: ${applyTitlePlaceholders(post.title, post.locale)}`}>
            {post.status === 'published' ? (
              <a className="btn btn-secondary" href={`/${post.locale}/${post.slug}`} target="_blank" rel="noreferrer">
                Ver no site
              </a>
            ) : null}
            <Link href="/admin" className="btn btn-secondary">
              Voltar à lista
            </Link>
            <DeleteButton
              what={`o post "${post.title}"`}
              onDelete={() => remove.mutateAsync(post.id)}
              onDeleted={() => leaveTo('/admin')}
            />
          </PageHeader>
          <PostForm key={post.id} post={post} />
          <PreviewLinksPanel key={`preview-${post.id}`} kind="post" item={post} />
        </>
      )}
    </ItemLoader>
  );
}
