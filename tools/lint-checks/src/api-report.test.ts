import { describe, expect, it } from 'vitest';
import { REPORTED_LIBRARIES, apiReports, committedReport } from './api-report';
import { workspaceRoot } from './lint-probe';

const reports = apiReports(workspaceRoot);

describe('each domain library’s public API is the one its committed report shows', () => {
  it.each(REPORTED_LIBRARIES)('@stays/%s (after a deliberate change: npx tsx tools/lint-checks/src/write-api-reports.ts)', (library) => {
    expect(reports.get(library)).toBe(committedReport(workspaceRoot, library));
  });
});
