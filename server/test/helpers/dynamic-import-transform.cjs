// Jest runs CommonJS in a vm context that cannot evaluate import() unless node runs with
// --experimental-vm-modules. PGlite's CommonJS build loads node built-ins (fs, node:module, zlib)
// with import(), so for tests only, those calls become require() wrapped in a promise. The module's
// require is kept under another name first, because emscripten code declares its own `require`.
const crypto = require('node:crypto');

const DYNAMIC_IMPORT_PATTERN = /\bimport\((["'][^"']+["'])\)/g;

module.exports = {
  process(sourceText) {
    const body = sourceText.replace(
      DYNAMIC_IMPORT_PATTERN,
      'Promise.resolve().then(() => __moduleRequire($1))',
    );
    const strict = body.startsWith('"use strict";') ? '"use strict";' : '';
    return { code: `${strict}var __moduleRequire = require;${body.slice(strict.length)}` };
  },
  getCacheKey(sourceText, sourcePath) {
    return crypto
      .createHash('sha256')
      .update('dynamic-import-transform-v2')
      .update(sourcePath)
      .update(sourceText)
      .digest('hex');
  },
};
