/** What a logged error may show; query text with its bound values, `detail` and the like never do. */
type LoggedError = {
  type: string;
  message: string;
  stack: string;
  code?: unknown;
  constraint?: string;
  table?: string;
  column?: string;
  cause?: LoggedError;
  [key: string]: unknown;
};

const MAX_CAUSES = 5;
const SQLSTATE = /^[0-9A-Z]{5}$/;

/**
 * Drizzle's query errors put every bound parameter (password hashes, codes, mobiles) in their message and
 * stack: keep the SQL text, drop the values.
 */
function withoutParams(text: string, params: unknown): string {
  const marker = '\nparams: ';
  if (Array.isArray(params)) return text.split(`${marker}${String(params)}`).join(`${marker}[redacted]`);
  const at = text.indexOf(marker);
  return at < 0 ? text : `${text.slice(0, at)}${marker}[redacted]`;
}

/** PostgreSQL quotes the offending value in its messages ('invalid input syntax ...: "<value>"'). */
const withoutQuotedValues = (text: string) => text.replace(/"(?:[^"\\]|\\.)*"/g, '"[redacted]"');

const stringField = (error: Error, name: string) => {
  const value = (error as unknown as Record<string, unknown>)[name];
  return typeof value === 'string' ? { [name]: value } : {};
};

export function serializeError(error: unknown, depth = 0): LoggedError {
  if (!(error instanceof Error)) return { type: typeof error, message: '[non-error value]', stack: '' };
  const params = (error as { params?: unknown }).params;
  const code = (error as { code?: unknown }).code;
  const fromDatabase = typeof code === 'string' && SQLSTATE.test(code);
  const scrub = (text: string) => {
    const plain = params === undefined ? text : withoutParams(text, params);
    return fromDatabase ? withoutQuotedValues(plain) : plain;
  };
  return {
    type: error.constructor.name,
    message: scrub(error.message),
    stack: scrub(error.stack ?? ''),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(fromDatabase
      ? {
          ...stringField(error, 'constraint'),
          ...stringField(error, 'table'),
          ...stringField(error, 'column'),
        }
      : {}),
    ...(error.cause !== undefined && depth < MAX_CAUSES
      ? { cause: serializeError(error.cause, depth + 1) }
      : {}),
  };
}
