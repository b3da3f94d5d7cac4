import { filesApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** Signed upload URLs for recorded answers, through the typed client. */
export const files = createApiClient(filesApi);
