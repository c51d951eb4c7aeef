import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createWriteStream, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import MailDev, { type MailServer } from 'maildev'
import { ENV, kadeEnvFromSettings, type ServerSettings } from './env'

// The servers of a run, started by global setup and stopped by global teardown (both run in the
// Playwright runner process, so they share this module's state): maildev as the SMTP sink and the
// real kade binary on a fresh SQLite database in a temporary directory. Everything listens on
// 127.0.0.1 on ports that were free a moment before.

const webDir = fileURLToPath(new URL('../..', import.meta.url))
export const kadeBinary = process.env[ENV.binary] || join(webDir, '..', 'bin', 'kade')

const READY_TIMEOUT_MS = 20_000

interface Running {
  tmpDir: string
  maildev?: MailServer
  kade?: ChildProcess
  kadeLog?: string
}

let running: Running | null = null

/** A TCP port on 127.0.0.1 that nobody listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.unref()
    server.on('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

async function startMaildev(mailDirectory: string): Promise<{ server: MailServer; smtpPort: number; webPort: number }> {
  const [smtpPort, webPort] = [await freePort(), await freePort()]
  // maildev's module installs SIGINT/SIGTERM handlers that exit the process at once; keep the
  // runner's own handling (which runs global teardown) by removing them again.
  const before = { SIGINT: process.listeners('SIGINT'), SIGTERM: process.listeners('SIGTERM') }
  const server = MailDev({ smtp: smtpPort, web: webPort, ip: '127.0.0.1', silent: true, mailDirectory })
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    for (const listener of process.listeners(signal)) {
      if (!before[signal].includes(listener)) process.removeListener(signal, listener)
    }
  }
  await server.listen()
  await waitFor(`http://127.0.0.1:${webPort}/email`, 10_000, () => null)
  return { server, smtpPort, webPort }
}

function run(args: string[], env: NodeJS.ProcessEnv): string {
  const result = spawnSync(kadeBinary, args, { env, encoding: 'utf8', timeout: 30_000 })
  if (result.status !== 0) {
    throw new Error(
      `kade ${args.join(' ')} failed (${result.status ?? result.signal}):\n${result.stdout}${result.stderr}`,
    )
  }
  return result.stdout
}

async function waitFor(url: string, timeoutMs: number, failed: () => string | null): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let last = ''
  while (Date.now() < deadline) {
    const failure = failed()
    if (failure) throw new Error(failure)
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) })
      if (response.ok) return
      last = `HTTP ${response.status}`
    } catch (error) {
      last = String(error)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (last: ${last})`)
}

async function startKade(settings: ServerSettings, logPath: string): Promise<ChildProcess> {
  const env = kadeEnvFromSettings(settings)
  run(['seed', '--demo'], env)
  const log = createWriteStream(logPath)
  const child = spawn(kadeBinary, ['serve'], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  child.stdout?.pipe(log)
  child.stderr?.pipe(log)
  let exited: string | null = null
  child.on('exit', (code, signal) => {
    exited = `kade serve exited early (${code ?? signal}); its log:\n${safeRead(logPath)}`
  })
  child.on('error', (error) => {
    exited = `kade serve could not start: ${error.message}`
  })
  await waitFor(`${settings.baseURL}/readyz`, READY_TIMEOUT_MS, () => exited)
  return child
}

const safeRead = (path: string): string => {
  try {
    return readFileSync(path, 'utf8')
  } catch {
    return '(no log)'
  }
}

/** Starts maildev and kade, and publishes where they are through process.env (see env.ts). */
export async function startServers(): Promise<void> {
  if (!existsSync(kadeBinary)) {
    throw new Error(`The kade binary is missing at ${kadeBinary}: run "make bin/kade" in the repository root first.`)
  }
  const tmpDir = mkdtempSync(join(tmpdir(), 'kade-e2e-'))
  running = { tmpDir }
  process.once('exit', killChildren) // the runner dying without teardown must not leave kade behind
  try {
    mkdirSync(join(tmpDir, 'mail'))
    const mail = await startMaildev(join(tmpDir, 'mail'))
    running.maildev = mail.server
    const port = await freePort()
    const settings: ServerSettings = {
      baseURL: `http://127.0.0.1:${port}`,
      addr: `127.0.0.1:${port}`,
      databaseURL: `sqlite:${join(tmpDir, 'kade.db')}`,
      smtpURL: `smtp://127.0.0.1:${mail.smtpPort}`,
      maildevURL: `http://127.0.0.1:${mail.webPort}`,
    }
    running.kadeLog = join(tmpDir, 'kade-serve.log')
    running.kade = await startKade(settings, running.kadeLog)
    process.env[ENV.settings] = JSON.stringify(settings)
    process.env[ENV.binary] = kadeBinary
    process.env.PLAYWRIGHT_TEST_BASE_URL = settings.baseURL
  } catch (error) {
    await stopServers()
    throw error
  }
}

function killChildren(): void {
  running?.kade?.kill('SIGKILL')
}

function stopKade(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}

/** Stops what startServers started and removes the temporary directory; keeps kade's log in test-results. */
export async function stopServers(): Promise<void> {
  if (!running) return
  const { tmpDir, maildev, kade, kadeLog } = running
  running = null
  process.removeListener('exit', killChildren)
  if (kade) await stopKade(kade)
  if (maildev) await new Promise<void>((resolve) => maildev.close(() => resolve()))
  if (kadeLog && existsSync(kadeLog)) {
    mkdirSync(join(webDir, 'test-results'), { recursive: true })
    writeFileSync(join(webDir, 'test-results', 'kade-serve.log'), readFileSync(kadeLog))
  }
  rmSync(tmpDir, { recursive: true, force: true })
}
