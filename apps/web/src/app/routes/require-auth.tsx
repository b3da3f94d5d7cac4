import { appQueryClient } from '../../lib/query-client';
import { prefetchSession } from '../../lib/session/prefetch-session';

/** The private area: its guard, the learner loaded first, and the first view the build prerenders. */
export { RequireAuth as default } from '../guards/require-auth';
export { SignedInShell as HydrateFallback } from '../shell/signed-in-shell';

export async function clientLoader(): Promise<null> {
  await prefetchSession(appQueryClient());
  return null;
}
