/**
 * Runs Adobe's structured-data validator (schema.org plus Google's rich-result rules) over one HTML
 * page, with `@marbec/web-auto-extractor` for the extraction, as its README prescribes. Each issue
 * comes back with a readable path (`Product[0] > offers(Offer) > price`) for the test's report.
 */
import Validator from '@adobe/structured-data-validator';
import WebAutoExtractor from '@marbec/web-auto-extractor';
import { schemaOrgVocabulary } from './vocabulary';

export interface StructuredDataIssue {
  severity: 'ERROR' | 'WARNING';
  message: string;
  /** Where in the data: root type and index, then each property (and its type) down to the field. */
  path: string;
  /** `schemaOrg` for vocabulary issues (unknown type or property), else the rich-result rules. */
  errorType?: string;
}

interface RawIssue {
  severity: 'ERROR' | 'WARNING';
  issueMessage: string;
  errorType?: string;
  rootType?: string;
  fieldNames?: string[];
  path?: { type?: string | string[]; index?: number; property?: string }[];
}

function describePath(issue: RawIssue): string {
  const steps = (issue.path ?? []).map((step) => {
    const type = Array.isArray(step.type) ? step.type.join('|') : step.type;
    const index = step.index !== undefined ? `[${step.index}]` : '';
    return step.property ? `${step.property}${index}${type ? `(${type})` : ''}` : `${type ?? issue.rootType ?? '?'}${index}`;
  });
  const fields = issue.fieldNames?.length ? [issue.fieldNames.join(', ')] : [];
  return [...steps, ...fields].join(' > ') || String(issue.rootType ?? '');
}

type HandlerModule = () => Promise<{ default: new (options: unknown) => { validate(data: Record<string, unknown>): unknown[] } }>;

/**
 * The validator runs Google's merchant-listing rules (offers and image required) on every Product.
 * Google applies them to pages that offer a product for sale; a review whose product has no current
 * price (SPEC: none is shown after 24 h) offers nothing and is a product snippet, whose rules
 * (name; review, rating or offers) Adobe's Product handler checks. So the merchant rules run on
 * every Product that states an offer, and only there.
 */
const merchantRulesWhenOffered: HandlerModule = async () => {
  const { default: Merchant } = await import('@adobe/structured-data-validator/src/types/ProductMerchant.js');
  return {
    default: class extends Merchant {
      override validate(data: Record<string, unknown>): unknown[] {
        return data.offers ? super.validate(data) : [];
      }
    },
  };
};

function configuredValidator(): Validator {
  const validator = new Validator(schemaOrgVocabulary());
  const handlers = (validator as unknown as { registeredHandlers: Record<string, HandlerModule[]> }).registeredHandlers;
  const product = handlers.Product ?? [];
  if (product.length !== 2) throw new Error('The validator no longer has its two Product handlers: review merchantRulesWhenOffered');
  handlers.Product = [product[0]!, merchantRulesWhenOffered];
  return validator;
}

/** Every JSON-LD, microdata and RDFa issue the validator reports for `html`. */
export async function validateStructuredData(html: string): Promise<StructuredDataIssue[]> {
  const extracted = new WebAutoExtractor({ addLocation: true, embedSource: ['rdfa', 'microdata'] }).parse(html);
  const raw = (await configuredValidator().validate(extracted)) as RawIssue[];
  return raw.map((issue) => ({ severity: issue.severity, message: issue.issueMessage, path: describePath(issue), errorType: issue.errorType }));
}
