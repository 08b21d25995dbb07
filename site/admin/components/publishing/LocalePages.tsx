/** Pages per locale of a full build (`pagesByLocale`), with the total, on /admin/pre-render. */
import { isLocale } from '../../../../shared/locales';
import { localeLabelText } from '../Selects';
import { formatCount } from './format';
import { ScrollTable } from './ScrollTable';

const COLUMNS = ['Região', 'Páginas'] as const;

export function LocalePages({ pagesByLocale }: { pagesByLocale: Record<string, number> }) {
  const rows = Object.entries(pagesByLocale).sort(([a], [b]) => a.localeCompare(b));
  const total = rows.reduce((sum, [, n]) => sum + n, 0);
  return (
    <ScrollTable
      label="Páginas por região"
      columns={COLUMNS}
      foot={
        <tr>
          <th scope="row">Total</th>
          <td>
            <strong>{formatCount(total)}</strong>
          </td>
        </tr>
      }
    >
      {rows.map(([locale, count]) => (
        <tr key={locale}>
          <td>{isLocale(locale) ? localeLabelText(locale) : locale === 'site' ? 'Comum (raiz, admin, sitemaps, 404)' : locale}</td>
          <td data-label="Páginas">{formatCount(count)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
