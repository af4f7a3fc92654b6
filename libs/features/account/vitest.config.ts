import { domTestProject } from '../../../tools/config/dom-test-project.ts';

export default domTestProject('feature-account', ['src/**/*.test.{ts,tsx}']);
