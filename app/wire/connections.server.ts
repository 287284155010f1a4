/**
 * The socket's side: listening with long keep-alive, and a graceful end to the connections (issue 10,
 * decision 0014). While shutting down, answers tell keep-alive clients to reconnect (to another
 * instance), and a connection whose answer began before the shutdown is ended once that answer is out,
 * so none holds the shutdown for the 65 s keep-alive.
 */
import type { Server } from "node:http";
import type { Express, NextFunction, Request, Response } from "express";

/** How long a shutting-down server keeps reading requests already on their way (see close()). */
const SHUTDOWN_GRACE_MS = 1000;

/** Listens, holding idle keep-alive connections for 65 s; answers the port bound (PORT=0 picks one). */
export async function listen(app: Express, port: number, host: string): Promise<{ server: Server; port: number }> {
  const server = await new Promise<Server>((resolve) => {
    const listening = app.listen(port, host, () => resolve(listening));
  });
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  const address = server.address();
  return { server, port: typeof address === "object" && address ? address.port : port };
}

export function connectionDrain() {
  let draining = false;
  return {
    middleware(req: Request, res: Response, next: NextFunction): void {
      if (draining) res.setHeader("Connection", "close");
      else res.once("finish", () => draining && req.socket.end());
      next();
    },
    /**
     * For a short grace the server still reads what clients already sent (a busy event loop may not have
     * read a request yet, and server.close() drops connections it thinks idle), answering with
     * `Connection: close`; then it stops listening, closes idle connections, and waits for in-flight requests.
     */
    async close(server: Server): Promise<void> {
      draining = true;
      await new Promise((resolve) => setTimeout(resolve, SHUTDOWN_GRACE_MS));
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeIdleConnections();
      });
    },
  };
}
