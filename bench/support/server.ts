import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, openSync, symlinkSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';

/** A free TCP port on 127.0.0.1 (asked of the OS, then released for the server to take). */
export async function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const server = createServer();
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => done(port));
    });
  });
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Waits until `GET {base}/api/health` answers 200; throws when the child exits or after `timeoutMs`. */
export async function waitForHealth(base: string, child: ChildProcess, timeoutMs: number): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await sleep(250);
  }
  throw new Error(`server did not start within ${Math.round(timeoutMs / 1000)} s`);
}

export interface StartedServer {
  base: string;
  child: ChildProcess;
  /** The node arguments the server runs with (entry and flags), for the log. */
  entry: string[];
  /** SIGTERM, then waits up to `graceMs` for the exit. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts the API server of the repository at `root` on a free port of 127.0.0.1: the compiled
 * server when it was built (as `npm start` runs it), else its sources through tsx. Resolves once
 * `/api/health` answers. `env` is added to this process's environment (PORT, HOST and PUBLIC_URL
 * are set here); stderr is shown; stdout (the server's log) is dropped, or appended to the file
 * that BENCH_SERVER_LOG names.
 */
export async function startServer(options: {
  root: string;
  env: Record<string, string>;
  cwd?: string;
  nodeFlags?: string[];
  healthTimeoutMs?: number;
  /** Listen on this port (a restart on the port its clients know); a free one by default. */
  port?: number;
  /**
   * Run the compiled server through this path (a symlink to `dist/main.js`): on a shared machine a
   * process matched by its command line (`pkill -f dist/main.js`) is not ours to lose.
   */
  alias?: string;
}): Promise<StartedServer> {
  const port = options.port ?? (await freePort());
  const base = `http://127.0.0.1:${port}`;
  const compiled = join(options.root, 'apps/server/dist/main.js');
  if (options.alias && existsSync(compiled)) symlinkSync(compiled, options.alias);
  const entry = [
    ...(options.nodeFlags ?? []),
    ...(existsSync(compiled)
      ? [options.alias ?? compiled]
      : ['--import', 'tsx', join(options.root, 'apps/server/src/main.ts')]),
  ];
  const child = spawn(process.execPath, entry, {
    cwd: options.cwd ?? options.root,
    env: { ...process.env, ...options.env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: base },
    stdio: [
      'ignore',
      process.env.BENCH_SERVER_LOG ? openSync(process.env.BENCH_SERVER_LOG, 'a') : 'ignore',
      'inherit',
    ],
  });
  const stop = async (graceMs = 10_000) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await Promise.race([exited, sleep(graceMs)]);
  };
  try {
    await waitForHealth(base, child, options.healthTimeoutMs ?? 60_000);
  } catch (error) {
    await stop();
    throw error;
  }
  return { base, child, entry, stop };
}

/**
 * Starts `npm run worker`'s compiled process (`apps/server/dist/worker.js` of the repository at
 * `root`) with `env` added, and resolves once it logs 'worker running'. That line is logged at
 * info, so the worker runs with LOG_LEVEL=info whatever the bench's level (at warn it waited
 * forever). Its output is read to the end (a full pipe would stall it), and a line split across
 * chunks counts.
 */
export function startWorker(root: string, env: Record<string, string>): Promise<ChildProcess> {
  const child = spawn(process.execPath, [join(root, 'apps/server/dist/worker.js')], {
    env: { ...process.env, ...env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((done, fail) => {
    let seen = '';
    let running = false;
    child.stdout?.on('data', (chunk: Buffer) => {
      if (running) return;
      seen = (seen + chunk.toString()).slice(-4096);
      if (!seen.includes('worker running')) return;
      running = true;
      done(child);
    });
    child.once('exit', (code) => fail(new Error(`worker exited with ${code}`)));
  });
}

/** SIGTERM, then waits up to `graceMs` for the exit (nothing when it has exited). */
export async function stopProcess(child: ChildProcess | null, graceMs = 10_000): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await Promise.race([exited, sleep(graceMs)]);
}
