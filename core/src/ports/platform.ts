/** Time comes through here so rules stay pure and tests control it. */
export interface Clock {
  now(): number;
}

/** Identifiers and randomness come through here for the same reason. */
export interface IdGenerator {
  next(): string;
}

export interface Logger {
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}

/** A small string store (browser local storage, session storage, memory). */
export interface KeyValueStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
}
