/**
 * The post editor (create and edit): title with `{month}`/`{year}` placeholders, slug suggested
 * from the title, Markdown body with live preview, status with publish time, category, and the
 * 409 conflict view. Validation uses the shared `postInputSchema`/`postUpdateSchema`.
 */
import type { FormEvent } from 'react';
import { SLUG_MAX } from '../../../shared/schemas/common';
import { postInputSchema, postUpdateSchema, type AdminPost } from '../../../shared/schemas/post';
import { POST_LIMITS } from '../../../shared/schemas/post';
import { posts } from '../api/posts';
import { PublishStatus } from '../components/PublishStatus';
import { contentPaths } from '../../../shared/content-paths';
import { isLocale } from '../../../shared/locales';
import { EditorConflict } from '../components/ConflictPanel';
import { PresenceBanner } from '../components/PresenceBanner';
import { ContentSeoSection } from '../components/ContentSeoSection';
import { DraftBanner } from '../components/DraftBanner';
import { Field } from '../components/Field';
import { SlugRedirectWarning } from '../components/SlugRedirectWarning';
import { MarkdownEditor } from '../components/MarkdownEditor';
import { ImageField } from '../media/ImageField';
import { AuthorsPicker } from '../components/AuthorsPicker';
import { CategorySelect, LocaleSelect, StatusSelect } from '../components/Selects';
import { Tip } from '../components/Tip';
import { formatDateTime } from '../lib/datetime';
import type { Locale } from '../../../shared/locales';
import { emptyPost, formToPostPayload, postToForm, POST_DIFF_FIELDS, type PostFormValues } from './post-form';
import { suggestSlug, useSlugFromTitle } from './slug-suggest';
import type { ContentStatus } from './statuses';
import { useEntityEditor } from './use-entity-editor';
import { ReviewActions, ReviewNoteBanner, useReviewNote, workflowChange } from '../components/ReviewWorkflow';
import { useAbilities } from '../lib/permissions';
import { CONTRIBUTOR_STATUSES } from './statuses';
import { SaveBar } from '../components/SaveBar';

export interface PostFormProps {
  /** The post being edited; undefined to create one. */
  post?: AdminPost;
  onCreated?(post: AdminPost): void;
}

/** The body field's label: also the writing surface's accessible name. */
const CONTENT_LABEL = 'Conteúdo (Markdown)';

const copyText = (v: PostFormValues) => `# ${v.title}\n\n${v.excerpt ? `${v.excerpt}\n\n` : ''}${v.content}`;

export function PostForm({ post, onCreated }: PostFormProps) {
  const editor = useEntityEditor<AdminPost, PostFormValues>({
    initial: emptyPost(),
    loaded: post,
    toForm: postToForm,
    diffSpec: POST_DIFF_FIELDS,
    copyText,
    draftKey: post ? `post:${post.id}` : 'post:new',
    savedMessage: post ? 'Post salvo' : 'Post criado',
  });
  const create = posts.useCreate();
  const update = posts.useUpdate();
  const { form } = editor;
  const v = form.values;
  const err = form.errors;
  const titleSlug = useSlugFromTitle(form, !post);

  const abilities = useAbilities();
  const [note, setNote] = useReviewNote();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // "Enviar para revisão", "Publicar" and "Devolver com nota" save with their status (issue 25).
    const change = workflowChange(event, note);
    if (post) {
      await editor.submit({
        schema: postUpdateSchema,
        payload: { ...({ ...formToPostPayload(v, editor.version), ...change } as ReturnType<typeof formToPostPayload>), baseVersion: editor.baseVersion },
        send: (body) => update.mutateAsync({ key: post.id, body }),
      });
    } else {
      const row = await editor.submit({ schema: postInputSchema, payload: { ...formToPostPayload(v), ...change } as ReturnType<typeof formToPostPayload>, send: (body) => create.mutateAsync(body) });
      if (row) onCreated?.(row);
    }
  };

  return (
    <form className="editor" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={post ? 'Editar post' : 'Novo post'}>
      <DraftBanner draft={editor.draft} />
      <PresenceBanner entity="post" itemKey={post ? String(post.id) : undefined} />
      <ReviewNoteBanner item={post} />
      <EditorConflict editor={editor} />
      <div className="editor-grid">
        <div className="editor-main">
          <Field label="Título" name="title" error={err.title} hint="Use {month} e {year} para o mês e o ano atuais, no idioma da região.">
            {(c) => <input {...c} value={v.title} onChange={(e) => titleSlug.setTitle(e.target.value)} maxLength={POST_LIMITS.title} required />}
          </Field>
          <Field label="Slug" name="slug" error={err.slug} hint={`Endereço: /${v.locale}/${v.slug || '…'}`}>
            {(c) => (
              <div className="input-with-action">
                <input
                  {...c}
                  value={v.slug}
                  onChange={(e) => titleSlug.setSlug(e.target.value)}
                  maxLength={SLUG_MAX}
                  required
                />
                <Tip label="Gera o slug a partir do título">
                  <button type="button" className="btn btn-secondary btn-small" onClick={() => form.set('slug', suggestSlug(v.title))}>
                    Gerar do título
                  </button>
                </Tip>
              </div>
            )}
          </Field>
          <SlugRedirectWarning path={`/${v.locale}/${v.slug}`} slug={v.slug} />
          <Field label="Resumo" name="excerpt" error={err.excerpt}>
            {(c) => <textarea {...c} rows={3} value={v.excerpt} onChange={(e) => form.set('excerpt', e.target.value)} maxLength={POST_LIMITS.excerpt} />}
          </Field>
          <Field label={CONTENT_LABEL} name="content" error={err.content}>
            {(c) => <MarkdownEditor control={c} label={CONTENT_LABEL} value={v.content} onChange={(text) => form.set('content', text)} locale={v.locale} title={v.title} retailerLists />}
          </Field>
          <ContentSeoSection kind="post" values={v} errors={err} set={form.set} path={`/${v.locale}/${v.slug}`} />
        </div>
        <aside className="editor-side">
          <Field label="Status" name="status" error={err.status}>
            {(c) => <StatusSelect {...c} statuses={abilities.can('content.publish') ? undefined : CONTRIBUTOR_STATUSES} value={v.status} onChange={(e) => form.set('status', e.target.value as ContentStatus)} />}
          </Field>
          <Field
            label="Data de publicação"
            name="publishAt"
            error={err.publishAt}
            hint={
              v.status === 'scheduled'
                ? 'Obrigatória para agendar (horário local).'
                : post?.publishedAt
                  ? `Publicado em ${formatDateTime(post.publishedAt)}. A data só é usada com o status Agendado.`
                  : 'Só é usada com o status Agendado; "Publicado" publica ao salvar.'
            }
          >
            {(c) => <input {...c} type="datetime-local" value={v.publishAt} onChange={(e) => form.set('publishAt', e.target.value)} />}
          </Field>
          <Field label="Região" name="locale" error={err.locale}>
            {(c) => <LocaleSelect {...c} value={v.locale} onChange={(e) => form.set('locale', e.target.value as Locale)} />}
          </Field>
          <Field label="Autores" name="authorIds" error={err.authorIds} hint={post ? 'Na ordem da assinatura.' : 'Vazio: você, pelo seu perfil de autor.'}>
            {(c) => <AuthorsPicker id={c.id} value={v.authorIds} onChange={(ids) => form.set('authorIds', ids)} />}
          </Field>
          <Field label="Categoria" name="categoryId" error={err.categoryId}>
            {(c) => <CategorySelect {...c} value={v.categoryId} onChange={(e) => form.set('categoryId', e.target.value)} />}
          </Field>
          <Field label="Imagem" name="imageUrl" error={err.imageUrl}>
            {(c) => <ImageField control={c} value={v.imageUrl} onChange={(url) => form.set('imageUrl', url)} locale={v.locale} />}
          </Field>
          <Field label="Palavra-chave" name="keyword" error={err.keyword}>
            {(c) => <input {...c} value={v.keyword} onChange={(e) => form.set('keyword', e.target.value)} maxLength={POST_LIMITS.keyword} />}
          </Field>
          <Field label="Chave de tradução" name="translationKey" error={err.translationKey} hint="Posts de outras regiões com a mesma chave são traduções deste.">
            {(c) => <input {...c} value={v.translationKey} onChange={(e) => form.set('translationKey', e.target.value)} maxLength={120} />}
          </Field>
          <SaveBar saving={editor.saving} dirty={form.dirty} label={post ? 'Salvar' : 'Criar post'} />
          <div className="editor-actions">
            <ReviewActions item={post} saving={editor.saving} note={note} setNote={setNote} />
            {post && isLocale(post.locale) ? <PublishStatus base={posts.base} itemKey={post.id} published={post.status === 'published'} publicPath={contentPaths.post(post.locale, post.slug)} /> : null}
            {post ? <p className="muted">Versão {editor.version}</p> : null}
          </div>
        </aside>
      </div>
    </form>
  );
}
