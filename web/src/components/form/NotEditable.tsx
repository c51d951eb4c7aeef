import { Alert, Group } from '@mantine/core'
import { BackButton } from '@/components/BackButton'

/** An edit page's record that can no longer change (the warehouse took it): why, and 'Back' where its form would have it. */
export function NotEditable({ message, backTo }: { message: string; backTo: string }) {
  return (
    <>
      <Alert color="gray">{message}</Alert>
      <Group>
        <BackButton to={backTo} />
      </Group>
    </>
  )
}
