// Worker threads do not inherit the TypeScript loader of the thread that starts them, and
// vitest does not run through tsx at all: register tsx here, then load the real worker.
import { register } from 'tsx/esm/api';

register();
await import('./page-render-worker.ts');
