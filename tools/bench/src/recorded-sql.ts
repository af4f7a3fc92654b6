import type { Database } from '@stays/server-db';
import { buildApiServer } from '@stays/server-http';
import { latencyStats, timeWarmTasks, type LatencyStats } from './latency-stats';

export interface Statement {
  sql: string;
  params: unknown[];
}

/**
 * Runs each page's calls in process, one after the other, and returns the SQL statements each page ran: what the
 * benchmarks then replay directly on the database to show what the API layer adds.
 */
export async function recordStatements(database: Database, pages: readonly (readonly string[])[]): Promise<Statement[][]> {
  let recording: Statement[] = [];
  // The same Database (the API's transactional calls check for it), with its query recorded.
  const recordingClient: Database = {
    db: database.db,
    driver: database.driver,
    close: () => Promise.resolve(),
    query<T>(sql: string, params: unknown[] = []): Promise<T[]> {
      recording.push({ sql, params });
      return database.query<T>(sql, params);
    },
  };
  // No hold sweeper: a benchmark measures reads, and a catalogue-only database has no bookings table.
  const app = buildApiServer({ database: recordingClient, logger: false, payments: { holdSweepSeconds: 0 } });
  const statements: Statement[][] = [];
  try {
    for (const paths of pages) {
      recording = [];
      for (const url of paths) {
        const response = await app.inject({ method: 'GET', url });
        if (response.statusCode !== 200) throw new Error(`${url} answered ${response.statusCode}: ${response.body.slice(0, 300)}`);
      }
      statements.push(recording);
    }
  } finally {
    await app.close();
  }
  return statements;
}

/** Replays each page's statements, `inFlight` pages at once, timing each page's statements as one. */
export async function replayStatements(database: Database, statements: readonly Statement[][], inFlight: number): Promise<LatencyStats> {
  const tasks = statements.map((call) => async () => {
    for (const statement of call) await database.query(statement.sql, statement.params);
  });
  const { durations, wallClockMs } = await timeWarmTasks(tasks, inFlight);
  return latencyStats(durations, wallClockMs);
}
