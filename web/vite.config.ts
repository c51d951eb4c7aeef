import { fileURLToPath, URL } from 'node:url'
import react from '@vitejs/plugin-react'
import { defineConfig } from 'vitest/config'

const apiProxy = { '/api': 'http://127.0.0.1:8080' }

export default defineConfig({
  plugins: [react()],
  base: '/',
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
  build: {
    outDir: 'dist',
    // The /login page-weight benchmark reads dist/.vite/manifest.json.
    manifest: true,
  },
  // The language test (src/locales/locales.test.ts) reads the glossary, ../docs/glossary.md.
  server: { proxy: apiProxy, fs: { allow: ['.', '../docs'] } },
  preview: { proxy: apiProxy },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./src/test/setup.ts'],
    // Two cores shared with a Go build: user-event tests need more than the default 5 s under load.
    testTimeout: 30_000,
  },
})
