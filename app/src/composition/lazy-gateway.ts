/**
 * A gateway whose implementation loads on its first call. Every gateway method answers a
 * Promise, so each call can wait for the load; the schemas and adapters behind it then stay
 * out of the first visit's JavaScript (budget) until a page actually calls them.
 */
export function lazyGateway<T extends object>(load: () => Promise<T>): T {
  return new Proxy({} as T, {
    // Not a thenable (awaiting the gateway itself must not call `then`), and no symbol methods.
    get: (_target, name) =>
      typeof name === 'symbol' || name === 'then'
        ? undefined
        : (...args: unknown[]) =>
            load().then((gateway) => (gateway[name as keyof T] as (...callArgs: unknown[]) => Promise<unknown>)(...args)),
  });
}
