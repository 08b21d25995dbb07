/** /admin/categories: every category with its name per locale. */
import { useAllCategories } from '../api/categories';
import { PageHeader } from '../components/PageHeader';
import { PresenceBanner } from '../components/PresenceBanner';
import { CategoryForm } from '../forms/CategoryForm';
import { QueryStatus } from '../components/QueryStatus';

export function CategoriesPage() {
  const list = useAllCategories();
  return (
    <>
      <PageHeader title="Categorias" />
      {/* Every category is edited on this one screen: presence is the screen's. */}
      <PresenceBanner entity="category" itemKey="all" />
      <p className="lead">O nome aparece no idioma de cada região; sem nome, a região usa o nome em português.</p>
      <QueryStatus query={list} />
      <div className="card-list">
        {(list.data?.items ?? []).map((c) => (
          <CategoryForm key={`${c.id}-${c.version}`} category={c} />
        ))}
        <CategoryForm />
      </div>
    </>
  );
}
