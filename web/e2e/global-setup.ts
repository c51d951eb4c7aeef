import { startServers } from './support/servers'

/** Starts maildev and `bin/kade serve` on a fresh demo database; see support/servers.ts. */
export default async function globalSetup(): Promise<void> {
  await startServers()
}
