/** The two validator packages ship JavaScript only; these are the parts the check uses. */
declare module '@adobe/structured-data-validator' {
  export default class Validator {
    constructor(schemaOrgJson?: unknown);
    validate(extracted: unknown): Promise<unknown[]>;
  }
}

declare module '@marbec/web-auto-extractor' {
  export default class WebAutoExtractor {
    constructor(options?: { addLocation?: boolean; embedSource?: boolean | string[] });
    parse(html: string): Record<string, unknown>;
  }
}

declare module '@adobe/structured-data-validator/src/types/ProductMerchant.js' {
  export default class ProductMerchantValidator {
    constructor(options: unknown);
    validate(data: Record<string, unknown>): unknown[];
  }
}
