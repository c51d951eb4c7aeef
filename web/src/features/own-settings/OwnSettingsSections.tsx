import { DetailsSection } from './components/DetailsSection'
import { PasswordSection } from './components/PasswordSection'
import { SessionsSection } from './components/SessionsSection'

/**
 * What every logged-in user sets for themselves on the Settings page, above the account's settings:
 * their details (name, language), their password, and where they are logged in.
 */
export function OwnSettingsSections() {
  return (
    <>
      <DetailsSection />
      <PasswordSection />
      <SessionsSection />
    </>
  )
}
