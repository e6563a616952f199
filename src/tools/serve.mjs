// Serves the built app (dist/) on 127.0.0.1 and prints the URL. Usage: node src/tools/serve.mjs [--port N]
// A port of 0 picks a free one (the browser tests do that); the default is 4173 or $PORT.
// Text is sent gzip-compressed to a browser that accepts it, as any static host does, so what a
// phone downloads (and what Lighthouse measures) is what it would be in production.
import { createServer } from 'node:http';
import { gzipSync } from 'node:zlib';
import { readFile, stat } from 'node:fs/promises';
import { extname, join, normalize, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.png': 'image/png',
  '.svg': 'image/svg+xml',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
};

const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.webmanifest', '.svg', '.txt']);

/** Starts a static server for `root`; resolves to { server, url }. */
export async function serveDist({ root, port = 0, host = '127.0.0.1' }) {
  const base = resolve(root);
  // Compressed bodies by file and modification time (dist/ is rebuilt in place between runs).
  const gzipped = new Map();
  const server = createServer(async (req, res) => {
    try {
      const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
      let file = normalize(join(base, path));
      if (file !== base && !file.startsWith(base + sep)) {
        res.writeHead(403).end();
        return;
      }
      const info = await stat(file).catch(() => undefined);
      if (info?.isDirectory()) file = join(file, 'index.html');
      else if (!info) file = join(base, 'index.html');
      const body = await readFile(file);
      const name = file.slice(base.length);
      // The service worker and the page must always be revalidated; hashed assets are immutable.
      const cache = /\/assets\//.test(name) ? 'public, max-age=31536000, immutable' : 'no-cache';
      const headers = { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream', 'cache-control': cache, vary: 'accept-encoding' };
      if (COMPRESSIBLE.has(extname(file)) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''))) {
        const key = `${file}:${(await stat(file)).mtimeMs}`;
        let packed = gzipped.get(key);
        if (packed === undefined) {
          packed = gzipSync(body, { level: 9 });
          gzipped.set(key, packed);
        }
        res.writeHead(200, { ...headers, 'content-encoding': 'gzip' });
        res.end(packed);
        return;
      }
      res.writeHead(200, headers);
      res.end(body);
    } catch {
      res.writeHead(404).end();
    }
  });
  await new Promise((ok) => server.listen(port, host, ok));
  const address = server.address();
  return { server, url: `http://${host}:${address.port}/` };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const i = process.argv.indexOf('--port');
  const port = Number(i > 0 ? process.argv[i + 1] : (process.env.PORT ?? 4173));
  const root = fileURLToPath(new URL('../../dist/', import.meta.url));
  const { url } = await serveDist({ root, port });
  console.log(`Tresham is being served at ${url}  (Ctrl+C to stop)`);
}
