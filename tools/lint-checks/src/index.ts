export { computeProjectGraph, createWorkspaceEslint, lintProbe, workspaceRoot, type LintMessage } from './lint-probe';
