import { closeDeps, createDeps } from '../bootstrap.js';
import { loadConfig } from '../config.js';
import { seedDemo } from './seed.js';

const config = loadConfig();
const deps = await createDeps(config, { work: false });
await seedDemo(deps);
console.log('demo content seeded');
await closeDeps(deps);
