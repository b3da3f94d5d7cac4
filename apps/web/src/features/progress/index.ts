/**
 * The progress feature's public face (issue 17): the home page's progress section and the query
 * key other features invalidate when an answer or a mock changes it. The charts inside load lazily.
 */
export { ProgressSection } from './components/progress-section';
export { progressKey } from './api/progress-api';
