import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/** The data folder the config gave the server. */
export function dataDir(): string {
  const dir = process.env.E2E_DATA_DIR;
  if (!dir) throw new Error('E2E_DATA_DIR is not set; run the journeys through e2e/playwright.config.ts');
  return dir;
}

function decodeQuotedPrintable(text: string): string {
  const joined = text.replace(/=\r?\n/g, '');
  const bytes: number[] = [];
  for (let index = 0; index < joined.length; index += 1) {
    const hex = joined.slice(index + 1, index + 3);
    if (joined[index] === '=' && /^[0-9A-F]{2}$/i.test(hex)) {
      bytes.push(parseInt(hex, 16));
      index += 2;
    } else {
      bytes.push(...Buffer.from(joined[index] ?? '', 'utf8'));
    }
  }
  return Buffer.from(bytes).toString('utf8');
}

function decodeBase64Blocks(text: string): string[] {
  const blocks = text.match(/(?:^[A-Za-z0-9+/=]{16,}\r?\n)+/gm) ?? [];
  return blocks.map((block) => Buffer.from(block.replace(/\s+/g, ''), 'base64').toString('utf8'));
}

/**
 * Every readable form of a message, decoded forms first: quoted-printable decoded, its base64
 * parts decoded, then as stored (a plain 7bit body). The raw text comes last because in a
 * quoted-printable body `key=3D...` would look like a key.
 */
export function readableForms(raw: string): string[] {
  return [decodeQuotedPrintable(raw), ...decodeBase64Blocks(raw), raw];
}

function newestMessageTo(recipient: string, folder: string): string | undefined {
  const outbox = join(folder, 'outbox');
  let files: string[];
  try {
    files = readdirSync(outbox).filter((file) => file.endsWith('.eml'));
  } catch {
    return undefined;
  }
  const newestFirst = files
    .map((file) => ({ path: join(outbox, file), time: statSync(join(outbox, file)).mtimeMs, name: file }))
    .sort((a, b) => b.time - a.time || b.name.localeCompare(a.name));
  for (const file of newestFirst) {
    const raw = readFileSync(file.path, 'utf8');
    if (new RegExp(`^To:.*${recipient.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'im').test(raw)) return raw;
  }
  return undefined;
}

/**
 * Waits for the newest `.eml` to `recipient` in `$DATA_DIR/outbox/` that holds a link to `routePath`
 * (e.g. `/platform/auth/activate`) and returns that link. `folder`: another server's data folder.
 */
export async function waitForMailLink(
  recipient: string,
  routePath: string,
  folder: string = dataDir(),
): Promise<string> {
  const pattern = new RegExp(`https?://[^\\s"'<>]*${routePath.replace(/\//g, '\\/')}\\?key=[A-Za-z0-9_-]+`);
  let link: string | undefined;
  await expect
    .poll(
      () => {
        const raw = newestMessageTo(recipient, folder);
        link = raw
          ? readableForms(raw)
              .map((form) => pattern.exec(form)?.[0])
              .find(Boolean)
          : undefined;
        return link;
      },
      { message: `a mail to ${recipient} with a ${routePath} link`, timeout: 20_000 },
    )
    .toBeTruthy();
  if (!link) throw new Error('unreachable: the poll above ensures a link');
  return link;
}
