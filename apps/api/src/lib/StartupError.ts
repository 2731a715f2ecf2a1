/**
 * A reason the server refuses to start that the operator can act on (folder in use, damaged data,
 * unsafe settings). The entry point prints its message alone, as one line, without a stack trace.
 */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}
