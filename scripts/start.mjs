// `npm start`: builds what changed since the last start (scripts/build.mjs), then runs the built
// server in this process, so it receives the stop signals itself.
import { buildChanged } from './build.mjs';

await buildChanged();
process.setSourceMapsEnabled(true);
await import('../dist/server/main.js');
