import { defineConfig } from '@playwright/test'

// Browser journeys against the real binary (bin/kade) with a fresh SQLite database and a maildev
// SMTP sink, both started by e2e/global-setup.ts on free loopback ports. The base URL reaches the
// tests through PLAYWRIGHT_TEST_BASE_URL, which global setup sets before the workers start.
// Debian's Chromium only: a browser is never downloaded.

export default defineConfig({
  testDir: './e2e',
  testMatch: '**/*.spec.ts',
  globalSetup: './e2e/global-setup.ts',
  globalTeardown: './e2e/global-teardown.ts',
  workers: 1,
  fullyParallel: false,
  retries: 0,
  forbidOnly: !!process.env.CI,
  reporter: 'list',
  timeout: 30_000,
  expect: { timeout: 10_000 },
  outputDir: './test-results',
  // Reduced motion reaches every context, also those made with browser.newContext() (the test runner
  // applies these options to them): the theme then skips its transitions, so no check depends on how
  // fast the machine finishes a fade-in.
  use: {
    locale: 'en-GB',
    reducedMotion: 'reduce',
    timezoneId: 'Europe/Amsterdam',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    screenshot: 'only-on-failure',
    trace: 'off',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
        '--disable-quic',
      ],
    },
  },
  projects: [{ name: 'chromium' }],
})
