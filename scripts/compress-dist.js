// Precompresses the built SPA (issue 14, item 14): next to every text file in dist/ a brotli (.br,
// quality 11) and a gzip (.gz, level 9) copy, so the server sends the smallest one the browser
// accepts without compressing on each request. Run by `npm run build:web` after webpack; plain
// node:zlib, so no webpack plugin and no new dependency.
const fs = require('node:fs');
const path = require('node:path');
const zlib = require('node:zlib');

const DIST_DIR = path.join(__dirname, '..', 'dist');
const COMPRESSIBLE = /\.(js|css|html|svg|json|txt|map)$/;
/** Files this small gain nothing worth a second request path. */
const MIN_BYTES = 1024;

function* filesUnder(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full);
    else yield full;
  }
}

function compressDist(distDir = DIST_DIR) {
  let raw = 0;
  let brotli = 0;
  let gzip = 0;
  for (const file of filesUnder(distDir)) {
    if (!COMPRESSIBLE.test(file) || file.endsWith('.map')) continue;
    const body = fs.readFileSync(file);
    if (body.length < MIN_BYTES) continue;
    const br = zlib.brotliCompressSync(body, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    const gz = zlib.gzipSync(body, { level: zlib.constants.Z_BEST_COMPRESSION });
    fs.writeFileSync(`${file}.br`, br);
    fs.writeFileSync(`${file}.gz`, gz);
    raw += body.length;
    brotli += br.length;
    gzip += gz.length;
  }
  return { raw, brotli, gzip };
}

if (require.main === module) {
  const { raw, brotli, gzip } = compressDist();
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(`Precompressed dist/: ${kb(raw)} raw, ${kb(brotli)} brotli, ${kb(gzip)} gzip`);
}

module.exports = { compressDist };
