import pg from 'pg';

/** One connection to the server of `url` for administrative statements (CREATE / DROP DATABASE), then closed. */
export async function withAdminClient<T>(url: string, work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}
