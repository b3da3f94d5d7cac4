import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

/** One program supervisord runs: a command, its folder and what it adds to the environment. */
export interface ProgramSpec {
  name: string;
  command: string[];
  env?: Record<string, string>;
}

/** A program under supervision: its log (all its lives, appended) and its current process. */
export interface SupervisedProcess {
  name: string;
  logFile: string;
  /** Everything it printed so far, restarts included. */
  output(): string;
  /** Resolves once its output (from `fromOffset`) matches `pattern`; rejects after `timeoutMs`. */
  waitForOutput(pattern: RegExp, timeoutMs: number, fromOffset?: number): Promise<void>;
  /** The pid of its current process (0 while it is not running). */
  pid(): Promise<number>;
}

/** supervisord and its programs. */
export interface Supervisor {
  processes: Map<string, SupervisedProcess>;
  /** Stops every program (SIGTERM, then SIGKILL after its grace) and supervisord. */
  stop(): Promise<void>;
}

const quote = (word: string) =>
  `"${word.replaceAll('\\', '\\\\').replaceAll('"', '\\"').replaceAll('%', '%%')}"`;

/**
 * Starts Debian's supervisord (`supervisor` package) in the foreground with one program per spec:
 * each restarted when it dies (`autorestart`), stopped with SIGTERM and 15 s of grace, its
 * output appended to `<logDir>/<name>.log`. The programs inherit `env` (and this environment).
 */
export async function startSupervisor(options: {
  folder: string;
  logDir: string;
  cwd: string;
  env: Record<string, string>;
  programs: ProgramSpec[];
}): Promise<Supervisor> {
  const socket = join(options.folder, 'supervisor.sock');
  const config = join(options.folder, 'supervisord.conf');
  const sections = [
    '[supervisord]',
    'nodaemon=true',
    `logfile=${join(options.logDir, 'supervisord.log')}`,
    `pidfile=${join(options.folder, 'supervisord.pid')}`,
    `childlogdir=${options.logDir}`,
    '',
    '[unix_http_server]',
    `file=${socket}`,
    '',
    '[rpcinterface:supervisor]',
    'supervisor.rpcinterface_factory = supervisor.rpcinterface:make_main_rpcinterface',
    '',
    '[supervisorctl]',
    `serverurl=unix://${socket}`,
    '',
    ...options.programs.flatMap((program) => [
      `[program:${program.name}]`,
      `command=${program.command.map(quote).join(' ')}`,
      `directory=${options.cwd}`,
      ...(program.env && Object.keys(program.env).length > 0
        ? [
            `environment=${Object.entries(program.env)
              .map(([key, value]) => `${key}=${quote(value)}`)
              .join(',')}`,
          ]
        : []),
      'autostart=true',
      'autorestart=true',
      'startsecs=1',
      'startretries=20',
      'stopsignal=TERM',
      'stopwaitsecs=15',
      'stopasgroup=true',
      'killasgroup=true',
      'redirect_stderr=true',
      `stdout_logfile=${join(options.logDir, `${program.name}.log`)}`,
      'stdout_logfile_maxbytes=0',
      '',
    ]),
  ];
  writeFileSync(config, sections.join('\n'));
  const daemon: ChildProcess = spawn('supervisord', ['-c', config], {
    cwd: options.cwd,
    env: { ...process.env, ...options.env },
    stdio: 'ignore',
  });
  const exited = new Promise<void>((resolve) => daemon.once('exit', () => resolve()));
  const ctl = (...args: string[]) => run('supervisorctl', ['-c', config, ...args]);

  const processes = new Map<string, SupervisedProcess>(
    options.programs.map((program) => {
      const logFile = join(options.logDir, `${program.name}.log`);
      const output = () => (existsSync(logFile) ? readFileSync(logFile, 'utf8') : '');
      return [
        program.name,
        {
          name: program.name,
          logFile,
          output,
          waitForOutput: async (pattern, timeoutMs, fromOffset = 0) => {
            const deadline = Date.now() + timeoutMs;
            for (;;) {
              if (pattern.test(output().slice(fromOffset))) return;
              if (daemon.exitCode !== null)
                throw new Error(`supervisord exited; ${program.name}:\n${output()}`);
              if (Date.now() > deadline)
                throw new Error(`${program.name}: no ${pattern} within ${timeoutMs} ms:\n${output()}`);
              await new Promise((resume) => setTimeout(resume, 200));
            }
          },
          pid: async () => {
            const { stdout } = await ctl('pid', program.name).catch((error: { stdout?: string }) => ({
              stdout: error.stdout ?? '0',
            }));
            const pid = Number(stdout.trim());
            return Number.isInteger(pid) ? pid : 0;
          },
        },
      ];
    }),
  );

  return {
    processes,
    stop: async () => {
      if (daemon.exitCode === null) daemon.kill('SIGTERM');
      const timer = setTimeout(() => daemon.kill('SIGKILL'), 30_000);
      await exited;
      clearTimeout(timer);
    },
  };
}
