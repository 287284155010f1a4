import { createServer, type Socket } from "node:net";
import { afterEach, describe, expect, it, vi } from "vitest";

afterEach(() => {
  vi.resetModules();
});

describe("the one Redis connection", () => {
  it("is none without REDIS_URL", async () => {
    const { loadEnv } = await import("./env.server");
    loadEnv({ NODE_ENV: "test" }, () => undefined);
    const { redisConnection, closeRedis } = await import("./redis.server");
    expect(redisConnection()).toBeNull();
    await expect(closeRedis()).resolves.toBeUndefined();
  });

  it("is opened once, shared by every caller, and closed at shutdown", async () => {
    // Something listening that never answers like Redis: the connection is made, QUIT goes unanswered.
    const sockets: Socket[] = [];
    const silent = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve));
    const { port } = silent.address() as import("node:net").AddressInfo;
    try {
      const { loadEnv } = await import("./env.server");
      loadEnv({ NODE_ENV: "test", REDIS_URL: `redis://127.0.0.1:${port}` }, () => undefined);
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      const first = await import("./redis.server");
      const connection = first.redisConnection();
      expect(connection).not.toBeNull();
      expect(first.redisConnection()).toBe(connection);
      await first.closeRedis();
      await vi.waitFor(() => expect(connection!.client.status).toBe("end"));
      errors.mockRestore();
    } finally {
      for (const socket of sockets) socket.destroy();
      silent.close();
    }
  });
});
