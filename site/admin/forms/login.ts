/**
 * The login form's rules (SPEC §5, §8), kept apart from the screen so they are unit-tested: which
 * toast a given outcome shows, with the spec's exact texts.
 */
import {
  isMissingLoginFields,
  LOGIN_REQUIRED_DESCRIPTION,
  LOGIN_REQUIRED_TITLE,
  loginPayloadSchema,
  type LoginPayload,
} from '../../../shared/schemas/auth';
import { ApiError, API_MESSAGES } from '../../lib/api';

export const LOGIN_FAILED_TITLE = 'Falha no login';
export const LOGIN_FAILED_DEFAULT = 'Credenciais inválidas. Verifique seu nome de usuário e senha.';
export const CONNECTION_ERROR_TITLE = 'Erro de conexão';

export interface LoginToast {
  title: string;
  description: string;
}

export type LoginCheck = { ok: true; payload: LoginPayload } | { ok: false; toast: LoginToast };

/** Validates the typed values; missing fields give the 'Campos obrigatórios' toast (no server call). */
export function checkLoginInput(identifier: string, password: string): LoginCheck {
  const parsed = loginPayloadSchema.safeParse({ identifier, password });
  if (parsed.success) return { ok: true, payload: parsed.data };
  if (isMissingLoginFields(parsed.error)) {
    return { ok: false, toast: { title: LOGIN_REQUIRED_TITLE, description: LOGIN_REQUIRED_DESCRIPTION } };
  }
  return { ok: false, toast: { title: LOGIN_FAILED_TITLE, description: parsed.error.issues[0]?.message ?? LOGIN_FAILED_DEFAULT } };
}

/**
 * The toast of a failed login: a connection error has its own text; otherwise 'Falha no login'
 * with the server's message (429 lockout included), or the default when the server sent none.
 */
export function loginFailureToast(error: unknown): LoginToast {
  if (error instanceof ApiError && error.isNetworkError) {
    // SPEC §8's sentence is 'Erro de conexão: Não foi possível…': the title says its first part,
    // the description the rest, so the toast does not say "Erro de conexão" twice.
    return { title: CONNECTION_ERROR_TITLE, description: API_MESSAGES.network.replace(`${CONNECTION_ERROR_TITLE}: `, '') };
  }
  const serverMessage = error instanceof ApiError ? error.serverMessage : undefined;
  return { title: LOGIN_FAILED_TITLE, description: serverMessage || LOGIN_FAILED_DEFAULT };
}
