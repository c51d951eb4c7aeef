import { useMediaQuery } from '@mantine/hooks'

/** Narrower than Mantine's 'sm' breakpoint (48em): a phone, where the app's menu folds too. */
export const PHONE_QUERY = '(max-width: 47.99em)'

/** Whether the window is a phone's. */
export const usePhone = (): boolean => useMediaQuery(PHONE_QUERY) ?? false
