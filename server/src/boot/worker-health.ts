import { createServer, type Server } from 'node:http';

export const WORKER_HEALTH_PATH = '/health';

/**
 * A worker serves no site and no API; a supervisor or load balancer still asks whether it is
 * up, so GET /health answers and every other request is a 404.
 */
export function workerHealthServer(): Server {
  return createServer((req, res) => {
    const ok = req.method === 'GET' && req.url === WORKER_HEALTH_PATH;
    res.writeHead(ok ? 200 : 404, { 'content-type': 'application/json' });
    res.end(ok ? JSON.stringify({ status: 'ok', role: 'worker' }) : JSON.stringify({ error: 'not found' }));
  });
}
