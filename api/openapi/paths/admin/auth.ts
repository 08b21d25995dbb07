/** Descriptions of api/routes/admin/auth.ts: login, logout, the signed-in admin, password change. */
import { z } from 'zod';
import { adminUserSchema, loginPayloadSchema, passwordChangeSchema } from '../../../../shared/schemas/auth';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'auth';
const userAnswer = z.object({ user: adminUserSchema });

export const authOperations: OperationDoc[] = [
  op({
    method: 'POST', path: '/api/admin/login', tag, admin: false, summary: 'Log in: sets the session cookie', body: loginPayloadSchema,
    responses: { 200: json('The admin; Set-Cookie carries the session', userAnswer), ...errors(400, 401, 415, 429) },
    examples: [
      { name: 'logged in', status: 200, value: { user: sample.user } },
      errorExample('wrong password', 401, 'invalid_credentials', 'Credenciais inválidas. Verifique seu nome de usuário e senha.', { path: '/api/admin/login', body: { identifier: 'editor1', password: 'wrong-password' } }),
      errorExample('fields missing', 400, 'bad_request', 'Campos obrigatórios: identifier, password. Por favor, preencha o nome de usuário ou e-mail e a senha.', { path: '/api/admin/login', body: {} }),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/logout', tag, admin: false, summary: 'Log out (with or without a session)',
    responses: { 204: { description: 'No session is left' }, ...errors(415) },
    examples: [{ name: 'logged out', status: 204, call: { path: '/api/admin/logout', session: false } }],
  }),
  op({
    method: 'GET', path: '/api/admin/me', tag, summary: 'The signed-in admin',
    responses: { 200: json('The admin', userAnswer), ...errors(401) },
    examples: [{ name: 'me', status: 200, value: { user: sample.user }, call: { path: '/api/admin/me' } }, unauthorizedExample('/api/admin/me')],
  }),
  op({
    method: 'POST', path: '/api/admin/password', tag, summary: 'Change the password (ends the other sessions)', body: passwordChangeSchema,
    responses: { 204: { description: 'Changed' }, ...errors(400, 401, 403, 415, 429) },
    examples: [
      { name: 'changed', status: 204 },
      errorExample('wrong current password', 400, 'invalid_current_password', 'A senha atual está incorreta.'),
      unauthorizedExample('/api/admin/password'),
    ],
  }),
];
