/**
 * /admin/login (SPEC §2, §5, §8): username or e-mail and password. Empty fields are refused here
 * without calling the server; success sets the admin flag and opens /admin (or the admin page the
 * editor was sent away from, `?next=`).
 */
import { useState, type FormEvent } from 'react';
import { useLocation, useSearchParams } from 'wouter';
import { useLogin } from '../api/auth';
import { useToast } from '../components/Toaster';
import { checkLoginInput, loginFailureToast } from '../forms/login';
import { safeNextPath } from '../lib/next-path';

export function LoginPage() {
  const [identifier, setIdentifier] = useState('');
  const [password, setPassword] = useState('');
  const [, navigate] = useLocation();
  const [params] = useSearchParams();
  const login = useLogin();
  const toast = useToast();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const check = checkLoginInput(identifier, password);
    if (!check.ok) {
      toast({ variant: 'error', ...check.toast });
      return;
    }
    login.mutate(check.payload, {
      onSuccess: () => navigate(safeNextPath(params.get('next')), { replace: true }),
      onError: (error) => toast({ variant: 'error', ...loginFailureToast(error) }),
    });
  };

  return (
    <main className="login-page" id="main">
      <form className="login-card" onSubmit={onSubmit} noValidate aria-labelledby="login-title">
        <h1 id="login-title">Entrar no painel</h1>
        <label className="field">
          <span className="field-label">Usuário ou e-mail</span>
          <input
            name="identifier"
            autoComplete="username"
            value={identifier}
            onChange={(e) => setIdentifier(e.target.value)}
            maxLength={254}
            autoFocus
          />
        </label>
        <label className="field">
          <span className="field-label">Senha</span>
          <input
            name="password"
            type="password"
            autoComplete="current-password"
            value={password}
            onChange={(e) => setPassword(e.target.value)}
            maxLength={1024}
          />
        </label>
        <button type="submit" className="btn btn-primary btn-block" disabled={login.isPending}>
          {login.isPending ? 'Entrando...' : 'Entrar'}
        </button>
        <a className="login-back" href="/">
          Voltar ao site
        </a>
      </form>
    </main>
  );
}
