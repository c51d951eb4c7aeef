import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { kadeBinaryPath, kadeEnvFromSettings, serverSettings } from './env'

const execFileAsync = promisify(execFile)

/** Runs the kade binary against the running server's database and settings; returns its stdout. */
export async function kade(...args: string[]): Promise<string> {
  try {
    const { stdout } = await execFileAsync(kadeBinaryPath(), args, {
      env: kadeEnvFromSettings(serverSettings()),
      timeout: 20_000,
    })
    return stdout
  } catch (error) {
    const { stdout = '', stderr = '' } = error as { stdout?: string; stderr?: string }
    throw new Error(`kade ${args.join(' ')} failed: ${String(error)}\n${stdout}${stderr}`)
  }
}

export interface NewUser {
  email: string
  name: string
  level?: 'Default' | 'Provider' | 'Administrator' | 'Supplier' | 'Exit'
  client?: number
  /** Without a password the user is invited by mail. */
  password?: string
}

/** `kade user create`; an address unique to this run keeps the journeys independent of each other and of reruns. */
export async function createUser({ email, name, level = 'Default', client, password }: NewUser): Promise<void> {
  const args = ['user', 'create', '--email', email, '--name', name, '--level', level]
  if (client !== undefined) args.push('--client', String(client))
  if (password !== undefined) args.push('--password', password)
  await kade(...args)
}

/** An email address nobody else uses, e.g. unique('reset') -> reset-lq2x8f3k@e2e.example.com. */
export const uniqueEmail = (prefix: string): string =>
  `${prefix}-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@e2e.example.com`
