import { serverSettings } from './env'

// Reading what kade sent, from maildev's REST API (GET /email lists every caught mail).

export interface Mail {
  id: string
  subject: string
  text: string
  html: string
  to: { address: string; name?: string }[]
  date: string
}

const POLL_MS = 250

/**
 * Waits for the newest mail to `to`, with `subject` when given (the server sends queued mail within a second when poked, and
 * otherwise within its 5 s poll interval) and returns it.
 */
export async function readMail(
  to: string,
  { timeoutMs = 15_000, subject }: { timeoutMs?: number; subject?: string } = {},
): Promise<Mail> {
  const url = `${serverSettings().maildevURL}/email`
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const response = await fetch(url)
    if (!response.ok) throw new Error(`maildev answered ${response.status} for GET /email`)
    const mails = (await response.json()) as Mail[]
    const matching = mails.filter(
      (mail) =>
        mail.to.some((r) => r.address.toLowerCase() === to.toLowerCase()) &&
        (subject === undefined || mail.subject === subject),
    )
    if (matching.length > 0) return matching.sort((a, b) => Date.parse(b.date) - Date.parse(a.date))[0]
    if (Date.now() > deadline) {
      const seen = mails.map((mail) => `${mail.to.map((r) => r.address).join(',')}: ${mail.subject}`)
      throw new Error(`no mail to ${to} within ${timeoutMs} ms; maildev has: ${seen.join(' | ') || 'nothing'}`)
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS))
  }
}

/** The portal link in a mail's plain text whose path starts with `pathPrefix`, e.g. '/password/reset/'. */
export function linkIn(mail: Mail, pathPrefix: string): string {
  const { baseURL } = serverSettings()
  const links = mail.text.match(/https?:\/\/[^\s<>"]+/g) ?? []
  const link = links.find((candidate) => candidate.startsWith(baseURL + pathPrefix))
  if (!link) throw new Error(`no ${baseURL}${pathPrefix}... link in the mail "${mail.subject}":\n${mail.text}`)
  // The HTML part must carry the same link (the button and the fallback link).
  if (!mail.html.includes(link)) throw new Error(`the HTML part of "${mail.subject}" lacks the link ${link}`)
  return link
}
