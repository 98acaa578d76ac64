import net from 'node:net';

export interface PgProxy {
  port: number;
  /** 'pass' forwards; 'blackhole' accepts connections and never answers (an unreachable server). */
  mode: 'pass' | 'blackhole';
  /** Cuts the connection when the client sends a message containing this text (the next `times` times). */
  cutOn(text: string, times: number): void;
  close(): Promise<void>;
}

/** A TCP proxy in front of PostgreSQL that can break connections at a chosen moment of the protocol. */
export async function startPgProxy(target: { host: string; port: number }): Promise<PgProxy> {
  let cut: { text: Buffer; left: number } | null = null;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (proxy.mode === 'blackhole') return;
    const upstream = net.connect(target);
    sockets.add(upstream);
    upstream.on('close', () => sockets.delete(upstream));
    upstream.on('error', () => client.destroy());
    client.on('data', (chunk: Buffer) => {
      if (cut && cut.left > 0 && chunk.includes(cut.text)) {
        cut.left -= 1;
        client.destroy();
        upstream.destroy();
        return;
      }
      upstream.write(chunk);
    });
    upstream.on('data', (chunk: Buffer) => client.write(chunk));
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const proxy: PgProxy = {
    port: (server.address() as net.AddressInfo).port,
    mode: 'pass',
    cutOn: (text, times) => (cut = { text: Buffer.from(text), left: times }),
    close: () => {
      for (const socket of sockets) socket.destroy();
      return new Promise((resolve) => server.close(() => resolve()));
    },
  };
  return proxy;
}
