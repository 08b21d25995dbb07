/** One author profile (issue 25 item 4): name, slug, account, photo, expertise, links and a bio per locale. */
import type { FormEvent } from 'react';
import { LOCALES } from '../../../shared/locales';
import { SLUG_MAX } from '../../../shared/schemas/common';
import { AUTHOR_LIMITS, authorInputSchema, authorUpdateSchema, type AdminAuthor } from '../../../shared/schemas/author';
import { authors } from '../api/authors';
import { EditorConflict } from '../components/ConflictPanel';
import { DeleteButton } from '../components/DeleteButton';
import { Field } from '../components/Field';
import { localeLabelText } from '../components/Selects';
import { useAbilities } from '../lib/permissions';
import { ImageField } from '../media/ImageField';
import { suggestSlug } from './slug-suggest';
import { AUTHOR_DIFF_FIELDS, authorErrorKey, authorToForm, emptyAuthor, formToAuthorPayload, type AuthorFormValues } from './author-form';
import { useEntityEditor } from './use-entity-editor';

export function AuthorForm({ author }: { author?: AdminAuthor }) {
  const abilities = useAbilities();
  const manage = abilities.can('authors.manage');
  const editor = useEntityEditor<AdminAuthor, AuthorFormValues>({
    initial: emptyAuthor(),
    loaded: author,
    toForm: authorToForm,
    diffSpec: AUTHOR_DIFF_FIELDS,
    copyText: (v) => JSON.stringify(formToAuthorPayload(v), null, 2),
    savedMessage: author ? 'Perfil salvo' : 'Perfil criado',
    errorKey: authorErrorKey,
  });
  const create = authors.useCreate();
  const update = authors.useUpdate();
  const remove = authors.useDelete();
  const { form } = editor;
  const v = form.values;
  const err = form.errors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (author) {
      await editor.submit({ schema: authorUpdateSchema, payload: formToAuthorPayload(v, editor.version), send: (body) => update.mutateAsync({ key: author.id, body }) });
    } else {
      const row = await editor.submit({ schema: authorInputSchema, payload: formToAuthorPayload(v), send: (body) => create.mutateAsync(body) });
      if (row) form.reset(emptyAuthor());
    }
  };

  const title = author ? author.displayName : 'Novo autor';
  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={author ? `Autor ${title}` : 'Novo autor'}>
      <h2 className="card-title">{title}</h2>
      <EditorConflict editor={editor} />
      <div className="field-row">
        <Field label="Nome exibido" name="displayName" error={err.displayName}>
          {(c) => <input {...c} value={v.displayName} onChange={(e) => form.set('displayName', e.target.value)} maxLength={AUTHOR_LIMITS.displayName} required />}
        </Field>
        <Field label="Slug" name="slug" error={err.slug} hint="Usado em /{região}/autor/{slug}">
          {(c) => (
            <div className="input-with-action">
              <input {...c} value={v.slug} onChange={(e) => form.set('slug', e.target.value)} maxLength={SLUG_MAX} required />
              <button type="button" className="btn btn-secondary btn-small" onClick={() => form.set('slug', suggestSlug(v.displayName))}>Gerar do nome</button>
            </div>
          )}
        </Field>
        <Field label="Conta (id)" name="accountId" error={err.accountId} hint="Vazio: autor sem conta (ex.: convidado do WordPress).">
          {(c) => <input {...c} inputMode="numeric" value={v.accountId} onChange={(e) => form.set('accountId', e.target.value)} disabled={!manage} />}
        </Field>
      </div>
      <Field label="Foto" name="photoUrl" error={err.photoUrl}>
        {(c) => <ImageField control={c} value={v.photoUrl} onChange={(url) => form.set('photoUrl', url)} locale="br" />}
      </Field>
      <Field label="Especialidade" name="expertise" error={err.expertise}>
        {(c) => <input {...c} value={v.expertise} onChange={(e) => form.set('expertise', e.target.value)} maxLength={AUTHOR_LIMITS.expertise} />}
      </Field>
      <Field label="Perfis em outros sites" name="sameAs" error={err.sameAs} hint="Um link por linha (https://…).">
        {(c) => <textarea {...c} rows={3} value={v.sameAs} onChange={(e) => form.set('sameAs', e.target.value)} />}
      </Field>
      <div className="field-grid">
        {LOCALES.map((l) => (
          <Field key={l} label={`Bio — ${localeLabelText(l)}`} name={`bio_${l}`} error={err[`bio_${l}`]}>
            {(c) => <textarea {...c} rows={3} value={v[`bio_${l}`]} onChange={(e) => form.set(`bio_${l}`, e.target.value)} maxLength={AUTHOR_LIMITS.bio} />}
          </Field>
        ))}
      </div>
      <div className="card-actions">
        <button type="submit" className="btn btn-primary" disabled={editor.saving || (!!author && !form.dirty && !editor.conflict)}>
          {editor.saving ? 'Salvando...' : author ? 'Salvar' : 'Criar autor'}
        </button>
        {author && manage ? <DeleteButton what={`o autor "${title}"`} onDelete={() => remove.mutateAsync(author.id)} /> : null}
        {form.dirty ? <span className="muted">Alterações não salvas</span> : null}
      </div>
    </form>
  );
}
