/** /admin/categories: every category with its name per locale. */
import { useAllCategories } from '../api/categories';
import { ErrorNotice } from '../components/ErrorNotice';
import { PageHeader } from '../components/PageHeader';
import { Spinner } from '../components/Spinner';
import { CategoryForm } from '../forms/CategoryForm';

export function CategoriesPage() {
  const list = useAllCategories();
  return (
    <>
      <PageHeader title="Categorias" />
      <p className="lead">O nome aparece no idioma de cada região; sem nome, a região usa o nome em português.</p>
      {list.isError ? <ErrorNotice error={list.error} onRetry={() => void list.refetch()} /> : null}
      {list.isPending ? <Spinner /> : null}
      <div className="card-list">
        {(list.data?.items ?? []).map((c) => (
          <CategoryForm key={`${c.id}-${c.version}`} category={c} />
        ))}
        <CategoryForm />
      </div>
    </>
  );
}
