/** A domain error whose message is safe to show: the function wrapper turns it into JSON. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly details?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export class NotFoundError extends HttpError {
  constructor(message = 'Not found') {
    super(404, message);
  }
}

export class ConflictError extends HttpError {
  constructor(message: string) {
    super(409, message);
  }
}

export class UnauthorizedError extends HttpError {
  constructor(message = 'Sign in required') {
    super(401, message);
  }
}

export class ForbiddenError extends HttpError {
  constructor(message = 'Forbidden') {
    super(403, message);
  }
}

/**
 * A start-up failure an operator can act on (a locked or damaged data folder, a port in use): its
 * message names the folder or port and what to do, and `npm start` prints it alone, without a
 * stack trace, then exits 1 (issue 37).
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
