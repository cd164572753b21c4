// The JavaScript budget of a first visit to /sign-in: at most 160 KB gzip (issue 2, point 8).
// Measured for real: Chromium opens /sign-in from the built dist/ with an empty cache, and every
// JavaScript response it receives until the sign-in form shows is gzip-compressed (zlib's default
// level, as a web server would send it) and summed. Run `npm run build:web` first.
const path = require('node:path');
const zlib = require('node:zlib');
const { startStaticServer } = require('./static-server');
const { launchChromium } = require('./chromium');

const BUDGET_BYTES = 160 * 1024;
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
      sizes.push({
        name: new URL(response.url()).pathname,
        raw: body.length,
        gzip: zlib.gzipSync(body).length,
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
    for (const { name, raw, gzip } of sizes)
      console.log(`  ${name.padEnd(40)} ${kb(raw).padStart(10)} raw ${kb(gzip).padStart(10)} gzip`);
    const total = sizes.reduce((sum, { gzip }) => sum + gzip, 0);
    console.log(
      `JavaScript loaded by a first visit to ${SIGN_IN_PATH}: ${kb(total)} gzip in ${sizes.length} files (budget ${kb(BUDGET_BYTES)})`,
    );
    if (total > BUDGET_BYTES) {
      console.error(`Over budget by ${kb(total - BUDGET_BYTES)}: load more of the app lazily.`);
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
