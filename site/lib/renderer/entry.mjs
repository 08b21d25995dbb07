import { App } from 'astro/app';

export function createExports(manifest) {
  return { app: new App(manifest) };
}
