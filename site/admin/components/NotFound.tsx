/** An admin path or item that does not exist, with a way back. */
import { Link } from 'wouter';

/**
 * 'Página não encontrada', 'Produto não encontrado': the participle agrees with the noun. Nouns in
 * -a, -ão/-ção and -agem are feminine in the admin's vocabulary (página, avaliação, imagem,
 * categoria); the others masculine (post, produto, redirecionamento).
 */
export function notFoundTitle(what: string): string {
  const feminine = /(a|ão|agem)$/i.test(what.trim());
  return `${what} não ${feminine ? 'encontrada' : 'encontrado'}`;
}

export function NotFound({ what = 'Página', back = '/admin' }: { what?: string; back?: string }) {
  return (
    <div className="notice" role="alert">
      <h1>{notFoundTitle(what)}</h1>
      <p>O endereço não corresponde a nada no painel, ou o item foi excluído.</p>
      <Link href={back} className="btn btn-secondary">
        Voltar
      </Link>
    </div>
  );
}
