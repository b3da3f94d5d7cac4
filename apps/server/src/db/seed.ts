import type { AppDeps } from '../deps.js';
import { inArray } from 'drizzle-orm';
import { users, vouchers } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { grantFreeTier } from '../modules/entitlements/entitlements.service.js';
import { insertLedgerEntries } from '../modules/entitlements/entitlements.repository.js';
import { eq } from 'drizzle-orm';
import { seedQuestionBank } from './seed-bank.js';
import {
  findClassByCode,
  insertClass,
  insertMembers,
  upsertClassTeacher,
} from '../modules/classes/classes.repository.js';
import { insertClassLedger } from '../modules/classes/class-credits.repository.js';
import { insertAssignment } from '../modules/assignments/assignments.repository.js';
import { findActiveIdsByType } from '../modules/questions/questions.repository.js';

export const demoAccounts = [
  {
    email: 'learner@prepwise.test',
    password: 'learner123',
    fullName: 'Linh Nguyen',
    roles: ['ROLE_USER', 'ROLE_FREE_MEMBER'],
    demoAiScoring: 10,
  },
  {
    email: 'admin@prepwise.test',
    password: 'admin123',
    fullName: 'Admin',
    roles: ['ROLE_ADMIN', 'ROLE_USER'],
    demoAiScoring: 0,
  },
  {
    email: 'teacher@prepwise.test',
    password: 'teacher123',
    fullName: 'Lan Tran',
    roles: ['ROLE_USER', 'ROLE_TEACHER'],
    demoAiScoring: 0,
  },
] as const;

/** The demo class's join code (the join-code alphabet has no 0, 1, I, L or O). */
export const demoClassCode = 'TEACH2ME';

/**
 * Adds the demo content: the sample question bank and a learner and an admin, already
 * activated. Idempotent: existing accounts are left as they are (their passwords too).
 */
/**
 * Demo vouchers: a 10% discount on any cart, 50.000 ₫ or $2 off a cart in đồng or dollars (amounts
 * in minor units), and ones that grant AI Scoring #1 and Mock Test #1.
 */
export const demoVouchers = [
  { code: 'WELCOME10', kind: 'DISCOUNT', discountPercent: 10, packageId: null, maxUses: 1000 },
  {
    code: 'WELCOME-50K',
    kind: 'DISCOUNT',
    discountPercent: null,
    discountAmounts: { VND: 50000, USD: 200 },
    packageId: null,
    maxUses: 1000,
  },
  { code: 'TRY-AI-200', kind: 'PACKAGE', discountPercent: null, packageId: 4, maxUses: 1000 },
  { code: 'TRY-MOCK-1', kind: 'PACKAGE', discountPercent: null, packageId: 3, maxUses: 1000 },
] as const;

export async function seedDemo(deps: AppDeps): Promise<void> {
  await seedQuestionBank(deps);
  await deps.db
    .insert(vouchers)
    .values(demoVouchers.map((voucher) => ({ ...voucher })))
    .onConflictDoNothing();
  const existing = await deps.db
    .select({ email: users.email })
    .from(users)
    .where(
      inArray(
        users.email,
        demoAccounts.map((account) => account.email),
      ),
    );
  const known = new Set(existing.map((row) => row.email));
  // Hashing is slow on purpose: only for accounts that are not there yet.
  for (const account of demoAccounts.filter((candidate) => !known.has(candidate.email))) {
    const [row] = await deps.db
      .insert(users)
      .values({
        email: account.email,
        passwordHash: await hashPassword(account.password),
        fullName: account.fullName,
        activated: true,
        roles: [...account.roles],
        nationality: 'Vietnam',
      })
      .onConflictDoNothing()
      .returning({ id: users.id });
    if (row) await grantFreeTier(deps.db, row.id);
    if (account.demoAiScoring > 0) await grantDemoCredits(deps, account.email, account.demoAiScoring);
  }
  await seedDemoClass(deps);
}

/**
 * The demo teacher's THPT class (join code {@link demoClassCode}) with the demo learner in it, a
 * class plan of credits and a first assignment due in a week: made once, when the class is missing.
 */
async function seedDemoClass(deps: AppDeps): Promise<void> {
  if (await findClassByCode(deps.db, demoClassCode)) return;
  const accounts = await deps.db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['teacher@prepwise.test', 'learner@prepwise.test']));
  const teacher = accounts.find((row) => row.email === 'teacher@prepwise.test');
  const learner = accounts.find((row) => row.email === 'learner@prepwise.test');
  if (!teacher || !learner) return;
  const now = deps.now();
  const synonyms =
    (await findActiveIdsByType(deps.db)).find((row) => row.type === 'VOCAB_SYNONYM')?.ids ?? [];
  await deps.db.transaction(async (tx) => {
    const klass = await insertClass(tx, {
      ownerId: teacher.id,
      name: 'Demo class 12A1',
      examFamily: 'THPT',
      targetDate: null,
      joinCode: demoClassCode,
      createdAt: now,
      updatedAt: now,
    });
    await upsertClassTeacher(tx, klass.id, teacher.id, ['assign', 'grade', 'manage']);
    await insertMembers(tx, [{ classId: klass.id, userId: learner.id, joinedAt: now }]);
    await insertClassLedger(tx, [
      {
        classId: klass.id,
        resource: 'ai_scoring',
        amount: 100,
        source: 'demo',
        sourceId: 'demo-plan',
        createdAt: now,
      },
      {
        classId: klass.id,
        resource: 'mock_score',
        amount: 10,
        source: 'demo',
        sourceId: 'demo-plan',
        createdAt: now,
      },
    ]);
    if (synonyms.length > 0)
      await insertAssignment(tx, {
        classId: klass.id,
        title: 'Synonyms: a first set',
        kind: 'PRACTICE_CHOSEN',
        questionIds: synonyms.slice(0, 10),
        opensAt: now,
        dueAt: new Date(now.getTime() + 7 * 86_400_000),
        createdBy: teacher.id,
        createdAt: now,
        updatedAt: now,
      });
  });
}

/**
 * A few AI-scoring credits for a demo account, so a new visitor can try scoring a spoken or written
 * answer at once: one ledger grant (source `demo`), recorded once per account.
 */
async function grantDemoCredits(deps: AppDeps, email: string, amount: number): Promise<void> {
  const [user] = await deps.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) return;
  await insertLedgerEntries(deps.db, [
    { userId: user.id, resource: 'ai_scoring', amount, source: 'demo', sourceId: 'demo-credits' },
  ]);
}
