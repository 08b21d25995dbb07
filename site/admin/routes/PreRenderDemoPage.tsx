/**
 * /admin/pre-render-demo (issue 5): pick a public URL or an unpublished post/review and see exactly
 * what a crawler gets (HTML, title, meta, canonical, robots, hreflang, JSON-LD), rendered by the
 * site's own renderer through POST /api/admin/rendering/preview. Nothing is written or published.
 */
import { useState, type FormEvent } from 'react';
import { usePreviewRender } from '../api/rendering';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageHeader } from '../components/PageHeader';
import { DraftPicker } from '../components/publishing/DraftPicker';
import { PathField } from '../components/publishing/PathField';
import { previewRequest, type PreviewSource } from '../components/publishing/preview-request';
import { PreviewReport } from '../components/publishing/PreviewReport';
import { Spinner } from '../components/Spinner';

const SOURCES: [PreviewSource, string][] = [
  ['path', 'Endereço (URL)'],
  ['post', 'Post não publicado'],
  ['review', 'Avaliação não publicada'],
];

export function PreRenderDemoPage() {
  const [source, setSource] = useState<PreviewSource>('path');
  const [pathText, setPathText] = useState('');
  const [draftId, setDraftId] = useState('');
  const [problem, setProblem] = useState<string | undefined>();
  const preview = usePreviewRender();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const request = previewRequest(source, pathText, draftId);
    if ('error' in request) {
      setProblem(request.error);
      return;
    }
    setProblem(undefined);
    preview.mutate(request);
  };

  return (
    <>
      <PageHeader title="Demo de pré-renderização" />
      <p className="lead">Veja uma página exatamente como um buscador a recebe, inclusive rascunhos, sem publicar nada.</p>
      <form className="panel" onSubmit={submit} aria-label="O que visualizar" noValidate>
        <fieldset className="source-choice">
          <legend>Visualizar</legend>
          {SOURCES.map(([value, label]) => (
            <label key={value}>
              <input
                type="radio"
                name="source"
                value={value}
                checked={source === value}
                onChange={() => {
                  setSource(value);
                  setDraftId('');
                  setProblem(undefined);
                }}
              />
              {label}
            </label>
          ))}
        </fieldset>
        {source === 'path' ? (
          <PathField value={pathText} error={problem} onChange={setPathText} />
        ) : (
          <>
            <DraftPicker key={source} kind={source} id="preview-draft" value={draftId} onChange={setDraftId} />
            {problem ? (
              <p className="field-error" role="alert">
                {problem}
              </p>
            ) : null}
          </>
        )}
        <button type="submit" className="btn btn-primary" disabled={preview.isPending}>
          {preview.isPending ? 'Gerando...' : 'Ver como um robô vê'}
        </button>
      </form>
      {preview.isPending ? <Spinner label="Gerando a página..." /> : null}
      {preview.isError ? <ErrorNotice title="Não foi possível gerar a visualização" error={preview.error} /> : null}
      {preview.data && !preview.isPending ? <PreviewReport result={preview.data} /> : null}
    </>
  );
}
