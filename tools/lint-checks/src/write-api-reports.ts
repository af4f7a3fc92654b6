/** Writes the API report of each domain library (libs/domain/<lib>/api-report.md): npx tsx tools/lint-checks/src/write-api-reports.ts */
import { writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { apiReports, reportPath } from './api-report';
import { workspaceRoot } from './lint-probe';

for (const [library, report] of apiReports(workspaceRoot)) {
  writeFileSync(reportPath(workspaceRoot, library), report);
  console.log(`wrote ${relative(workspaceRoot, reportPath(workspaceRoot, library))}`);
}
