/** The captcha code every test app draws, and the administrator's password in tests: no server outside tests uses them. */
export const TEST_CAPTCHA_CODE = 'Xy7kQ2';
export const TEST_ADMIN_PASSWORD = 'turbine-admin-1';
