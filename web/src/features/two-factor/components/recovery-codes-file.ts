/** Offers the recovery codes as a text file, one a line, for the user to keep somewhere safe. */
export function downloadRecoveryCodes(codes: readonly string[], fileName: string): void {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain;charset=utf-8' }))
  const link = document.createElement('a')
  link.href = url
  link.download = fileName
  document.body.append(link)
  link.click()
  link.remove()
  // The download has started by now; a later revoke keeps a slow browser from losing it.
  setTimeout(() => URL.revokeObjectURL(url), 1_000)
}
