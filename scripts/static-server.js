// A tiny static server over the built SPA (dist/): files by path, index.html for client routes,
// 404 JSON for /api. Like the broker server (server/src/http/spa.ts), it sends the build's .br or
// .gz copy of a file when the browser accepts it, so the budget measures what is really served. Used by the budget (which needs no API) and by the browser tests until the
// broker server can serve the SPA itself.
const http = require('node:http');
const fs = require('node:fs');
const path = require('node:path');

const CONTENT_TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};

/** Encodings in order of preference and the suffix of their precompressed copies. */
const ENCODING_SUFFIXES = { br: '.br', gzip: '.gz' };

/** The best encoding the request accepts that has a precompressed copy of `file`, or null. */
function precompressedFor(file, acceptEncoding) {
  const accepted = acceptEncoding.split(',').map((part) => part.split(';')[0].trim());
  for (const [encoding, suffix] of Object.entries(ENCODING_SUFFIXES))
    if (accepted.includes(encoding) && fs.existsSync(`${file}${suffix}`)) return encoding;
  return null;
}

/** Resolves a URL path inside root, or null when it would leave root or names no file. */
function fileFor(root, urlPath) {
  const decoded = decodeURIComponent(urlPath.split('?')[0]);
  const candidate = path.resolve(root, `.${decoded}`);
  if (!candidate.startsWith(root + path.sep)) return null;
  return fs.existsSync(candidate) && fs.statSync(candidate).isFile() ? candidate : null;
}

/**
 * Starts serving `root` on `port` (0 picks a free one).
 * @param {{ root: string, port?: number, host?: string }} options
 * @returns {Promise<{ url: string, close: () => Promise<void> }>}
 */
function startStaticServer({ root, port = 0, host = '127.0.0.1' }) {
  const rootDir = path.resolve(root);
  const indexHtml = path.join(rootDir, 'index.html');
  if (!fs.existsSync(indexHtml)) throw new Error(`${indexHtml} is missing: run "npm run build:web" first`);

  const server = http.createServer((request, response) => {
    const url = request.url ?? '/';
    if (url.startsWith('/api/') || url.startsWith('/websocket')) {
      response.writeHead(404, { 'Content-Type': 'application/json' });
      response.end(JSON.stringify({ status: false, message: 'Bulunamadı.' }));
      return;
    }
    const file = fileFor(rootDir, url) ?? indexHtml;
    const encoding = precompressedFor(file, String(request.headers['accept-encoding'] ?? ''));
    const sent = encoding ? `${file}${ENCODING_SUFFIXES[encoding]}` : file;
    response.writeHead(200, {
      'Content-Type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
      'Content-Length': fs.statSync(sent).size,
      Vary: 'Accept-Encoding',
      ...(encoding ? { 'Content-Encoding': encoding } : {}),
    });
    fs.createReadStream(sent).pipe(response);
  });

  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address();
      resolve({
        url: `http://${host}:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}

module.exports = { startStaticServer };
