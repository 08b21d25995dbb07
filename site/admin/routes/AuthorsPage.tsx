/**
 * /admin/authors: author profiles (issue 25 item 4). Editors see and edit every profile and create
 * new ones; an author or contributor sees only the profile of their own account.
 */
import { useAllAuthors } from '../api/authors';
import { PageHeader } from '../components/PageHeader';
import { QueryStatus } from '../components/QueryStatus';
import { AuthorForm } from '../forms/AuthorForm';
import { useAbilities } from '../lib/permissions';

export function AuthorsPage() {
  const list = useAllAuthors();
  const abilities = useAbilities();
  const manage = abilities.can('authors.manage');
  const shown = (list.data?.items ?? []).filter((a) => manage || a.accountId === abilities.id);
  return (
    <>
      <PageHeader title="Autores" />
      <p className="lead">O perfil aparece na assinatura dos posts e avaliações e na página do autor, em cada região com a bio daquela região.</p>
      <QueryStatus query={list} />
      {!manage && list.data && shown.length === 0 ? <p className="muted">Sua conta ainda não tem perfil de autor: peça a um editor para criá-lo.</p> : null}
      <div className="card-list">
        {shown.map((a) => <AuthorForm key={`${a.id}-${a.version}`} author={a} />)}
        {manage ? <AuthorForm /> : null}
      </div>
    </>
  );
}
