// HTTP over a plain socket, byte for byte: fetch() and inject() both normalise '..' and '//'
// in a URL before it leaves, which would hide exactly the paths an attacker sends.
import net from 'node:net';
import type { FastifyInstance } from 'fastify';

export interface RawResponse {
  status: number;
  headers: string;
  body: string;
}

/** Sends `request` (CRLF line ends added) and reads until the server closes the connection. */
export function rawRequest(port: number, request: string): Promise<RawResponse> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    socket.on('data', (chunk) => chunks.push(chunk));
    socket.on('error', reject);
    socket.on('close', () => {
      const text = Buffer.concat(chunks).toString('latin1');
      const split = text.indexOf('\r\n\r\n');
      const head = split === -1 ? text : text.slice(0, split);
      const status = Number(/^HTTP\/1\.1 (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, headers: head, body: split === -1 ? '' : text.slice(split + 4) });
    });
    // Written, not ended: a half-closed socket makes Node drop a streamed answer.
    socket.write(request.replace(/\r?\n/g, '\r\n'));
  });
}

/** GET `path` exactly as written. */
export function rawGet(port: number, path: string): Promise<RawResponse> {
  return rawRequest(port, `GET ${path} HTTP/1.1\nHost: 127.0.0.1\nConnection: close\n\n`);
}

/** Listens on a free loopback port and returns it. */
export async function listenOnLoopback(app: FastifyInstance): Promise<number> {
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (address === null || typeof address === 'string') throw new Error('not listening on TCP');
  return address.port;
}
