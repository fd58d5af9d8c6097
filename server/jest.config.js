// Tests hash passwords with a cheaper scrypt cost than production (see src/accounts/password.ts).
process.env.PASSWORD_SCRYPT_COST ??= String(2 ** 12);
module.exports = require('@mealplan/shared/build/jest.js')('server', {
  testTimeout: 30000,
  // Migrates and seeds template databases once; each test file clones one (test/support/templates.ts).
  globalSetup: '<rootDir>/test/support/global-setup.ts',
  globalTeardown: '<rootDir>/test/support/global-teardown.ts',
});
