// What tests of other packages use: the server's HTTP tests build on the same fixtures as the module tests.
export { everythingStored, filesUnder, formData, pngImage, storedFiles } from './files-on-disk.ts';
export { bucketOfEnv, newTestBucket, s3Env, startS3Proxy, testFileStore, testsOnS3 } from './s3-test-server.ts';
export { createTestCaller, refusal, type TestCaller } from './test-caller.ts';
export { TEST_ADMIN_PASSWORD, TEST_CAPTCHA_CODE } from './test-constants.ts';
export { hashedTestPassword } from './test-password.ts';
export { DOC_FILE, DOCX_FILE, EXE_FILE, ODT_FILE, PDF_FILE } from './document-fixtures.ts';
export { SEARCH_CATALOGUE } from './search-catalogue.ts';
export { softAuthenticator } from './soft-authenticator.ts';
export { startWebhookReceiver, type WebhookReceiver } from './webhook-receiver.ts';
