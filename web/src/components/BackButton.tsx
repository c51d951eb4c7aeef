import { Button } from '@mantine/core'
import type { MouseEvent } from 'react'
import { useTranslation } from 'react-i18next'
import { Link, useLocation, useNavigate } from 'react-router'

/** 'Back' returns to where the user came from (an overview keeps its filters); opened directly, to `to`. */
export function BackButton({ to }: { to: string }) {
  const { t } = useTranslation()
  const navigate = useNavigate()
  const location = useLocation()
  const goBack = (event: MouseEvent) => {
    if (location.key === 'default') return
    event.preventDefault()
    void navigate(-1)
  }
  return (
    <Button component={Link} to={to} onClick={goBack} variant="default">
      {t('common.buttons.back')}
    </Button>
  )
}
