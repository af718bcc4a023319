#!/usr/bin/env node
// Thin launcher: the CLI is compiled to dist/ by `npm run build` (run by `npm start` and on install).
import('../dist/cli/main.js').catch((err) => {
  if (err && err.code === 'ERR_MODULE_NOT_FOUND') {
    process.stderr.write('memoryd is not built yet: run `npm run build` in its folder.\n');
    process.exit(1);
  }
  throw err;
});
