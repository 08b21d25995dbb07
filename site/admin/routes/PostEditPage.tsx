/** /admin/edit/{id} and /admin/edit-post/{id}: edit one post. */
import { useState } from 'react';
import { Link } from 'wouter';
import { shownTitle } from '../lib/shown-title';
import { posts } from '../api/posts';
import { DeleteButton } from '../components/DeleteButton';
import { ItemLoader } from '../components/ItemLoader';
import { NotFound } from '../components/NotFound';
import { useLeaveTo } from '../components/NavGuard';
import { PageHeader } from '../components/PageHeader';
import { RevisionsPanel } from '../components/RevisionsPanel';
import { PreviewLinksPanel } from '../components/PreviewLinksPanel';
import { PostForm } from '../forms/PostForm';
import { parseId } from './route-params';

/** What the revisions panel compares: the texts the editor writes. */
const POST_REVISION_FIELDS = [
  { key: 'title', label: 'Título' },
  { key: 'excerpt', label: 'Resumo' },
  { key: 'content', label: 'Conteúdo' },
];

export function PostEditPage({ params }: { params: { id?: string } }) {
  const id = parseId(params.id);
  const query = posts.useItem(id);
  const remove = posts.useDelete();
  const leaveTo = useLeaveTo();
  // A restore replaces the saved row: the form starts again from it (it only reads its first row).
  const [restores, setRestores] = useState(0);
  if (id === undefined) return <NotFound what="Post" />;
  return (
    <ItemLoader query={query} what="Post" back="/admin/posts">
      {(post) => (
        <>
          <PageHeader title={`Editar post: ${shownTitle(post.title, post.locale)}`}>
            {post.status === 'published' ? (
              <a className="btn btn-secondary" href={`/${post.locale}/${post.slug}`} target="_blank" rel="noreferrer">
                Ver no site
              </a>
            ) : null}
            <Link href="/admin/posts" className="btn btn-secondary">
              Voltar à lista
            </Link>
            <DeleteButton
              what={`o post "${shownTitle(post.title, post.locale)}"`}
              onDelete={() => remove.mutateAsync(post.id)}
              onDeleted={() => leaveTo('/admin/posts')}
            />
          </PageHeader>
          <PostForm key={`${post.id}:${restores}`} post={post} />
          <RevisionsPanel resource="posts" item={post} fields={POST_REVISION_FIELDS} onRestored={() => setRestores((n) => n + 1)} />
          <PreviewLinksPanel key={`preview-${post.id}`} kind="post" item={post} />
        </>
      )}
    </ItemLoader>
  );
}
