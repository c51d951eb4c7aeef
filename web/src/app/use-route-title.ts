import { useDocumentTitle } from '@mantine/hooks'
import { useMatches } from 'react-router'
import { useTranslation } from 'react-i18next'

const hasName = (handle: unknown): handle is { name: string } =>
  typeof handle === 'object' && handle !== null && 'name' in handle

/** The name of the current route, as in the route table. */
export function useRouteName(): string | undefined {
  const handle = useMatches().findLast((match) => hasName(match.handle))?.handle
  return hasName(handle) ? handle.name : undefined
}

/** The translated title of the current route (routes.<name>.title). */
export function useRouteTitle(): string {
  const { t } = useTranslation()
  const name = useRouteName()
  return name ? t(`routes.${name}.title`) : t('common.appName')
}

/** Keeps the browser tab's title on the current route's title. */
export function useRouteDocumentTitle(): void {
  const { t } = useTranslation()
  useDocumentTitle(`${useRouteTitle()} – ${t('common.appName')}`)
}
