/**
 * A failure the caller caused or must know about, with the API's error shape (`{ statusCode, code, message }`).
 * Services throw it; the HTTP layer sends it as is. Anything else that escapes is a bug (500).
 */
export class ServiceError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = 'ServiceError';
  }
}

export function isServiceError(error: unknown): error is ServiceError {
  return error instanceof ServiceError;
}
