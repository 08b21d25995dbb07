/**
 * The WordPress importer's report lines (shared/import/wordpress, written in English for the CLI)
 * in the admin's Portuguese. A line of a shape not listed here is shown as the importer wrote it,
 * after "Aviso:", so nothing it says is hidden.
 */

const RULES: Array<[RegExp, (...m: string[]) => string]> = [
  [/^shortcode \[(.+)\] kept as text$/, (n) => `Shortcode [${n}] mantido como texto (não há equivalente aqui).`],
  [/^block (.+) \(filled in by WordPress when it renders the page\) kept as text$/, (n) => `Bloco ${n} (preenchido pelo WordPress ao exibir a página) mantido como texto.`],
  [/^block (.+) converted from its saved HTML$/, (n) => `Bloco ${n} convertido a partir do HTML salvo.`],
  [/^picture (.+) not found: removed from the page$/, (u) => `Imagem ${u} não encontrada: removida da página.`],
  [/^featured image (.+) is not in the export$/, (id) => `Imagem destacada ${id} não está na exportação.`],
  [/^featured image not imported: (.+)$/, (why) => `Imagem destacada não importada: ${why}.`],
  [/^featured image has no alt text in the export: its title "(.*)" is used$/, (t) => `Imagem destacada sem texto alternativo na exportação: usado o título "${t}".`],
  [/^slug "(.+)" is taken or reserved in (\w+): imported as "(.+)"$/, (a, l, b) => `O slug "${a}" já existe ou é reservado em ${l}: importado como "${b}".`],
  [/^old address (.+) already redirects elsewhere here \(an editor's redirect\): left as it is$/, (p) => `O endereço antigo ${p} já redireciona para outro lugar (redirecionamento de um editor): mantido.`],
  [/^old address (.+) led to another imported item: it now leads here$/, (p) => `O endereço antigo ${p} levava a outro item importado: agora leva a este.`],
  [/^changed in the export and edited here since the last import: kept as edited here/, () => 'Mudou na exportação e foi editado aqui desde a última importação: mantida a versão editada aqui (marque "Sobrescrever" para substituir).'],
  [/^language "(.+)" is not in --locale-map: skipped$/, (l) => `O idioma "${l}" não está no mapa de idiomas: item ignorado.`],
  [/^locale (\w+) is not active on this site: /, (l) => `A região ${l} não está ativa neste site: as páginas importadas aparecem quando um administrador ativá-la.`],
  [/^not imported: (.+)$/, (why) => `Não importado: ${why}`],
  [/^AAWP new-releases list \("(.*)"\) is not a browse node id.*: (\[.*)$/s, (v, s) => `Lista de lançamentos "${v}" não é um código de categoria (browse node) da Amazon: mantida como texto: ${s}`],
  [/^(?:AAWP|AmaLinks Pro|Lasso) .*?: (\[.*)$/s, (s) => `Shortcode de afiliado que não pôde ser convertido (sem ASIN na exportação): mantido como texto: ${s}`],
];

/** One report line in Portuguese. */
export function importWarningText(message: string): string {
  for (const [pattern, text] of RULES) {
    const m = pattern.exec(message);
    if (m) return text(...m.slice(1));
  }
  return `Aviso: ${message}`;
}
