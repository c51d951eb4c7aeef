import { useEffect, useRef } from 'react'
import { useNavigate, useSearchParams } from 'react-router'
import { routePath } from '@/config/paths'
import { ApiError, GENERIC_ERROR } from '@/lib/api/errors'
import { completeLogin } from '../complete-login'
import { RedirectingOverlay } from '../components/RedirectingOverlay'
import type { LoginState } from './LoginPage'

/** Where an external login returns: `token` completes the login, `error` (and `message`) go back to login. */
export default function AuthCallbackPage() {
  const [searchParams] = useSearchParams()
  const navigate = useNavigate()
  const started = useRef(false)

  useEffect(() => {
    // Once only: completing a login posts a browser form, which must not happen twice.
    if (started.current) return
    started.current = true
    const backToLogin = (error: string) =>
      navigate(routePath('login'), { replace: true, state: { error } satisfies LoginState })
    const token = searchParams.get('token')
    if (!token) {
      void backToLogin(searchParams.get('message') ?? searchParams.get('error') ?? GENERIC_ERROR)
      return
    }
    completeLogin(token).catch((error: unknown) =>
      backToLogin(error instanceof ApiError ? error.message : GENERIC_ERROR),
    )
  }, [navigate, searchParams])

  return <RedirectingOverlay />
}
