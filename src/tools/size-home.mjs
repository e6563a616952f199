// Measures what a phone really downloads to show the home screen: serves dist/ on 127.0.0.1, opens
// it in Chromium (Debian's, through playwright-core) at a phone viewport with an empty database,
// waits for the home screen and for the network to go quiet, and lists every JavaScript file the
// page fetched, with its gzip size read from dist/. Static analysis of index.html would miss the
// chunks the start code imports lazily before the first screen can show.
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import { serveDist } from './serve.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** @returns {Promise<{ files: { file: string, gzip: number }[], gzip: number }>} */
export async function measureHomeFetch(distUrl) {
  const dist = new URL(distUrl);
  const { server, url } = await serveDist({ root: dist.pathname, port: 0 });
  const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--disable-gpu', '--disable-quic'] });
  try {
    const context = await browser.newContext({ viewport: { width: 360, height: 640 }, isMobile: true, hasTouch: true, locale: 'en-GB' });
    const page = await context.newPage();
    const fetched = new Set();
    page.on('request', (request) => {
      const path = new URL(request.url()).pathname;
      if (request.url().startsWith(url) && path.endsWith('.js') && !path.endsWith('/sw.js') && !/\/workbox-[^/]+\.js$/.test(path)) fetched.add(path.slice(1));
    });
    await page.goto(url);
    await page.locator('main h1, main h2').first().waitFor({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const files = [];
    for (const file of [...fetched].sort()) files.push({ file, gzip: gzipSync(await readFile(new URL(file, dist)), { level: 9 }).length });
    return { files, gzip: files.reduce((sum, f) => sum + f.gzip, 0) };
  } finally {
    await browser.close();
    server.closeAllConnections();
    await new Promise((ok) => server.close(() => ok()));
  }
}
