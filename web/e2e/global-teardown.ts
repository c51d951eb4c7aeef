import { stopServers } from './support/servers'

/** Stops kade and maildev and removes the run's temporary directory. */
export default async function globalTeardown(): Promise<void> {
  await stopServers()
}
