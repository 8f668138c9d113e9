/**
 * What domain code throws when it refuses a call. Each class says what went wrong, not how HTTP spells it:
 * server/plugins/errors.ts maps the class to a status and answers `{error: code, message}` plus its `details`.
 */
export class DomainError extends Error {
  constructor(
    /** A short, stable machine-readable name the client and the tests match on, e.g. `unknown_survey`. */
    readonly code: string,
    message: string,
    /** More fields of the answer beside `error` and `message`, e.g. each refused field (the call's error schema names them). */
    readonly details?: object,
  ) {
    super(message);
    this.name = new.target.name;
  }
}

/** The input is malformed or breaks a rule (400). */
export class Invalid extends DomainError {}
/** No one, or no one still valid, is signed in (401). */
export class Unauthenticated extends DomainError {}
/** The caller may not do or see this (403). */
export class Forbidden extends DomainError {}
/** The thing named does not exist, or the caller may not know that it does (404). */
export class NotFound extends DomainError {}
/** The thing is not in a state that allows this now (409). */
export class Conflict extends DomainError {}
/** The thing existed and is gone for good (410). */
export class Gone extends DomainError {}
/** A document that parses but breaks its own rules, refused as a whole with each issue in `details` (422). */
export class Unprocessable extends DomainError {}
/** The caller asked too often; try again after `retryAfterSeconds`, when known (429). */
export class TooMany extends DomainError {
  constructor(
    code: string,
    message: string,
    readonly retryAfterSeconds?: number,
  ) {
    super(code, message);
  }
}
/** The server could not do it now, e.g. the database stopped a slow statement (503). */
export class Unavailable extends DomainError {}
