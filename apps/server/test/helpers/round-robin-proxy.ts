import http from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * The smallest load balancer: each request goes to the next instance in turn, as a deployment's
 * round-robin proxy would send it. Headers pass through untouched (X-Forwarded-For included).
 */
export async function startRoundRobinProxy(targets: string[]) {
  let next = 0;
  const served: string[] = [];
  const server = http.createServer((incoming, outgoing) => {
    const target = new URL(targets[next % targets.length] as string);
    next += 1;
    served.push(target.origin);
    const forwarded = http.request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: incoming.headers,
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => {
      outgoing.writeHead(502).end();
    });
    incoming.pipe(forwarded);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The instance origins in the order they served requests. */
    served,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
