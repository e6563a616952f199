/// <reference types="vitest/config" />
import { defineConfig, type Plugin } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { shell as daShell } from './src/ui/messages/da/shell';
import { shell as enShell } from './src/ui/messages/en/shell';

// Colours shared by the manifest and index.html's theme-color (light theme).
const THEME = '#7a3b12';
const BACKGROUND = '#f6efe2';

/**
 * The home screen lists the games as soon as storage answers. Storage (Dexie, src/state/repo.ts) is
 * imported dynamically, so the first paint does not wait for it, and preloaded from the page, so it
 * downloads alongside the entry script rather than after it (one round trip less before the list).
 */
function preloadStorage(): Plugin {
  return {
    name: 'tresham-preload-storage',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).flatMap((c) => (c.type === 'chunk' ? [c] : []));
        const repo = chunks.find((c) => c.moduleIds.some((id) => id.replaceAll('\\', '/').endsWith('/src/state/repo.ts')));
        if (repo === undefined) throw new Error('preloadStorage: no chunk holds src/state/repo.ts');
        const files = [repo.fileName, ...repo.imports].filter((f) => !html.includes(f));
        return files.map((f) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `./${f}` }, injectTo: 'head' as const }));
      },
    },
  };
}

export default defineConfig({
  base: './',
  plugins: [
    preact(),
    preloadStorage(),
    VitePWA({
      // Registration is ours (src/ui/pwa/register.ts, workbox-window): the player consents to updates.
      injectRegister: false,
      registerType: 'prompt',
      includeAssets: ['icons/*.png', 'icons/*.svg'],
      manifest: {
        id: './',
        name: 'Tresham',
        short_name: 'Tresham',
        // One source for the description: the message catalog. A manifest holds one language; the
        // Danish text rides in the proposed `description_localized` member (and the page's meta
        // description follows the chosen language at run time).
        description: enShell['app.description'],
        lang: 'en',
        // Not yet in vite-plugin-pwa's types (a proposed manifest member), hence the spread.
        ...({ description_localized: { da: daShell['app.description'] } } as Record<string, unknown>),
        theme_color: THEME,
        background_color: BACKGROUND,
        display: 'standalone',
        orientation: 'portrait',
        start_url: './',
        scope: './',
        icons: [
          { src: 'icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: 'icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: 'icons/maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        globPatterns: ['**/*.{js,css,html,png,svg,webmanifest,json}'],
        // The first visit must work offline afterwards (ENVIRONMENT.md pitfall 4).
        clientsClaim: true,
        skipWaiting: false,
        cleanupOutdatedCaches: true,
        navigateFallback: 'index.html',
      },
    }),
  ],
  build: { target: 'es2022', sourcemap: false },
  test: {
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: ['tests/e2e/**', 'tests/engines/**', 'node_modules/**'],
          environment: 'node',
          setupFiles: ['fake-indexeddb/auto'],
          benchmark: { include: ['tests/**/*.bench.ts'] },
        },
      },
      {
        test: {
          name: 'browser',
          include: ['tests/e2e/**/*.e2e.test.ts'],
          environment: 'node',
          fileParallelism: false,
          // The files run one after another in one worker that keeps its imports (playwright-core, the
          // engine, the catalogs): about a second less per file on a busy 2-core machine. Each file still
          // starts its own browser, server and phones (its beforeAll), and the helpers keep no state.
          isolate: false,
          testTimeout: 90_000,
          hookTimeout: 90_000,
          // expect.poll gives up after 1 s by default: on a busy machine a storage write or a message
          // between phones can take longer. Every poll still waits for its condition, never a fixed time.
          expect: { poll: { timeout: 15_000 } },
        },
      },
      {
        // The core flows in every engine a table's phones run (tests/engines/core-flows.ts).
        test: {
          name: 'engines',
          include: ['tests/engines/**/*.engines.test.ts'],
          environment: 'node',
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
