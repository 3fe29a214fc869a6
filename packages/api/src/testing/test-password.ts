import { hashPassword } from '../modules/auth/password.ts';
import { TEST_ADMIN_PASSWORD } from './test-constants.ts';

// scrypt takes about 50 ms a hash by design: the test password is hashed once per test process, not per database.
let testPasswordHash: Promise<string> | undefined;

/** The hash of TEST_ADMIN_PASSWORD, as the users of a test database store it. */
export const hashedTestPassword = () => (testPasswordHash ??= hashPassword(TEST_ADMIN_PASSWORD));
