/**
 * A refusal the API answers as `{ "error": true, "message": … }` with its status: 400 for a body
 * that does not fit, 404 for an unknown id or call, 405, 413, 415, 429.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message)
  }
}
