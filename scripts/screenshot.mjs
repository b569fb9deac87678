#!/usr/bin/env node
/** Takes a screenshot of a page: node scripts/screenshot.mjs <url> <out.png> [width] [--full] */
import { chromium } from '@playwright/test';
import { chromiumPath } from './chromium-path.mjs';

const [url, out, width = '1280'] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: chromiumPath() ?? undefined, args: ['--no-sandbox', '--disable-gpu'] });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
await page.goto(url, { waitUntil: 'networkidle' });
await page.screenshot({ path: out, fullPage: process.argv.includes('--full') });
await browser.close();
