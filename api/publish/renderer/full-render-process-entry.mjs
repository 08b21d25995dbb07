// A child process does not inherit the TypeScript loader of its parent, and vitest does not run
// through tsx at all: register tsx here, then load the real child.
import { register } from 'tsx/esm/api';

register();
await import('./full-render-process-child.ts');
