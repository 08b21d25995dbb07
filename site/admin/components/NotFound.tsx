/** An admin path or item that does not exist, with a way back. */
import { Link } from 'wouter';

export function NotFound({ what = 'Página', back = '/admin' }: { what?: string; back?: string }) {
  return (
    <div className="notice" role="alert">
      <h1>{what} não encontrado(a)</h1>
      <p>O endereço não corresponde a nada no painel, ou o item foi excluído.</p>
      <Link href={back} className="btn btn-secondary">
        Voltar
      </Link>
    </div>
  );
}
