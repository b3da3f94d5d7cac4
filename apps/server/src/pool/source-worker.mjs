// Runs a TypeScript worker entry from source: registers tsx's loader in this thread (Node 20
// applies neither the parent's loader hooks nor `--import` to worker threads), then loads the
// entry named by the pool (`workerData.sourceEntry`) and hands piscina its default export.
// Compiled builds never use this file: their pool loads pool-worker.js directly.
import { workerData } from 'node:worker_threads';
import { register } from 'tsx/esm/api';

register();
const entry = await import(workerData.sourceEntry);

export default entry.default;
