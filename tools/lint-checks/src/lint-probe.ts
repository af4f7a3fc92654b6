import { execFileSync } from 'node:child_process';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ESLint } from 'eslint';

export const workspaceRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../../..');

/** The Nx project graph must be computed (and cached) before the boundary rule can read it. */
export function computeProjectGraph(): void {
  execFileSync('npx', ['nx', 'show', 'projects'], {
    cwd: workspaceRoot,
    env: { ...process.env, NX_DAEMON: 'false', NX_NO_CLOUD: 'true' },
    stdio: 'ignore',
  });
}

export interface LintMessage {
  ruleId: string | null;
  message: string;
}

/** Lints `code` as if it were saved at `relativePath`, with the workspace's real ESLint configuration. */
export async function lintProbe(eslint: ESLint, relativePath: string, code: string): Promise<LintMessage[]> {
  const [result] = await eslint.lintText(code, { filePath: resolve(workspaceRoot, relativePath) });
  return (result?.messages ?? []).map(({ ruleId, message }) => ({ ruleId, message }));
}

export function createWorkspaceEslint(): ESLint {
  return new ESLint({ cwd: workspaceRoot });
}
