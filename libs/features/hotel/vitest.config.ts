import { domTestProject } from '../../../tools/config/dom-test-project.ts';

export default domTestProject('feature-hotel', ['src/**/*.test.{ts,tsx}']);
