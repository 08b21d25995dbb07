/**
 * /admin/password (issue 17): the signed-in admin changes their own password. The server checks
 * the current password and the policy (12+ characters, hard to guess) and names what is wrong under
 * the field; a change ends the admin's other sessions.
 */
import { useState, type FormEvent } from 'react';
import { useChangePassword } from '../api/account';
import { Field } from '../components/Field';
import { PageHeader } from '../components/PageHeader';
import { useToast } from '../components/Toaster';
import { describeError, issuesOf } from '../lib/errors';

/** Mirrors the server's minimum (api/auth/password-policy.ts) so a short one is refused at once. */
const MIN_LENGTH = 12;

type Errors = Partial<Record<'currentPassword' | 'newPassword' | 'confirmation', string>>;

export function PasswordPage() {
  const [currentPassword, setCurrent] = useState('');
  const [newPassword, setNew] = useState('');
  const [confirmation, setConfirmation] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const change = useChangePassword();
  const toast = useToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (!currentPassword) found.currentPassword = 'Informe a senha atual.';
    if ([...newPassword].length < MIN_LENGTH) found.newPassword = `A senha deve ter pelo menos ${MIN_LENGTH} caracteres. Uma frase com algumas palavras é fácil de lembrar.`;
    else if (confirmation !== newPassword) found.confirmation = 'A confirmação não é igual à nova senha.';
    setErrors(found);
    if (Object.keys(found).length > 0) return;
    change.mutate(
      { currentPassword, newPassword },
      {
        onSuccess: () => {
          setCurrent('');
          setNew('');
          setConfirmation('');
          toast({ variant: 'success', title: 'Senha alterada', description: 'Suas sessões em outros navegadores foram encerradas.' });
        },
        onError: (error) => {
          // The server names the field and the rule in Portuguese ("newPassword" → under the field).
          const byField: Errors = {};
          for (const issue of issuesOf(error)) {
            if (issue.path === 'currentPassword' || issue.path === 'newPassword') byField[issue.path] ??= issue.message;
          }
          setErrors(byField);
          if (Object.keys(byField).length === 0) toast({ variant: 'error', ...describeError(error, 'Alterar senha') });
        },
      },
    );
  };

  return (
    <>
      <PageHeader title="Alterar senha" />
      <p className="lead">
        Use pelo menos {MIN_LENGTH} caracteres; espaços e acentos valem. Uma frase com algumas palavras é fácil de lembrar e difícil de
        adivinhar. Senhas comuns (mesmo com números ou maiúsculas no fim), sequências do teclado e senhas feitas do seu nome, e-mail ou do
        nome do site são recusadas. Ao trocar a senha, suas sessões em outros navegadores são encerradas.
      </p>
      <form className="panel" onSubmit={onSubmit} noValidate aria-label="Alterar senha">
        <Field label="Senha atual" name="currentPassword" error={errors.currentPassword}>
          {(control) => (
            <input {...control} type="password" autoComplete="current-password" value={currentPassword} onChange={(e) => setCurrent(e.target.value)} maxLength={1024} />
          )}
        </Field>
        <Field label="Nova senha" name="newPassword" error={errors.newPassword}>
          {(control) => <input {...control} type="password" autoComplete="new-password" value={newPassword} onChange={(e) => setNew(e.target.value)} maxLength={1024} />}
        </Field>
        <Field label="Confirme a nova senha" name="confirmation" error={errors.confirmation}>
          {(control) => (
            <input {...control} type="password" autoComplete="new-password" value={confirmation} onChange={(e) => setConfirmation(e.target.value)} maxLength={1024} />
          )}
        </Field>
        <button type="submit" className="btn btn-primary" disabled={change.isPending}>
          {change.isPending ? 'Salvando...' : 'Alterar senha'}
        </button>
      </form>
    </>
  );
}
