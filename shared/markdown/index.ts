/** The Markdown pipeline of posts, reviews and the admin preview (see ./render.ts). */
export { renderMarkdown, renderMarkdownDocument, type EmbedProduct, type MarkdownOptions, type RenderedEmbed, type RenderedMarkdown, type RenderedProductList, type ListedProduct, type ReviewSummary } from './render';
export { extractProductAsins, extractProductLists, productListLine, productListProblems, PRODUCT_EMBED_TAG, PRODUCT_LIST_SIZE, PRODUCT_LIST_STYLES, type ProductListDirective, type ProductListStyle } from './directives';
export { extractRetailerLists, retailerListKey, retailerListLine, retailerListProblems, RETAILER_LIST_KINDS, RETAILER_LIST_MAX, RETAILER_LIST_QUERY_ATTRIBUTE, type RetailerListDirective, type RetailerListKind } from './retailer-lists';
