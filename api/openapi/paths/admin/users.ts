/** Descriptions of api/routes/admin/users.ts and set-password.ts: the accounts screen (issue 25 item 2). */
import { z } from 'zod';
import {
  accountCreateSchema, accountListQuerySchema, accountSchema, accountUpdateSchema, createdAccountSchema, setPasswordLinkSchema, setPasswordSchema,
} from '../../../../shared/schemas/accounts';
import { idSchema } from '../../../../shared/schemas/common';
import { errorExample, errors, json, op, unauthorizedExample, type OperationDoc } from '../../registry';
import { sample } from '../../samples';

const tag = 'accounts';
const paged = z.object({ items: z.array(accountSchema), total: z.number().int(), limit: z.number().int(), offset: z.number().int() });
const link = { url: '/admin/definir-senha#token=2bX0…', expiresAt: '2026-06-03T12:00:00.000Z' };
const newAccount = { ...sample.account, id: 2, username: 'lucia', email: 'lucia@example.com', role: 'editor', regions: ['br'], setPasswordPending: true };

export const userOperations: OperationDoc[] = [
  op({
    method: 'GET', path: '/api/admin/users', tag, summary: 'The accounts, by username (administrators)', query: accountListQuerySchema,
    responses: { 200: json('A page of accounts', paged), ...errors(400, 401) },
    examples: [
      { name: 'accounts', status: 200, value: { items: [sample.account], total: 1, limit: 50, offset: 0 }, call: { path: '/api/admin/users?q=editor1' } },
      unauthorizedExample('/api/admin/users'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/users', tag, body: accountCreateSchema,
    summary: 'Create an account; the answer holds its one-time set-password link (valid 48 h, shown only here)',
    responses: { 201: json('The account and its link', createdAccountSchema), ...errors(400, 401, 409) },
    examples: [
      { name: 'created', status: 201, value: { user: newAccount, setPasswordLink: link } },
      errorExample('bad role', 400, 'bad_request', 'role: role must be one of administrator, editor, author, contributor (there is one owner; it is never assigned)', {
        path: '/api/admin/users', body: { username: 'lucia', email: 'lucia@example.com', role: 'owner' },
      }),
      unauthorizedExample('/api/admin/users'),
    ],
  }),
  op({
    method: 'GET', path: '/api/admin/users/:id', tag, summary: 'One account', params: z.object({ id: idSchema }),
    responses: { 200: json('The account', accountSchema), ...errors(400, 401, 404) },
    examples: [
      { name: 'account', status: 200, value: sample.account, call: { path: '/api/admin/users/1' } },
      errorExample('unknown', 404, 'not_found', "No account with id '999999'", { path: '/api/admin/users/999999' }),
      unauthorizedExample('/api/admin/users/1'),
    ],
  }),
  op({
    method: 'PATCH', path: '/api/admin/users/:id', tag, params: z.object({ id: idSchema }), body: accountUpdateSchema,
    summary: 'Change role, regions or disabled (disabling ends its sessions at once); the owner is changed by nobody else',
    responses: { 200: json('The account', accountSchema), ...errors(400, 401, 404, 409) },
    examples: [
      { name: 'limited to br', status: 200, value: { ...newAccount, regions: ['br', 'it'], version: 2 } },
      errorExample('nothing to change', 400, 'bad_request', 'nothing to change: send role, regions or disabled', { path: '/api/admin/users/1', body: { version: 1 } }),
      unauthorizedExample('/api/admin/users/1'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/users/:id/set-password-link', tag, params: z.object({ id: idSchema }),
    summary: 'A new one-time set-password link for the account (replaces an earlier one; valid 48 h; shown only here)',
    responses: { 201: json('The link', setPasswordLinkSchema), ...errors(400, 401, 404, 409) },
    examples: [
      { name: 'issued', status: 201, value: link },
      errorExample('unknown', 404, 'not_found', "No account with id '999999'", { path: '/api/admin/users/999999/set-password-link' }),
      unauthorizedExample('/api/admin/users/1/set-password-link'),
    ],
  }),
  op({
    method: 'POST', path: '/api/admin/set-password', tag, admin: false, body: setPasswordSchema,
    summary: 'Set the password with a one-time link (public: the token is the credential); spends the link',
    responses: { 204: { description: 'Password set; log in with it' }, ...errors(400, 403, 415) },
    examples: [
      { name: 'set', status: 204 },
      errorExample('used or expired link', 400, 'invalid_token', 'Este link de senha é inválido, já foi usado ou expirou. Peça um novo a um administrador.', {
        path: '/api/admin/set-password', body: { token: 'AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', password: 'Pitanga-vermelha-88' },
      }),
    ],
  }),
];
