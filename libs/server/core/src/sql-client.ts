/** Anything that runs parameterised SQL ($1, $2…): the `Database` of @stays/server-db, or a test double of it. */
export interface SqlClient {
  query<T>(sql: string, params?: unknown[]): Promise<T[]>;
}

/** Collects bind values while a statement is assembled; `add` returns the placeholder to write. */
export class SqlParams {
  readonly values: unknown[] = [];

  add(value: unknown, cast?: string): string {
    this.values.push(value);
    return cast ? `$${this.values.length}::${cast}` : `$${this.values.length}`;
  }
}
