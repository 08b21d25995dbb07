/** Vite's `?url` import of a stylesheet: the address of the built file (the preview frame links it). */
declare module '*.css?url' {
  const href: string;
  export default href;
}
