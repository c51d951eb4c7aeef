// The logged-in user's own sessions are no account's: they hang off the profile, whatever account
// the user works in. A password change and 'Log out everywhere else' read them again.
export const ownSessionKeys = {
  all: ['profile', 'sessions'] as const,
}
