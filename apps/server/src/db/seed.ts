import type { AppDeps } from '../deps.js';
import { inArray } from 'drizzle-orm';
import { users, vouchers } from '../db/schema/index.js';
import { hashPassword } from '../modules/auth/passwords.js';
import { grantFreeTier } from '../modules/entitlements/entitlements.service.js';
import { insertLedgerEntries } from '../modules/entitlements/entitlements.repository.js';
import { eq } from 'drizzle-orm';
import { seedQuestionBank } from './seed-bank.js';

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
] as const;

/**
 * Adds the demo content: the sample question bank and a learner and an admin, already
 * activated. Idempotent: existing accounts are left as they are (their passwords too).
 */
/** Demo vouchers: a 10% discount on any cart, and ones that grant AI Scoring #1 and Mock Test #1. */
export const demoVouchers = [
  { code: 'WELCOME10', kind: 'DISCOUNT', discountPercent: 10, packageId: null, maxUses: 1000 },
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
