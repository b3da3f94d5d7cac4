import { microphoneCheckApi } from '@prepwise/contracts';
import { createApiClient } from '../../../lib/api/endpoint-client';

/** The microphone check before a mock, through the typed client. */
export const microphone = createApiClient(microphoneCheckApi);
