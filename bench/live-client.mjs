// One client process of bench/live.mjs: holds many live streams (one socket each, no agent) and notes when
// each stream first receives each update. Told what to do, and reports, over IPC.
import { request } from "node:http";

const OPENING_AT_ONCE = 100;
const streams = [];

function openStream({ host, port, path, since }) {
  return new Promise((resolve) => {
    const stream = { received: new Map(), open: false };
    const req = request({ host, port, path: `${path}?since=${since}`, agent: false, headers: { accept: "text/event-stream" } }, (res) => {
      if (res.statusCode !== 200) {
        res.resume();
        return resolve(null);
      }
      stream.open = true;
      streams.push(stream);
      resolve(stream);
      let buffer = "";
      res.setEncoding("utf8");
      res.on("data", (chunk) => {
        const at = Date.now();
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf("\n\n")) !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          if (!frame.startsWith("event: update\n")) continue;
          const data = /\ndata: (.*)$/m.exec(frame)?.[1];
          const id = data ? JSON.parse(data).id : null;
          if (id && !stream.received.has(id)) stream.received.set(id, at);
        }
      });
      res.on("close", () => (stream.open = false));
    });
    req.on("error", () => resolve(null));
    req.end();
  });
}

process.on("message", async (message) => {
  if (message.type === "open") {
    let held = 0;
    let refused = 0;
    for (let first = 0; first < message.count; first += OPENING_AT_ONCE) {
      const batch = Array.from({ length: Math.min(OPENING_AT_ONCE, message.count - first) }, () => openStream(message));
      for (const stream of await Promise.all(batch)) {
        if (stream) held++;
        else refused++;
      }
    }
    process.send({ type: "opened", held, refused });
  }
  if (message.type === "report") {
    const received = {};
    for (const stream of streams) for (const [id, at] of stream.received) (received[id] ??= []).push(at);
    process.send({ type: "results", received, open: streams.filter((stream) => stream.open).length });
  }
});
process.once("SIGTERM", () => process.exit(0));
