import { domTestProject } from '../../../tools/config/dom-test-project.ts';

export default domTestProject('feature-wishlist', ['src/**/*.test.{ts,tsx}']);
