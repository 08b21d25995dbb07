/** One category: slug, display order and a name per locale (create or edit, with 409 handling). */
import type { FormEvent } from 'react';
import { LOCALES } from '../../../shared/locales';
import { SLUG_MAX } from '../../../shared/schemas/common';
import { CATEGORY_NAME_MAX, categoryInputSchema, categoryUpdateSchema, type AdminCategory } from '../../../shared/schemas/category';
import { categories } from '../api/categories';
import { EditorConflict } from '../components/ConflictPanel';
import { CategorySeoSection } from '../components/CategorySeoSection';
import { DeleteButton } from '../components/DeleteButton';
import { Field } from '../components/Field';
import { SlugRedirectWarning } from '../components/SlugRedirectWarning';
import { localeLabelText } from '../components/Selects';
import { CATEGORY_DIFF_FIELDS, categoryErrorKey, categoryToForm, emptyCategory, formToCategoryPayload, type CategoryFormValues } from './category-form';
import { useEntityEditor } from './use-entity-editor';

export function CategoryForm({ category, onCreated }: { category?: AdminCategory; onCreated?(): void }) {
  const editor = useEntityEditor<AdminCategory, CategoryFormValues>({
    initial: emptyCategory(),
    loaded: category,
    toForm: categoryToForm,
    diffSpec: CATEGORY_DIFF_FIELDS,
    copyText: (v) => JSON.stringify(formToCategoryPayload(v), null, 2),
    savedMessage: category ? 'Categoria salva' : 'Categoria criada',
    errorKey: categoryErrorKey,
  });
  const create = categories.useCreate();
  const update = categories.useUpdate();
  const remove = categories.useDelete();
  const { form } = editor;
  const v = form.values;
  const err = form.errors;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (category) {
      await editor.submit({
        schema: categoryUpdateSchema,
        payload: formToCategoryPayload(v, editor.version),
        send: (body) => update.mutateAsync({ key: category.id, body }),
      });
    } else {
      const row = await editor.submit({ schema: categoryInputSchema, payload: formToCategoryPayload(v), send: (body) => create.mutateAsync(body) });
      if (row) {
        form.reset(emptyCategory());
        onCreated?.();
      }
    }
  };

  const title = category ? (category.names.br ?? category.slug) : 'Nova categoria';
  return (
    <form className="card" onSubmit={(e) => void onSubmit(e)} noValidate aria-label={category ? `Categoria ${title}` : 'Nova categoria'}>
      <h2 className="card-title">{title}</h2>
      <EditorConflict editor={editor} />
      <div className="field-row">
        <Field label="Slug" name="slug" error={err.slug} hint="Usado em /{região}/categoria/{slug}">
          {(c) => <input {...c} value={v.slug} onChange={(e) => form.set('slug', e.target.value)} maxLength={SLUG_MAX} />}
        </Field>
        <SlugRedirectWarning path={`/br/categoria/${v.slug}`} slug={v.slug} />
        <Field label="Ordem" name="sortOrder" error={err.sortOrder}>
          {(c) => <input {...c} inputMode="numeric" value={v.sortOrder} onChange={(e) => form.set('sortOrder', e.target.value)} />}
        </Field>
      </div>
      <div className="field-grid">
        {LOCALES.map((l) => (
          <Field key={l} label={`Nome — ${localeLabelText(l)}`} name={`name_${l}`} error={err[`name_${l}`]}>
            {(c) => <input {...c} value={v[`name_${l}`]} onChange={(e) => form.set(`name_${l}`, e.target.value)} maxLength={CATEGORY_NAME_MAX} />}
          </Field>
        ))}
      </div>
      <CategorySeoSection values={v} errors={err} set={form.set} />
      <div className="card-actions">
        <button type="submit" className="btn btn-primary" disabled={editor.saving || (!!category && !form.dirty && !editor.conflict)}>
          {editor.saving ? 'Salvando...' : category ? 'Salvar' : 'Criar categoria'}
        </button>
        {category ? <DeleteButton what={`a categoria "${title}"`} onDelete={() => remove.mutateAsync(category.id)} /> : null}
        {form.dirty ? <span className="muted">Alterações não salvas</span> : null}
      </div>
    </form>
  );
}
