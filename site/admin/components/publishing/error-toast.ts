/**
 * The error toast of the publishing screens: status title, the server's message after what failed,
 * and the field issues of a 400 in Portuguese ('Caminho: ...'), so a 4xx names the problem.
 */
import { describeError, issuesOf } from '../../lib/errors';
import { portugueseFieldMessage } from '../../lib/field-messages';
import type { ToastInput } from '../../lib/toast-store';

/** `action` says what failed ('Não foi possível renderizar /br/x'). */
export function errorToast(error: unknown, action: string): ToastInput {
  const { title, description } = describeError(error, action);
  const issues = issuesOf(error)
    .map((issue) => portugueseFieldMessage(issue.path, issue.message))
    .filter((text) => !description.includes(text));
  return { variant: 'error', title, description: issues.length > 0 ? `${description} (${issues.join('; ')})` : description };
}
