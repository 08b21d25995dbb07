/**
 * Validation of sitemaps against the sitemaps.org 0.9 schemas (committed in ./schemas: the tests
 * run offline) with xmllint compiled to WebAssembly (`xmllint-wasm`). A urlset is checked against
 * sitemap.xsd plus the XHTML `link` element its hreflang alternates use; an index against
 * siteindex.xsd.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateXML, type XMLFileInfo } from 'xmllint-wasm';

const SCHEMAS = fileURLToPath(new URL('./schemas/', import.meta.url));
const schema = (name: string): XMLFileInfo => ({ fileName: name, contents: readFileSync(join(SCHEMAS, name), 'utf8') });

export interface XmlDocument {
  fileName: string;
  contents: string;
}

/** `file:line: message` for every schema error of the given urlsets (empty when all are valid). */
export async function validateUrlsets(documents: readonly XmlDocument[]): Promise<string[]> {
  const result = await validateXML({
    xml: [...documents],
    schema: [schema('sitemap-with-xhtml.xsd')],
    preload: [schema('sitemap.xsd'), schema('xhtml-link.xsd')],
    maxMemoryPages: 16 * 1024,
  });
  return errorsOf(result);
}

/** `file:line: message` for every schema error of the given sitemap indexes. */
export async function validateSitemapIndexes(documents: readonly XmlDocument[]): Promise<string[]> {
  return errorsOf(await validateXML({ xml: [...documents], schema: [schema('siteindex.xsd')] }));
}

function errorsOf(result: Awaited<ReturnType<typeof validateXML>>): string[] {
  const errors = result.errors.map((e) => (e.loc ? `${e.loc.fileName}:${e.loc.lineNumber}: ${e.message}` : e.rawMessage));
  // xmllint can fail without a parsed error line (a schema that does not compile): never a silent pass.
  if (!result.valid && errors.length === 0) return [result.rawOutput.trim() || 'xmllint failed without a message'];
  return errors;
}
