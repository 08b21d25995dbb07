import { describe, expect, it } from 'vitest';
import { ApiError, API_MESSAGES } from '../../lib/api';
import { checkLoginInput, loginFailureToast } from './login';

describe('login form rules (SPEC §5, §8)', () => {
  it("refuses empty fields with 'Campos obrigatórios' before any call", () => {
    for (const [identifier, password] of [['', ''], ['admin', ''], ['', 'secret'], ['   ', 'secret']]) {
      const check = checkLoginInput(identifier!, password!);
      expect(check).toEqual({ ok: false, toast: { title: 'Campos obrigatórios', description: 'Por favor, preencha o nome de usuário ou e-mail e a senha.' } });
    }
  });

  it('accepts a username or an e-mail with a password, trimming the identifier only', () => {
    expect(checkLoginInput(' editor@example.com ', ' pass word ')).toEqual({ ok: true, payload: { identifier: 'editor@example.com', password: ' pass word ' } });
  });

  it("shows the server's message under 'Falha no login' (a 429 lockout included)", () => {
    const locked = new ApiError('429: …', { status: 429, serverMessage: 'Muitas tentativas. Tente novamente em 15 minutos.' });
    expect(loginFailureToast(locked)).toEqual({ title: 'Falha no login', description: 'Muitas tentativas. Tente novamente em 15 minutos.' });
  });

  it('falls back to the spec text when the server gave no message', () => {
    expect(loginFailureToast(new ApiError('401: Unauthorized', { status: 401 }))).toEqual({
      title: 'Falha no login',
      description: 'Credenciais inválidas. Verifique seu nome de usuário e senha.',
    });
  });

  it('uses the connection-error text when the server cannot be reached', () => {
    const toast = loginFailureToast(new ApiError(API_MESSAGES.network, { status: 0, isNetworkError: true }));
    expect(`${toast.title}: ${toast.description}`).toBe('Erro de conexão: Não foi possível conectar ao servidor. Tente novamente mais tarde.');
    expect(toast.description).not.toContain('Erro de conexão');
  });
});
