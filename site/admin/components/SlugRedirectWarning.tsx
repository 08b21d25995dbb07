/**
 * Warns under a slug field when the address it gives already has a redirect (issue 16): saving a
 * page there replaces the redirect, and the links that followed it land on this page instead.
 */
import { useRedirectAt } from '../api/redirects';
import { useDebounced } from '../lib/use-debounced';

/** A slug worth asking about (the server validates it fully on save). */
const SLUG_LIKE = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** `path`: the address the slug gives (e.g. `/br/meu-post`); `slug`: what is typed, checked first. */
export function SlugRedirectWarning({ path, slug }: { path: string; slug: string }) {
  const settled = useDebounced(SLUG_LIKE.test(slug) ? path : undefined, 300);
  const check = useRedirectAt(settled);
  const redirect = check.data?.redirect;
  if (!redirect || settled !== path) return null;
  const where = redirect.from === path ? path : `${redirect.from}/…`;
  return (
    <p className="notice notice-warning" role="status" data-testid="slug-redirect-warning">
      {redirect.status === 410
        ? `O endereço ${where} é de um conteúdo excluído (responde 410). Ao salvar, esta página passa a responder nele.`
        : `O endereço ${where} tem um redirecionamento para ${redirect.to}. Ao salvar, esta página passa a responder nele e o redirecionamento deixa de valer.`}
    </p>
  );
}
