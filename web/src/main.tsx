import '@mantine/core/styles.css'
import '@mantine/charts/styles.css'
import '@/app/controls.css'
import '@/lib/i18n'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { createBrowserRouter, RouterProvider } from 'react-router'
import { AppProviders } from '@/app/AppProviders'
import { connectApi } from '@/app/connect-api'
import { routeObjects } from '@/app/router'

const router = createBrowserRouter(routeObjects)
connectApi((to) => router.navigate(to))

createRoot(document.getElementById('root') as HTMLElement).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
