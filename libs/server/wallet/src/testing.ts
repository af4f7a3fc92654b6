// Test support of @stays/server-wallet: never imported by production code.
export { creditWalletFixture, membershipFixture } from './testing/wallet-fixture';
