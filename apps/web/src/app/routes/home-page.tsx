import { homeAssignmentsQueryOptions } from '../../features/classes';
import { appQueryClient } from '../../lib/query-client';
import { getStoredToken } from '../../lib/session/token-storage';

export { HomePage as default } from '../../features/home/pages/home-page';

/** The longest the home page waits for its first card's data before it shows without it. */
const firstCardWaitMs = 2000;

/**
 * The home page's first card, the learner's class work, is loaded with the page, so it is there
 * when the page takes the place of its first view instead of pushing the page down when it
 * arrives (a layout shift: Lighthouse's CLS 0.23 on home, bench/RESULTS.md).
 */
export async function clientLoader(): Promise<null> {
  if (!getStoredToken()) return null;
  const firstCard = appQueryClient().prefetchQuery(homeAssignmentsQueryOptions());
  await Promise.race([firstCard, new Promise((resolve) => setTimeout(resolve, firstCardWaitMs))]);
  return null;
}
