import { domTestProject } from '../../../tools/config/dom-test-project.ts';

export default domTestProject('feature-booking', ['src/**/*.test.{ts,tsx}']);
