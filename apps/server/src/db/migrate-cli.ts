import { loadConfig } from '../config.js';
import { databaseOptionsFor, migrateDatabase, openDatabase } from './client.js';

const config = loadConfig();
const database = await openDatabase(databaseOptionsFor(config));
await migrateDatabase(database);
console.log(`migrated (${database.kind})`);
await database.close();
