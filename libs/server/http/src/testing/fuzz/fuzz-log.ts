import type { LightMyRequestResponse } from 'fastify';
import type { FuzzAccount } from './fuzz-sessions';
import type { FuzzRequest } from './route-requests';

interface Finding {
  route: string;
  problem: string;
  request: FuzzRequest;
  signedIn: FuzzAccount | null;
}

interface RouteFigures {
  statuses: Map<number, number>;
  milliseconds: number;
}

/** What a fuzz run tried and found: one example of each kind of problem per route, and per-route figures. */
export class FuzzLog {
  inputs = 0;
  serverErrors = 0;
  private readonly findings = new Map<string, Finding>();
  private readonly routes = new Map<string, RouteFigures>();

  record(
    route: string,
    request: FuzzRequest,
    signedIn: FuzzAccount | null,
    response: LightMyRequestResponse,
    problem: string | null,
    milliseconds: number,
  ): void {
    this.inputs += 1;
    if (response.statusCode >= 500) this.serverErrors += 1;
    const figures = this.routes.get(route) ?? { statuses: new Map<number, number>(), milliseconds: 0 };
    figures.statuses.set(response.statusCode, (figures.statuses.get(response.statusCode) ?? 0) + 1);
    figures.milliseconds += milliseconds;
    this.routes.set(route, figures);
    if (problem === null) return;
    // One example per route and kind of problem (numbers aside): a report to read, not thousands of lines.
    const key = `${route} ${problem.replace(/\d+/g, 'N').slice(0, 80)}`;
    if (!this.findings.has(key)) this.findings.set(key, { route, problem, request: { ...request, payload: request.payload?.slice(0, 400) }, signedIn });
  }

  /** Every finding with the request that showed it; '' when there is none. */
  report(): string {
    return [...this.findings.values()]
      .map(
        (finding) =>
          `${finding.route}${finding.signedIn ? ` (${finding.signedIn})` : ''}: ${finding.problem.slice(0, 300)}\n    ${JSON.stringify(finding.request).slice(0, 500)}`,
      )
      .join('\n');
  }

  /** Per route: the answers by status and the time spent (how deep the generated requests get, and where the time goes). */
  figures(): string[] {
    return [...this.routes].map(([route, { statuses, milliseconds }]) => {
      const answers = [...statuses].sort(([a], [b]) => a - b).map(([status, count]) => `${status}×${count}`);
      return `${route} ${answers.join(' ')} ${Math.round(milliseconds)} ms`;
    });
  }
}
