import { describe, expect, it } from 'vitest';
import { ApiError, API_MESSAGES } from '../../lib/api';
import { describeError, issuesByField, issuesOf } from './errors';

describe('server errors in words', () => {
  it('names the status and shows the server message', () => {
    const error = new ApiError('409: {...}', { status: 409, serverMessage: 'slug already taken', body: {} });
    expect(describeError(error, 'Não foi possível salvar')).toEqual({
      title: 'Conflito de edição (409)',
      description: 'Não foi possível salvar: slug already taken',
    });
  });

  it('uses the SPEC §8 connection text for network failures', () => {
    const error = new ApiError(API_MESSAGES.network, { status: 0, isNetworkError: true });
    expect(describeError(error).description).toBe(API_MESSAGES.network);
  });

  it('says the status once when the server sent no JSON message (issue 24)', () => {
    const error = new ApiError('502: Bad Gateway', { status: 502 });
    expect(describeError(error)).toEqual({ title: 'Erro no servidor (502)', description: 'Bad Gateway' });
    expect(describeError(new ApiError('500: Internal Server Error', { status: 500 })).description).toBe('Internal Server Error');
  });

  it('says upload refusals and edit conflicts in Portuguese, with the figures the server gave (issue 24)', () => {
    const upload = (status: number, code: string, message: string) => describeError(new ApiError(`${status}`, { status, serverMessage: message, body: { error: code, message } }), 'Falha no envio');
    expect(upload(413, 'payload_too_large', 'The file is too large: the limit is 10485760 bytes (10 MB).')).toEqual({
      title: 'Conteúdo grande demais (413)',
      description: 'Falha no envio: O arquivo é grande demais: o limite é de 10 MB.',
    });
    expect(upload(413, 'too_many_pixels', 'The image is too large: 9000×8000 pixels, the limit is 40 megapixels.').description).toBe(
      'Falha no envio: A imagem é grande demais (9000×8000 pixels): o limite é de 40 megapixels. Reduza-a antes de enviar.',
    );
    expect(upload(415, 'svg_refused', 'SVG images are not accepted (they can carry scripts); upload a JPEG, PNG, WebP or AVIF.').description).toMatch(/^Falha no envio: Imagens SVG não são aceitas/);
    expect(upload(415, 'unsupported_type', 'The file is not an image of an accepted type').title).toBe('Formato não aceito (415)');
    const conflict = describeError(new ApiError('409', { status: 409, serverMessage: 'media 3 was changed by someone else (your version 1, current 2)', body: { error: 'conflict' } }));
    expect(conflict.description).toMatch(/^Outra pessoa salvou este item/);
    for (const d of [conflict, upload(413, 'too_large', 'x'), upload(415, 'unreadable', 'y')]) expect(d.description).not.toMatch(/\b(the|file|image|was|changed)\b/i);
  });

  it('says the data layer\'s English refusals (in use, duplicate, refused) in Portuguese, with their figures (issue 24)', () => {
    const refusal = (code: string, message: string) => describeError(new ApiError('409', { status: 409, serverMessage: message, body: { error: code, message } }), 'Não foi possível excluir').description;
    expect(refusal('in_use', "Category 'audio' is used by 3 post(s) and 2 product(s): move them to another category first.")).toBe(
      'Não foi possível excluir: A categoria "audio" é usada por 3 post(s) e 2 produto(s): mova-os para outra categoria antes.',
    );
    expect(refusal('in_use', "Product 4 has 1 review(s) (7 'Fone X'): delete or reassign them before you delete it.")).toBe(
      "Não foi possível excluir: O produto tem 1 avaliação(ões) (7 'Fone X'): exclua-as ou passe-as para outro produto antes.",
    );
    expect(refusal('in_use', "Locale 'it' has 2 post(s), 0 product(s) and 1 review(s): change its status instead of deleting it.")).toBe(
      'Não foi possível excluir: A região it tem 2 post(s), 0 produto(s) e 1 avaliação(ões): mude o status dela em vez de excluí-la.',
    );
    expect(refusal('refused', "setting 'site_name' is used by the site: change its value instead of deleting it")).toBe(
      'Não foi possível excluir: A configuração "site_name" é usada pelo site: mude o valor dela em vez de excluí-la.',
    );
    expect(refusal('duplicate', "slug 'fones' is already used by post 3 in locale 'br'")).not.toMatch(/already used/);
  });

  it('maps 400 issues to fields, first message per field', () => {
    const error = new ApiError('400', {
      status: 400,
      body: { error: 'bad_request', message: 'x', issues: [{ path: 'slug', message: 'slug is malformed' }, { path: 'slug', message: 'second' }, { path: 'pros.1', message: 'must not be empty' }] },
    });
    expect(issuesByField(issuesOf(error))).toEqual({ slug: 'Slug: slug is malformed', 'pros.1': 'Prós (item 2): não pode ficar vazio' });
  });

  it('finds no issues in errors that have none', () => {
    expect(issuesOf(new Error('boom'))).toEqual([]);
    expect(issuesOf(new ApiError('500', { status: 500, body: 'Internal' }))).toEqual([]);
  });
});
