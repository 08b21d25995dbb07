/**
 * The editor's review of one product: title, slug, rating (0–5 in steps of 0.1), pros and cons,
 * verdict, Markdown body with preview, status and publish time; shared `reviewInputSchema`.
 */
import { AuthorsPicker } from '../components/AuthorsPicker';
import type { FormEvent } from 'react';
import { SLUG_MAX } from '../../../shared/schemas/common';
import { isLocale, LOCALE_INFO } from '../../../shared/locales';
import type { AdminProduct } from '../../../shared/schemas/product';
import { REVIEW_LIMITS, reviewInputSchema, reviewUpdateSchema, type AdminReview } from '../../../shared/schemas/review';
import { reviews } from '../api/reviews';
import { PublishStatus } from '../components/PublishStatus';
import { contentPaths } from '../../../shared/content-paths';
import { EditorConflict } from '../components/ConflictPanel';
import { PresenceBanner } from '../components/PresenceBanner';
import { DraftBanner } from '../components/DraftBanner';
import { ContentSeoSection } from '../components/ContentSeoSection';
import { TestingSection } from '../components/TestingSection';
import { Field } from '../components/Field';
import { SlugRedirectWarning } from '../components/SlugRedirectWarning';
import { ListEditor } from '../components/ListEditor';
import { MarkdownEditor } from '../components/MarkdownEditor';
import { StatusSelect } from '../components/Selects';
import { emptyReview, formToReviewPayload, reviewToForm, REVIEW_DIFF_FIELDS, type ReviewFormValues } from './review-form';
import { useSlugFromTitle } from './slug-suggest';
import type { ContentStatus } from './statuses';
import { useEntityEditor } from './use-entity-editor';
import { ReviewActions, ReviewNoteBanner, useReviewNote, workflowChange } from '../components/ReviewWorkflow';
import { useAbilities } from '../lib/permissions';
import { CONTRIBUTOR_STATUSES } from './statuses';
import { SaveBar } from '../components/SaveBar';

/** The body field's label: also the writing surface's accessible name. */
const BODY_LABEL = 'Texto da avaliação (Markdown)';

export interface ReviewFormProps {
  product: AdminProduct;
  review?: AdminReview;
  onCreated?(review: AdminReview): void;
}

const copyText = (v: ReviewFormValues) =>
  [`# ${v.title}`, v.excerpt, `Nota: ${v.rating}`, `Prós:\n${v.pros.map((p) => `- ${p}`).join('\n')}`, `Contras:\n${v.cons.map((p) => `- ${p}`).join('\n')}`, `Veredito: ${v.verdict}`, v.body]
    .filter(Boolean)
    .join('\n\n');

export function ReviewForm({ product, review, onCreated }: ReviewFormProps) {
  const editor = useEntityEditor<AdminReview, ReviewFormValues>({
    initial: emptyReview(product.id, product.locale),
    loaded: review,
    toForm: reviewToForm,
    diffSpec: REVIEW_DIFF_FIELDS,
    copyText,
    draftKey: review ? `review:${review.id}` : `review:new:${product.id}`,
    savedMessage: review ? 'Avaliação salva' : 'Avaliação criada',
  });
  const create = reviews.useCreate();
  const update = reviews.useUpdate();
  const { form } = editor;
  const v = form.values;
  const err = form.errors;
  const titleSlug = useSlugFromTitle(form, !review);

  const abilities = useAbilities();
  const [note, setNote] = useReviewNote();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // "Enviar para revisão", "Publicar" and "Devolver com nota" save with their status (issue 25).
    const change = workflowChange(event, note);
    if (review) {
      await editor.submit({
        schema: reviewUpdateSchema,
        payload: { ...({ ...formToReviewPayload(v, editor.version), ...change } as ReturnType<typeof formToReviewPayload>), baseVersion: editor.baseVersion },
        send: (body) => update.mutateAsync({ key: review.id, body }),
      });
    } else {
      const row = await editor.submit({ schema: reviewInputSchema, payload: { ...formToReviewPayload(v), ...change } as ReturnType<typeof formToReviewPayload>, send: (body) => create.mutateAsync(body) });
      if (row) onCreated?.(row);
    }
  };

  return (
    <form className="editor" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={review ? 'Editar avaliação' : 'Nova avaliação'}>
      <DraftBanner draft={editor.draft} />
      <PresenceBanner entity="review" itemKey={review ? String(review.id) : undefined} />
      <ReviewNoteBanner item={review} />
      <EditorConflict editor={editor} />
      <div className="editor-grid">
        <div className="editor-main">
          <Field label="Título" name="title" error={err.title}>
            {(c) => <input {...c} value={v.title} onChange={(e) => titleSlug.setTitle(e.target.value)} maxLength={REVIEW_LIMITS.title} />}
          </Field>
          <Field label="Slug" name="slug" error={err.slug} hint={`Endereço: /${v.locale}/${LOCALE_INFO[v.locale].reviewWord}/${v.slug || '…'}`}>
            {(c) => <input {...c} value={v.slug} onChange={(e) => titleSlug.setSlug(e.target.value)} maxLength={SLUG_MAX} />}
          </Field>
          <SlugRedirectWarning path={`/${v.locale}/${LOCALE_INFO[v.locale].reviewWord}/${v.slug}`} slug={v.slug} />
          <Field label="Resumo" name="excerpt" error={err.excerpt}>
            {(c) => <textarea {...c} rows={2} value={v.excerpt} onChange={(e) => form.set('excerpt', e.target.value)} maxLength={REVIEW_LIMITS.excerpt} />}
          </Field>
          <div className="field-row">
            <ListEditor label="Prós" name="pros" items={v.pros} onChange={(items) => form.set('pros', items)} errors={err} max={REVIEW_LIMITS.points} addLabel="Adicionar pró" />
            <ListEditor label="Contras" name="cons" items={v.cons} onChange={(items) => form.set('cons', items)} errors={err} max={REVIEW_LIMITS.points} addLabel="Adicionar contra" />
          </div>
          <Field label="Veredito" name="verdict" error={err.verdict}>
            {(c) => <textarea {...c} rows={3} value={v.verdict} onChange={(e) => form.set('verdict', e.target.value)} maxLength={REVIEW_LIMITS.verdict} />}
          </Field>
          <TestingSection values={v} errors={err} set={form.set} />
          <Field label={BODY_LABEL} name="body" error={err.body}>
            {(c) => <MarkdownEditor control={c} label={BODY_LABEL} value={v.body} onChange={(text) => form.set('body', text)} locale={v.locale} title={v.title} rows={14} />}
          </Field>
          <ContentSeoSection kind="review" values={v} errors={err} set={form.set} path={`/${v.locale}/${LOCALE_INFO[v.locale].reviewWord}/${v.slug}`} />
        </div>
        <aside className="editor-side">
          <Field label="Nota do editor (0–5)" name="rating" error={err.rating} hint="Passos de 0,1, ex.: 4,5">
            {(c) => <input {...c} inputMode="decimal" value={v.rating} onChange={(e) => form.set('rating', e.target.value)} />}
          </Field>
          <Field label="Status" name="status" error={err.status}>
            {(c) => <StatusSelect {...c} statuses={abilities.can('content.publish') ? undefined : CONTRIBUTOR_STATUSES} value={v.status} onChange={(e) => form.set('status', e.target.value as ContentStatus)} />}
          </Field>
          <Field label="Data de publicação" name="publishAt" error={err.publishAt} hint={v.status === 'scheduled' ? 'Obrigatória para agendar (horário local).' : 'Opcional (horário local).'}>
            {(c) => <input {...c} type="datetime-local" value={v.publishAt} onChange={(e) => form.set('publishAt', e.target.value)} />}
          </Field>
          <Field label="Autores" name="authorIds" error={err.authorIds} hint={review ? 'Na ordem da assinatura.' : 'Vazio: você, pelo seu perfil de autor.'}>
            {(c) => <AuthorsPicker id={c.id} value={v.authorIds} onChange={(ids) => form.set('authorIds', ids)} />}
          </Field>
          <Field label="Chave de tradução" name="translationKey" error={err.translationKey}>
            {(c) => <input {...c} value={v.translationKey} onChange={(e) => form.set('translationKey', e.target.value)} maxLength={120} />}
          </Field>
          <SaveBar saving={editor.saving} dirty={form.dirty} label={review ? 'Salvar avaliação' : 'Criar avaliação'} />
          <div className="editor-actions">
            <ReviewActions item={review} saving={editor.saving} note={note} setNote={setNote} />
            {review && isLocale(review.locale) ? <PublishStatus base={reviews.base} itemKey={review.id} published={review.status === 'published'} publicPath={contentPaths.review(review.locale, review.slug)} /> : null}
          </div>
        </aside>
      </div>
    </form>
  );
}
