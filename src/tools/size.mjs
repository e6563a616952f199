// Prints the gzip size of the JavaScript a phone fetches to show the home screen (measured in
// Chromium), of the script index.html names with its static imports, and of the whole precache.
// Usage: npm run build && npm run size   (the same figures are checked against budgets in tests)
import { measure } from './size-lib.mjs';
import { measureHomeFetch } from './size-home.mjs';

const dist = new URL('../../dist/', import.meta.url);
const m = await measure(dist);
const home = await measureHomeFetch(dist);
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`home screen JS fetched by Chromium (gzip): ${kb(home.gzip)} in ${home.files.length} files (budget 75.0 kB, tests/e2e/budget.e2e.test.ts)`);
for (const f of home.files) console.log(`  ${kb(f.gzip).padStart(9)}  ${f.file}`);
console.log(`index.html script + static imports (gzip): ${kb(m.startJsGzip)} in ${m.startJsFiles.length} files`);
console.log(`start CSS (gzip):  ${kb(m.startCssGzip)}`);
console.log(`all JS (gzip):     ${kb(m.allJsGzip)}`);
console.log(`precache:          ${m.precacheCount} files, ${kb(m.precacheBytes)} raw, ${kb(m.precacheGzip)} gzip`);
