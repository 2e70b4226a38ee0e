/** Typed fatal errors with stable codes and exit codes; only the CLI catches them (docs/architecture.md#errors). */

export interface ErrorOptions {
  /** File the error is about, relative to the book folder or as given by the user. */
  file?: string;
  /** 1-based line, when known. */
  line?: number;
  /** Byte offset, for decoding errors. */
  offset?: number;
  /** A hint that tells the user how to fix it. */
  hint?: string;
  cause?: unknown;
}

export abstract class ShufangError extends Error {
  abstract readonly code: string;
  abstract readonly exitCode: number;
  readonly file?: string;
  readonly line?: number;
  readonly offset?: number;
  readonly hint?: string;

  constructor(message: string, options: ErrorOptions = {}) {
    super(message, { cause: options.cause });
    this.name = new.target.name;
    this.file = options.file;
    this.line = options.line;
    this.offset = options.offset;
    this.hint = options.hint;
  }

  /** One line for a terminal: `file:line: message (hint)`. */
  format(): string {
    const where = this.file
      ? `${this.file}${this.line ? `:${this.line}` : ''}${this.offset !== undefined ? ` (byte ${this.offset})` : ''}: `
      : '';
    return `error ${this.code}: ${where}${this.message}${this.hint ? ` — ${this.hint}` : ''}`;
  }
}

export class UsageError extends ShufangError {
  readonly code = 'E_USAGE';
  readonly exitCode = 2;
}
export class StrictModeError extends ShufangError {
  readonly code = 'E_WARNINGS_AS_ERRORS';
  readonly exitCode = 3;
}
export class InputError extends ShufangError {
  readonly code = 'E_INPUT';
  readonly exitCode = 4;
}
export class TemplateError extends ShufangError {
  readonly code = 'E_TEMPLATE';
  readonly exitCode = 5;
}
export class ConfigError extends ShufangError {
  readonly code = 'E_CONFIG_INVALID';
  readonly exitCode = 6;
}
export class FontError extends ShufangError {
  readonly code = 'E_FONT';
  readonly exitCode = 7;
}
export class FrontMatterError extends ShufangError {
  readonly code = 'E_FRONT_MATTER';
  readonly exitCode = 8;
}
export class DecodeError extends ShufangError {
  readonly code = 'E_DECODE_FAILED';
  readonly exitCode = 9;
}
export class OutputError extends ShufangError {
  readonly code = 'E_OUTPUT';
  readonly exitCode = 10;
}
export class RenderError extends ShufangError {
  readonly code = 'E_RENDER';
  readonly exitCode = 11;
}

/** Every error class by its code, so an error that crossed a thread boundary as plain data comes back as itself. */
const BY_CODE: Record<string, new (message: string, options?: ErrorOptions) => ShufangError> = {
  E_USAGE: UsageError,
  E_WARNINGS_AS_ERRORS: StrictModeError,
  E_INPUT: InputError,
  E_TEMPLATE: TemplateError,
  E_CONFIG_INVALID: ConfigError,
  E_FONT: FontError,
  E_FRONT_MATTER: FrontMatterError,
  E_DECODE_FAILED: DecodeError,
  E_OUTPUT: OutputError,
  E_RENDER: RenderError,
};

/** A ShufangError as plain data (what a worker posts). */
export interface SerializedError {
  code?: string;
  name?: string;
  message: string;
  file?: string;
  line?: number;
  offset?: number;
  hint?: string;
  stack?: string;
}

export function serializeError(err: unknown): SerializedError {
  const e = err as Error & Partial<SerializedError>;
  return {
    code: e.code,
    name: e.name,
    message: e.message ?? String(err),
    file: e.file,
    line: e.line,
    offset: e.offset,
    hint: e.hint,
    stack: e.stack,
  };
}

/** Rebuilds the typed error from its data; anything unknown becomes a RenderError that keeps the worker's stack. */
export function reviveError(data: SerializedError): ShufangError {
  const Class = (data.code && BY_CODE[data.code]) || RenderError;
  const known = Boolean(data.code && BY_CODE[data.code]);
  const err = new Class(known ? data.message : `edition worker failed: ${data.name ?? 'Error'}: ${data.message}`, {
    file: data.file,
    line: data.line,
    offset: data.offset,
    hint: data.hint,
  });
  if (data.stack) err.stack = data.stack;
  return err;
}
