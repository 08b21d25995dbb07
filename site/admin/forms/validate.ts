/**
 * Runs a shared zod input schema (shared/schemas) on a payload before it is sent, so the editor
 * sees the same messages the API would answer, next to the same fields.
 */
import type { z } from 'zod';
import { fieldIssues } from '../../../shared/schemas/common';
import { issuesByField } from '../lib/errors';

export type Validation<T> = { ok: true; data: T } | { ok: false; errors: Record<string, string> };

export function validate<S extends z.ZodType>(schema: S, payload: unknown): Validation<z.output<S>> {
  const result = schema.safeParse(payload);
  if (result.success) return { ok: true, data: result.data };
  return { ok: false, errors: issuesByField(fieldIssues(result.error)) };
}
