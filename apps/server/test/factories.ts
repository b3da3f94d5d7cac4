import type { Role } from '@prepwise/contracts';
import { users } from '../src/db/schema/index.js';
import { hashPassword } from '../src/modules/auth/passwords.js';
import { signAccessToken } from '../src/lib/tokens.js';
import { grantFreeTier } from '../src/modules/entitlements/entitlements.service.js';
import type { TestContext } from './test-context.js';
import { importQuestions } from '../src/modules/questions/question-import.service.js';

let sequence = 0;

export interface BuiltUser {
  id: string;
  email: string;
  password: string;
  token: string;
  auth: { authorization: string };
}

/** Inserts an activated user with the free tier and returns a bearer token for it. */
export async function buildUser(
  context: TestContext,
  overrides: {
    email?: string;
    password?: string;
    roles?: Role[];
    activated?: boolean;
    fullName?: string;
    langKey?: 'en' | 'vi' | 'de';
  } = {},
): Promise<BuiltUser> {
  sequence += 1;
  const email = overrides.email ?? `user${sequence}-${Date.now()}@example.com`;
  const password = overrides.password ?? 'secret123';
  const [row] = await context.deps.db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      fullName: overrides.fullName ?? `User ${sequence}`,
      activated: overrides.activated ?? true,
      roles: overrides.roles ?? ['ROLE_USER', 'ROLE_FREE_MEMBER'],
      ...(overrides.langKey ? { langKey: overrides.langKey } : {}),
    })
    .returning();
  if (!row) throw new Error('user not inserted');
  await grantFreeTier(context.deps.db, row.id);
  const token = await signAccessToken(context.config.appSecret, row.id, 3600, context.deps.now());
  return { id: row.id, email, password, token, auth: { authorization: `Bearer ${token}` } };
}

let questionSequence = 1000;

/** Imports one valid question of a type (through the real importer) and returns its id. */
export async function buildQuestion(
  context: TestContext,
  overrides: Record<string, unknown> = {},
): Promise<number> {
  questionSequence += 1;
  const id = (overrides.id as number | undefined) ?? questionSequence;
  const result = await importQuestions(context.deps.db, [
    {
      line: 1,
      value: {
        id,
        type: 'VOCAB_SYNONYM',
        text: 'The new rules were <u>lenient</u> compared with the old ones.',
        answerA: 'gentle',
        answerB: 'strict',
        answerC: 'early',
        answerD: 'brief',
        expectAnswer: ' A ',
        level: 'basic',
        explanation: {
          en: 'Lenient means gentle, not strict.',
          vi: 'Lenient nghĩa là khoan dung, không nghiêm khắc.',
        },
        ...overrides,
      },
    },
  ]);
  if (result.problems.length > 0) throw new Error(JSON.stringify(result.problems));
  return id;
}

/**
 * An open task (essay, speaking, short answer): a {@link buildQuestion} without the choice
 * factory's options and key; `overrides` gives its type and text (and a key where it has one).
 */
export function buildOpenQuestion(context: TestContext, overrides: Record<string, unknown>): Promise<number> {
  return buildQuestion(context, {
    answerA: null,
    answerB: null,
    answerC: null,
    answerD: null,
    expectAnswer: null,
    ...overrides,
  });
}
