// Measures a built dist/: the JS the start page loads (entry + its static imports, from index.html)
// and every file the service worker precaches (from its manifest in sw.js).
import { readFile } from 'node:fs/promises';
import { gzipSync } from 'node:zlib';

const gz = async (url) => gzipSync(await readFile(url), { level: 9 }).length;

export async function measure(distUrl) {
  const dist = new URL(distUrl);
  const html = await readFile(new URL('index.html', dist), 'utf8');
  const entries = [...html.matchAll(/<script[^>]+src="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const preloads = [...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\.?\/?([^"]+\.js)"/g)].map((m) => m[1]);
  const css = [...html.matchAll(/<link[^>]+rel="stylesheet"[^>]+href="\.?\/?([^"]+\.css)"/g)].map((m) => m[1]);
  // Follow static imports of the entry chunks (Vite names them in the import statements).
  const start = new Set([...entries, ...preloads]);
  const queue = [...start];
  while (queue.length) {
    const file = queue.pop();
    const code = await readFile(new URL(file, dist), 'utf8');
    for (const m of code.matchAll(/(?:^|[;\s])import\s*(?:[^'"()]*?from\s*)?["']\.\/([^"']+\.js)["']/g)) {
      const dep = file.replace(/[^/]*$/, '') + m[1];
      if (!start.has(dep)) {
        start.add(dep);
        queue.push(dep);
      }
    }
  }
  const sw = await readFile(new URL('sw.js', dist), 'utf8');
  const precache = [...sw.matchAll(/url:\s*"([^"]+)"/g)].map((m) => m[1]);
  let startJsGzip = 0;
  for (const f of start) startJsGzip += await gz(new URL(f, dist));
  let startCssGzip = 0;
  for (const f of css) startCssGzip += await gz(new URL(f, dist));
  let precacheBytes = 0,
    precacheGzip = 0,
    allJsGzip = 0;
  for (const f of precache) {
    const buf = await readFile(new URL(f, dist));
    precacheBytes += buf.length;
    const g = gzipSync(buf, { level: 9 }).length;
    precacheGzip += g;
    if (f.endsWith('.js')) allJsGzip += g;
  }
  return { startJsFiles: [...start], startJsGzip, startCssGzip, precacheCount: precache.length, precache, precacheBytes, precacheGzip, allJsGzip };
}
