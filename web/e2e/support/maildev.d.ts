// maildev 2.2.1 ships no types; this is the part of its programmatic API the journeys use.
declare module 'maildev' {
  export interface MailDevOptions {
    smtp?: number
    web?: number
    ip?: string
    silent?: boolean
    mailDirectory?: string
  }
  export interface MailServer {
    listen(): Promise<void>
    close(callback?: (error?: Error) => void): void
  }
  export default function MailDev(options: MailDevOptions): MailServer
}
