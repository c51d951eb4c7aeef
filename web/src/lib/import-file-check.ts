// The limits the server enforces on an import file, checked before the upload too, so a wrong or
// oversized file is refused at once instead of after minutes of uploading. The messages are the
// server's own keys (import.errors.*), the same for every area's import.

export const MAX_IMPORT_MB = 50

export const IMPORT_FILE_TYPES = ['.csv', '.xlsx']

/** The reason a file cannot be imported (`key,param`), or null when it may be sent. */
export function importFileProblem(file: File): string | null {
  const name = file.name.toLowerCase()
  if (!IMPORT_FILE_TYPES.some((extension) => name.endsWith(extension))) return 'import.errors.file_type'
  if (file.size > MAX_IMPORT_MB * 1024 * 1024) return `import.errors.too_large,${MAX_IMPORT_MB}`
  return null
}
