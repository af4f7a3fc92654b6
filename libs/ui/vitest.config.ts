import { domTestProject } from '../../tools/config/dom-test-project.ts';

export default domTestProject('ui', ['src/**/*.test.{ts,tsx}']);
