// Node counterpart of webpack's `asset/source` rule: `import text from './post.md'`
// yields the file's text in build scripts and the server (loaded with `--require`).
const fs = require('node:fs');

require.extensions['.md'] = (module, filename) => {
  module.exports = fs.readFileSync(filename, 'utf8');
};
