// The JavaScript budget of a first visit to /sign-in: at most 160 KB (issue 2, point 8) on the
// wire. Measured for real: Chromium opens /sign-in from the built dist/ with an empty cache, served
// as the broker server serves it (the build's precompressed brotli or gzip copy, per
// Accept-Encoding; issue 14, item 14), and the encoded bodies of every JavaScript response until
// the sign-in form shows are summed. The gzip figure (zlib's default level) of the same files is
// printed too, as the earlier budget measured it. Run `npm run build:web` first.
const path = require('node:path');
const zlib = require('node:zlib');
const { startStaticServer } = require('./static-server');
const { launchChromium } = require('./chromium');

const BUDGET_BYTES = 160 * 1024;
/** The same files gzipped (zlib's default level) stay at or under this, whatever the server sends. */
const GZIP_BUDGET_BYTES = 150 * 1024;
const SIGN_IN_PATH = '/sign-in';
/** The sign-in form's password field: once it shows, the page has loaded what it needs. */
const READY_SELECTOR = 'input[name="password"]';
const PAGE_TIMEOUT_MS = 60_000;

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

async function measure(baseUrl) {
  const browser = await launchChromium();
  try {
    const page = await browser.newPage();
    const scripts = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response);
    });
    await page.goto(`${baseUrl}${SIGN_IN_PATH}`, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    await page.waitForSelector(READY_SELECTOR, { timeout: PAGE_TIMEOUT_MS });
    const sizes = [];
    for (const response of scripts) {
      const body = await response.body();
      const { responseBodySize } = await response.request().sizes();
      sizes.push({
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body).length,
        wire: responseBodySize,
        encoding: (await response.allHeaders())['content-encoding'] ?? 'none',
      });
    }
    return sizes;
  } finally {
    await browser.close();
  }
}

async function main() {
  const server = await startStaticServer({ root: path.join(__dirname, '..', 'dist') });
  try {
    const sizes = await measure(server.url);
    for (const { name, raw, gzip, wire, encoding } of sizes)
      console.log(
        `  ${name.padEnd(40)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip ${kb(wire).padStart(10)} on the wire (${encoding})`,
      );
    const gzipTotal = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    const total = sizes.reduce((sum, { wire }) => sum + wire, 0);
    console.log(
      `JavaScript loaded by a first visit to ${SIGN_IN_PATH}: ${kb(total)} on the wire as served, ${kb(gzipTotal)} gzip, in ${sizes.length} files (budget ${kb(BUDGET_BYTES)} on the wire, ${kb(GZIP_BUDGET_BYTES)} gzip)`,
    );
    if (total > BUDGET_BYTES) {
      console.error(`Over budget by ${kb(total - BUDGET_BYTES)}: load more of the app lazily.`);
      process.exitCode = 1;
    }
    if (gzipTotal > GZIP_BUDGET_BYTES) {
      console.error(
        `Over the gzip budget by ${kb(gzipTotal - GZIP_BUDGET_BYTES)}: load more of the app lazily.`,
      );
      process.exitCode = 1;
    }
  } finally {
    await server.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
