import { Progress, Stack, Text } from '@mantine/core'
import { useTranslation } from 'react-i18next'
import type { UploadProgress } from '@/lib/api/upload'

/** The upload's share sent, then a moving bar while the server reads the file (its duration is unknown). */
export function ImportProgressBar({ progress }: { progress: UploadProgress }) {
  const { t } = useTranslation()
  const uploading = progress.phase === 'uploading'
  // The whole track is the progress bar, so it has a size even at 0%; without aria-valuenow it is
  // announced as indeterminate.
  const value = uploading ? { 'aria-valuemin': 0, 'aria-valuemax': 100, 'aria-valuenow': progress.percent } : {}
  return (
    <Stack gap={4}>
      <Progress.Root size="lg" role="progressbar" aria-label={t('import.upload.progress')} {...value}>
        <Progress.Section value={uploading ? progress.percent : 100} animated={!uploading} withAria={false} />
      </Progress.Root>
      <Text size="sm">
        {uploading ? t('import.upload.uploading', { percent: progress.percent }) : t('import.upload.processing')}
      </Text>
    </Stack>
  )
}
