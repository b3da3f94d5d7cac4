import { loadConfig } from '../config.js';
import { createObjectStorage } from '../storage/create-storage.js';
import { runBackupCommand } from './backup.js';

// `--with-files` reads the storage settings (STORAGE_DRIVER, S3_*, DATA_DIR) as the app does.
process.exitCode = await runBackupCommand(
  process.argv.slice(2),
  process.env,
  (line) => console.error(line),
  () => createObjectStorage(loadConfig()),
);
