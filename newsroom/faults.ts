/**
 * Injected misbehaviour for reliability tests of the site's upstream client:
 * `newsroom.setFault({ kind: "status", status: 503, paths: /\/news-svc\// })`.
 * Applies to every route except /healthz; `paths` (tested against the request path,
 * without the query string) limits it further. `setFault(null)` clears it.
 */
import type { RequestHandler } from "express";

export type Fault = (
  | { kind: "hang" } // never answer (the socket stays open until the client gives up)
  | { kind: "status"; status: number } // answer `{ message }` with that status
  | { kind: "garbage" } // 200, JSON content type, a body that is not JSON
  | { kind: "wrong-shape" } // 200, valid JSON in the wrong shape
  | { kind: "huge" } // 200, a JSON body of more than 5 MB, streamed
  | { kind: "close" } // destroy the socket without an answer
  | { kind: "delay"; ms: number } // answer normally after `ms`
  | { kind: "slow-answer"; ms: number; held?: () => void } // read and answer at once, but hold the answer back `ms` (it is then `ms` old); `held` is told when an answer is read and held
) & { paths?: RegExp };

const HUGE_BODY_BYTES = 6 * 1024 * 1024;
const HUGE_CHUNK = "x".repeat(64 * 1024);

export function faultMiddleware(current: () => Fault | null): RequestHandler {
  return (req, res, next) => {
    const fault = current();
    if (!fault || req.path === "/healthz" || (fault.paths && !fault.paths.test(req.path))) {
      next();
      return;
    }
    switch (fault.kind) {
      case "hang":
        return;
      case "status":
        res.status(fault.status).json({ message: "injected fault" });
        return;
      case "garbage":
        res.status(200).type("application/json").send('{"data": {"data": [ this is not json');
        return;
      case "wrong-shape":
        res.status(200).json({ unexpected: true, items: "none" });
        return;
      case "close":
        req.socket.destroy();
        return;
      case "slow-answer": {
        const end = res.end.bind(res) as (...args: unknown[]) => typeof res;
        res.end = ((...args: unknown[]) => {
          setTimeout(() => end(...args), Math.max(0, fault.ms));
          fault.held?.();
          return res;
        }) as typeof res.end;
        return next();
      }
      case "delay": {
        const timer = setTimeout(next, Math.max(0, fault.ms));
        res.on("close", () => clearTimeout(timer));
        return;
      }
      case "huge": {
        res.status(200).type("application/json");
        res.write('{"data":{"data":"');
        let sent = 0;
        const writeMore = () => {
          while (sent < HUGE_BODY_BYTES) {
            sent += HUGE_CHUNK.length;
            if (!res.write(HUGE_CHUNK)) {
              res.once("drain", writeMore);
              return;
            }
          }
          res.end('"}}');
        };
        writeMore();
        return;
      }
    }
  };
}
