import { stdSerializers } from 'pino';

const CENSOR = '[redacted]';

/** Fields a database error carries with the statement's values: PGlite's and drizzle's parameters, a nested query's text. */
const DROPPED_FIELDS = ['params', 'parameters', 'internalQuery'];

type Serialized = Record<string, unknown>;
/** What pino's serializer answers for an error (and what Fastify's `err` serializer must). */
export type LoggedError = ReturnType<typeof stdSerializers.err>;

/**
 * pino's error serializer, without the personal data a database error carries: the SQL parameters (guest name,
 * e-mail, phone), the values PostgreSQL echoes in `detail` ("Key (email)=(x@y) already exists", "Failing row
 * contains (…)") and `where`, and the input a data exception quotes in its message ('invalid input syntax for type
 * integer: "…"'). Constraint, table and column names stay: they are what a developer needs.
 */
export function errorForLog(error: Error): LoggedError {
  const serialized = stdSerializers.err(error);
  // pino answers what is not an error as it came; only its own copy is changed.
  if ((serialized as unknown) !== error) redacted(serialized);
  return serialized;
}

function redacted(error: Serialized): Serialized {
  const quotesInput = typeof error['code'] === 'string' && isDataException(error['code']);
  for (const key of Object.keys(error)) {
    const value = error[key];
    if (DROPPED_FIELDS.includes(key)) delete error[key];
    else if (key === 'detail' && typeof value === 'string') error[key] = redactedDetail(value);
    else if (key === 'where' && typeof value === 'string') error[key] = CENSOR;
    else if ((key === 'message' || key === 'stack') && typeof value === 'string') error[key] = redactedMessage(value, quotesInput);
    else if (Array.isArray(value)) error[key] = value.map((item: unknown) => (isRecord(item) ? redacted(item) : item));
    else if (isRecord(value) && 'message' in value) error[key] = redacted(value);
  }
  return error;
}

/** PostgreSQL's `detail`: the key's columns and the failing constraint's words stay, the values go; anything else goes whole. */
function redactedDetail(detail: string): string {
  const key = /^(Key \((?:[^()]|\([^()]*\))*\)=)\(.*\)([^()]*)$/s.exec(detail);
  if (key) return `${key[1]}(${CENSOR})${key[2]}`;
  if (detail.startsWith('Failing row contains')) return `Failing row contains (${CENSOR}).`;
  return CENSOR;
}

function redactedMessage(message: string, quotesInput: boolean): string {
  // drizzle's "Failed query: …\nparams: …"
  const withoutParams = message.replace(/^params: .*$/gm, `params: ${CENSOR}`);
  return quotesInput ? withoutParams.replace(/"[^"\n]*"/g, `"${CENSOR}"`) : withoutParams;
}

/** SQLSTATE class 22, data exception: its messages quote the value that was refused. */
function isDataException(code: string): boolean {
  return /^22[0-9A-Z]{3}$/.test(code);
}

function isRecord(value: unknown): value is Serialized {
  return typeof value === 'object' && value !== null;
}
