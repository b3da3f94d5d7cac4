/**
 * The admin module's public face: what other modules use of it. They import from here, never
 * from its other files (`npm run lint`, module-through-its-index).
 */
export { getUserDetail, listUserMocks, listUserPractice } from './admin-users.service.js';
