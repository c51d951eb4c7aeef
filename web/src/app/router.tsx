import type { RouteObject } from 'react-router'
import { PageLoader } from '@/components/PageLoader'
import { loadAreaTexts } from '@/lib/i18n'
import { loadWithTimeout } from '@/lib/lazy'
import { guestOnly, requireAuth } from './guards'
import { RouteError } from './RouteError'
import { appRoutes, guestRoutes, type RouteName } from '@/config/paths'
import { pages, type LoadPage } from './routes'

/** Every page is its own script part, loaded through the 120 s time-out. */
const lazyPage = (load: LoadPage) => async () => ({ Component: (await loadWithTimeout(load)).default })

const toRouteObject = ({ name, path }: { name: RouteName; path: string }): RouteObject => ({
  id: name,
  path,
  handle: { name },
  lazy: lazyPage(pages[name]),
})

export const routeObjects: RouteObject[] = [
  {
    errorElement: <RouteError />,
    hydrateFallbackElement: <PageLoader />,
    children: [
      {
        loader: guestOnly,
        lazy: lazyPage(() => import('./layouts/GuestLayout')),
        children: guestRoutes.map(toRouteObject),
      },
      {
        loader: requireAuth,
        // The app shell comes with the areas' texts, which every page inside it may use.
        lazy: lazyPage(async () => (await Promise.all([import('./layouts/AppLayout'), loadAreaTexts()]))[0]),
        children: appRoutes.map(toRouteObject),
      },
    ],
  },
]
