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

  it('keeps the status line when the server sent no JSON message', () => {
    const error = new ApiError('502: Bad Gateway', { status: 502 });
    expect(describeError(error)).toEqual({ title: 'Erro no servidor (502)', description: '502: Bad Gateway' });
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
