import '@testing-library/jest-dom/vitest'
import { loadAreaTexts } from '@/lib/i18n'
import { cleanup, configure } from '@testing-library/react'
import { afterEach } from 'vitest'

await loadAreaTexts()

// findBy and waitFor wait for a state; on two cores shared with a Go build the default second was
// not always enough for a render, so they wait up to ten before failing.
configure({ asyncUtilTimeout: 10_000 })

// jsdom lacks what Mantine measures the window with. As in browsers, the empty query matches.
window.matchMedia ??= (query: string) =>
  ({
    matches: query === '',
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList

globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
}

// jsdom does not scroll. Mantine's combobox scrolls its selected option into view from a timer,
// which may fire after a test ended; without this it threw there, failing the run on a slow machine.
Element.prototype.scrollIntoView ??= () => {}

afterEach(() => {
  cleanup()
  localStorage.clear()
})
