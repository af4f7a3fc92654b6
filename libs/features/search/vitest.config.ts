import { domTestProject } from '../../../tools/config/dom-test-project.ts';

export default domTestProject('feature-search', ['src/**/*.test.{ts,tsx}']);
