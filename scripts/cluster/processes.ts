import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, type WriteStream } from 'node:fs';
import { join } from 'node:path';

/** A child process of the cluster with its output kept in a log file and in memory. */
export interface ClusterProcess {
  name: string;
  child: ChildProcess;
  logFile: string;
  /** Everything it printed so far (stdout and stderr). */
  output(): string;
  /** Resolves once its output matches `pattern`; rejects if it exits first or after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs: number): Promise<void>;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves when it has exited. */
  stop(graceMs?: number): Promise<void>;
}

/**
 * Starts `node <args>` from `cwd` with `env` added to this process's environment. Output goes to
 * `<logDir>/<name>.log` and, with `echo`, to this terminal prefixed by the name.
 */
export function startProcess(options: {
  name: string;
  args: string[];
  cwd: string;
  env: Record<string, string>;
  logDir: string;
  echo: boolean;
}): ClusterProcess {
  const logFile = join(options.logDir, `${options.name}.log`);
  const log: WriteStream = createWriteStream(logFile);
  const child = spawn(process.execPath, options.args, {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  const listeners = new Set<() => void>();
  const onData = (chunk: Buffer) => {
    const text = chunk.toString('utf8');
    output += text;
    log.write(text);
    if (options.echo)
      for (const line of text.split('\n').filter(Boolean))
        process.stdout.write(`[${options.name}] ${line}\n`);
    for (const listener of listeners) listener();
  };
  child.stdout.on('data', onData);
  child.stderr.on('data', onData);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  void exited.then(() => {
    log.end();
    for (const listener of listeners) listener();
  });

  return {
    name: options.name,
    child,
    logFile,
    output: () => output,
    waitForOutput(pattern, timeoutMs) {
      return new Promise((resolve, reject) => {
        const check = () => {
          if (pattern.test(output)) finish();
          else if (child.exitCode !== null || child.signalCode !== null)
            finish(new Error(`${options.name} exited (${child.exitCode ?? child.signalCode}):\n${output}`));
        };
        const timer = setTimeout(
          () => finish(new Error(`${options.name}: no ${pattern} within ${timeoutMs} ms:\n${output}`)),
          timeoutMs,
        );
        const finish = (error?: Error) => {
          clearTimeout(timer);
          listeners.delete(check);
          if (error) reject(error);
          else resolve();
        };
        listeners.add(check);
        check();
      });
    },
    async stop(graceMs = 10_000) {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exited;
      clearTimeout(timer);
    },
  };
}

/** Runs `node <args>` to the end; rejects with its output when it fails. */
export async function runToEnd(options: Parameters<typeof startProcess>[0]): Promise<void> {
  const started = startProcess(options);
  const code = await new Promise<number | null>((resolve) => started.child.once('exit', resolve));
  if (code !== 0) throw new Error(`${options.name} failed (${code}):\n${started.output()}`);
}
