import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api';
import { errorToast } from './error-toast';

describe('errorToast', () => {
  it('names the status and the server message after what failed', () => {
    const error = new ApiError('404: ...', { status: 404, serverMessage: 'no page is rendered at /br/nada' });
    expect(errorToast(error, 'Não foi possível renderizar /br/nada')).toEqual({
      variant: 'error',
      title: 'Não encontrado (404)',
      description: 'Não foi possível renderizar /br/nada: no page is rendered at /br/nada',
    });
  });

  it('adds the field issues of a 400 in Portuguese when the message does not already say them', () => {
    const error = new ApiError('400: ...', {
      status: 400,
      serverMessage: 'Invalid request body',
      body: { error: 'validation', message: 'Invalid request body', issues: [{ path: 'enabled', message: 'enabled must be true or false' }] },
    });
    const toast = errorToast(error, 'Não foi possível ativar X');
    expect(toast.title).toBe('Dados inválidos (400)');
    expect(toast.description).toBe('Não foi possível ativar X: Invalid request body (Ativa: deve ser verdadeiro ou falso)');
  });

  it('does not call a 409 of these screens an edit conflict', () => {
    const message = 'rendering runs only in the self-hosted mode (PUBLISHER=local)';
    const error = new ApiError('409: ...', { status: 409, serverMessage: message, body: { error: 'not_available', message } });
    expect(errorToast(error, 'Não foi possível renderizar /br')).toMatchObject({ title: 'Indisponível agora (409)', description: expect.stringContaining('PUBLISHER=local') });
  });

  it('speaks of the connection when the server could not be reached', () => {
    const error = new ApiError('net', { status: 0, isNetworkError: true });
    expect(errorToast(error, 'X').title).toBe('Erro de conexão');
  });
});
