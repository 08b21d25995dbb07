/** Description of api/routes/contact.ts: the contact form. */
import { z } from 'zod';
import { contactPayloadSchema } from '../../../shared/schemas/contact';
import { errorExample, errors, json, op, type OperationDoc } from '../registry';

export const contactOperations: OperationDoc[] = [
  op({
    method: 'POST', path: '/api/contact', tag: 'public', summary: 'Send a message through the contact form (same origin only; 5 an hour per address)',
    body: contactPayloadSchema,
    responses: { 201: json('Received', z.object({ ok: z.literal(true) })), ...errors(400, 403, 413, 415, 429) },
    examples: [
      { name: 'sent', status: 201, value: { ok: true }, call: { path: '/api/contact', body: { locale: 'br', name: 'Ana', email: 'ana@example.com', subject: 'Olá', message: 'Uma mensagem de teste.' } } },
      errorExample('bad e-mail', 400, 'bad_request', 'email must be a valid e-mail address', { path: '/api/contact', body: { locale: 'br', name: 'Ana', email: 'ana', message: 'Uma mensagem de teste.' } }),
    ],
  }),
];
