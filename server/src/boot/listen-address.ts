/**
 * The address to print for a server listening on `host`: the host itself when it names one
 * (127.0.0.1, a LAN address, a name), `localhost` when it listens everywhere (0.0.0.0, ::), since
 * an unspecified address is not one a browser can open. IPv6 addresses are bracketed.
 */
export function listenAddressShown(host: string, port: number): string {
  const everywhere = host === '' || host === '0.0.0.0' || host === '::' || host === '[::]';
  const name = everywhere ? 'localhost' : host.includes(':') && !host.startsWith('[') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}
