// Types of scripts/chromium.js for the TypeScript browser tests.
import type { Browser, BrowserServer } from 'playwright-core';

export const CHROMIUM_PATH: string;
export const CHROMIUM_ARGS: string[];
export function launchChromium(): Promise<Browser>;
export function launchChromiumServer(): Promise<BrowserServer>;
