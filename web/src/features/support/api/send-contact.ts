import { useMutation } from '@tanstack/react-query'
import { api } from '@/lib/api/client'
import type { ApiBody } from '@/lib/api/types'

// 'Contact us': a message to the provider's support address (POST /api/contact, 202 when queued).

export type ContactMessage = ApiBody<'/api/contact', 'post'>

export const useSendContact = () =>
  useMutation({
    mutationFn: async (message: ContactMessage) => {
      await api.post('/api/contact', { body: message })
    },
  })
