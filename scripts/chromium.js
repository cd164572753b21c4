// Debian's Chromium as the browser tests and the budget drive it (playwright-core brings no
// browser of its own). The flags keep it headless and quiet: no GPU, no sync, no updates.
const { chromium } = require('playwright-core');

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const launchOptions = () => ({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, headless: true });

/** A browser for this process alone. */
const launchChromium = () => chromium.launch(launchOptions());

/** A browser other processes connect to through its wsEndpoint() (jest workers). */
const launchChromiumServer = () => chromium.launchServer(launchOptions());

module.exports = { CHROMIUM_PATH, CHROMIUM_ARGS, launchChromium, launchChromiumServer };
