import { Title } from '@mantine/core'
import { useRouteTitle } from '../use-route-title'

/** The page of an area that a later issue builds: its title, nothing else. */
export default function RouteTitlePage() {
  return <Title order={1}>{useRouteTitle()}</Title>
}
