// Prints the gzip size of the JavaScript loaded at start and of the whole precache, from dist/.
// Usage: npm run build && npm run size   (the same figures are checked against budgets in tests)
import { measure } from './size-lib.mjs';

const m = await measure(new URL('../../dist/', import.meta.url));
const kb = (n) => `${(n / 1024).toFixed(1)} kB`;
console.log(`start JS (gzip):   ${kb(m.startJsGzip)}  in ${m.startJsFiles.length} files: ${m.startJsFiles.join(', ')}`);
console.log(`start CSS (gzip):  ${kb(m.startCssGzip)}`);
console.log(`all JS (gzip):     ${kb(m.allJsGzip)}`);
console.log(`precache:          ${m.precacheCount} files, ${kb(m.precacheBytes)} raw, ${kb(m.precacheGzip)} gzip`);
