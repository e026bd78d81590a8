// `npm start`: builds the lobby when the build is missing or older than its sources, then runs the
// reference server (API + built lobby) in this same process through tsx.
import { register } from 'tsx/esm/api';
import { ensureBuilt } from './ensure-built.mjs';

ensureBuilt();
register();
await import('../server/index.ts');
