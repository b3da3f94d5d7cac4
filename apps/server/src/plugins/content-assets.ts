import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import fastifyStatic from '@fastify/static';
import { repoRoot } from '../config.js';

/** Serves the content package's generated audio and images at `/content/...` (long-cached). */
export async function registerContentAssets(app: FastifyInstance): Promise<void> {
  const root = join(repoRoot, 'packages/content/assets');
  if (!existsSync(root)) return;
  await app.register(fastifyStatic, {
    root,
    prefix: '/content/',
    decorateReply: false,
    index: false,
    maxAge: '7d',
  });
}
