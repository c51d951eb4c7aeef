// Reading a downloaded export: its CSV cells (quoted when they hold separators or quotes) and its
// rows as objects by the header.

/**
 * The cells of each line; quotes around a cell are taken off and doubled quotes made single. A Dutch
 * user's export is separated by ';'.
 */
export function parseCsv(csv: string, separator: ',' | ';' = ','): string[][] {
  const cell = new RegExp(`("(?:[^"]|"")*"|[^${separator}]*)(${separator}|$)`, 'g')
  return csv
    .replace(/^\uFEFF/, '')
    .trim()
    .split(/\r?\n/)
    .map((line) =>
      [...line.matchAll(cell)].slice(0, -1).map(([, cell]) => cell.replace(/^"|"$/g, '').replace(/""/g, '"')),
    )
}

/** The export's rows as objects by its header (XLSX cells as read-excel-file gives them, or CSV cells). */
export function recordsOf(rows: readonly (readonly unknown[])[]): Record<string, string>[] {
  const [header, ...body] = rows.map((row) => row.map((cell) => (cell === null ? '' : String(cell))))
  return body.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])))
}
