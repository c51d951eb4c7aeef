/** GET /api/provider's answer as the server's defaults give it, without a logo of the provider's own. */
export const providerAnswer = {
  data: {
    name: 'Kade Logistics',
    contact_email: 'support@kade.test',
    website: 'https://kade.test',
    address: 'Kade Logistics\nHavenstraat 1\n1234 AB Amsterdam',
    phone: '+31 20 123 4567',
    hours: 'Mon-Fri 08:30-17:00',
    logo_url: '',
  },
}
