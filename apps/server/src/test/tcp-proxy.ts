// A TCP proxy between the server and its database, to inject network faults in tests: `cut`
// drops every connection and refuses new ones (a restart, a failover), `hang` passes
// nothing, on open connections or new ones (a stuck database or network), `restore` heals both.
import net from 'node:net';

export type ProxyMode = 'pass' | 'cut' | 'hang';

export interface TcpProxy {
  port: number;
  setMode(mode: ProxyMode): void;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  let mode: ProxyMode = 'pass';
  const sockets = new Set<net.Socket>();
  const track = (socket: net.Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };
  const server = net.createServer((client) => {
    track(client);
    if (mode === 'cut') return client.destroy();
    if (mode === 'hang') return; // accepted, never answered
    const upstream = net.connect(target.port, target.host);
    track(upstream);
    // Data is passed only in 'pass' mode, so 'hang' also freezes connections already open.
    client.on('data', (chunk) => mode === 'pass' && upstream.write(chunk));
    upstream.on('data', (chunk) => mode === 'pass' && client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    setMode(next) {
      mode = next;
      if (next === 'cut') for (const socket of sockets) socket.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
