import type { SupportLearnerContext } from '@prepwise/contracts';
import type { AppDeps } from '../../deps.js';
import { found } from '../../lib/app-error.js';
import { getUserDetail, listUserMocks, listUserPractice } from '../admin/index.js';
import { presentOrder } from '../marketplace/index.js';
import { findConversation, findRecentOrdersOf } from './support.repository.js';

const contextSize = 5;

/**
 * What the inbox shows beside a learner's conversation, read through the admin users service:
 * the account and its credits, the last attempts (practice and mocks) and the last orders.
 * A visitor (no account) has none of them.
 */
export async function learnerContext(deps: AppDeps, conversationId: string): Promise<SupportLearnerContext> {
  const conversation = found(await findConversation(deps.db, conversationId));
  if (!conversation.userId) return { user: null, practice: [], mocks: [], orders: [] };
  const userId = conversation.userId;
  const [user, practice, mocks, orders] = await Promise.all([
    getUserDetail(deps, userId),
    listUserPractice(deps, userId, 0, contextSize),
    listUserMocks(deps, userId),
    findRecentOrdersOf(deps.db, userId, contextSize),
  ]);
  return {
    user,
    practice: practice.items,
    mocks: mocks.slice(0, contextSize),
    orders: orders.map(presentOrder),
  };
}
