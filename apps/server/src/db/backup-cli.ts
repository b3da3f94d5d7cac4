import { runBackupCommand } from './backup.js';

process.exitCode = await runBackupCommand(process.argv.slice(2), process.env, (line) => console.error(line));
