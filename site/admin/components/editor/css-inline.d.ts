/** Vite's `?inline` import of a stylesheet: its processed text (the preview frame embeds it). */
declare module '*.css?inline' {
  const css: string;
  export default css;
}
