/// <reference types="vitest/config" />
import { defineConfig } from 'vite';
import preact from '@preact/preset-vite';
import { VitePWA } from 'vite-plugin-pwa';
import { shell as daShell } from './src/ui/messages/da/shell';
import { shell as enShell } from './src/ui/messages/en/shell';

// Colours shared by the manifest and index.html's theme-color (light theme).
const THEME = '#7a3b12';
const BACKGROUND = '#f6efe2';

export default defineConfig({
  base: './',
  plugins: [
    preact(),
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
          exclude: ['tests/e2e/**', 'node_modules/**'],
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
          testTimeout: 90_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
