/**
 * /admin/definir-senha#token=… (issue 25 item 2): the public page of a one-time set-password link.
 * The token stays in the fragment (never sent to a server, never in a log or a Referer); the form
 * posts it with the new password once, then sends the person to the login.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { useSetPassword } from '../api/accounts';
import { describeError } from '../lib/errors';

const tokenFromHash = () => new URLSearchParams(window.location.hash.replace(/^#/, '')).get('token') ?? '';

export function SetPasswordPage() {
  const [token] = useState(tokenFromHash);
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [problem, setProblem] = useState<string>();
  const set = useSetPassword();
  const onSubmit = (e: FormEvent) => {
    e.preventDefault();
    if (password !== repeat) return setProblem('As senhas não são iguais.');
    setProblem(undefined);
    set.mutate({ token, password }, { onError: (error) => setProblem(describeError(error, 'Definir senha').description) });
  };
  return (
    <div className="login-page">
      <form className="login-card" onSubmit={onSubmit} aria-label="Definir senha">
        <h1>Definir senha</h1>
        {set.isSuccess ? (
          <p role="status">
            Senha definida. <Link href="/admin/login">Entrar</Link>
          </p>
        ) : !token ? (
          <p role="alert">Este endereço não traz um link de senha. Peça um novo a um administrador.</p>
        ) : (
          <>
            <label>
              Nova senha <input type="password" name="password" autoComplete="new-password" value={password} onChange={(e) => setPassword(e.target.value)} required />
            </label>
            <label>
              Repita a senha <input type="password" name="repeat" autoComplete="new-password" value={repeat} onChange={(e) => setRepeat(e.target.value)} required />
            </label>
            {problem ? <p role="alert" className="field-error">{problem}</p> : null}
            <button type="submit" className="btn btn-primary btn-block" disabled={set.isPending}>
              Definir senha
            </button>
          </>
        )}
      </form>
    </div>
  );
}
