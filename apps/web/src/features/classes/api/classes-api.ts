import { queryOptions } from '@tanstack/react-query';
import { learnerClassesApi, type PageSize } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** The learner's side of classes, through the typed client. */
export const learnerClasses = createApiClient(learnerClassesApi);

/** Query keys of the learner's classes and class work. */
export const classesKey = ['classes'] as const;

/** The learner's assignments: what is still to do (`open`), or all of them, one page. */
export function myAssignmentsQueryOptions(filter: 'open' | 'all', size: PageSize = 50) {
  return queryOptions({
    queryKey: [...classesKey, 'assignments', filter, size],
    queryFn: ({ signal }) =>
      learnerClasses.assignments({ query: { page: 0, size, filter } }, { signal, context: { silent: true } }),
  });
}

/** The classes the learner is in. */
export function myClassesQueryOptions() {
  return queryOptions({
    queryKey: [...classesKey, 'mine'],
    queryFn: ({ signal }) =>
      learnerClasses.mine({ query: { page: 0, size: 100 } }, { signal, context: { silent: true } }),
  });
}

/** What a join code opens: the class, its teacher, whether the learner is in it already. */
export function joinPreviewQueryOptions(code: string) {
  return queryOptions({
    queryKey: [...classesKey, 'join', code],
    queryFn: ({ signal }) =>
      learnerClasses.preview({ params: { code } }, { signal, context: { silent: true } }),
    retry: false,
  });
}
