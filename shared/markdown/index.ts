/** The Markdown pipeline of posts, reviews and the admin preview (see ./render.ts). */
export { renderMarkdown, renderMarkdownDocument, type EmbedProduct, type MarkdownOptions, type RenderedEmbed, type RenderedMarkdown } from './render';
export { extractProductAsins, PRODUCT_EMBED_TAG } from './directives';
