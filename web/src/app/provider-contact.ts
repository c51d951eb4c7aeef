/**
 * The provider's contact details behind Support > Contact us and Website. Set them at build time
 * with VITE_PROVIDER_EMAIL and VITE_PROVIDER_WEBSITE, as the backend takes KADE_PROVIDER_*.
 */
export const providerContact = {
  email: (import.meta.env.VITE_PROVIDER_EMAIL as string | undefined) ?? 'support@kade.example',
  website: (import.meta.env.VITE_PROVIDER_WEBSITE as string | undefined) ?? 'https://kade.example',
}
