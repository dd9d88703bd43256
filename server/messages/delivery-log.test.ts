// @vitest-environment node
import { PassThrough } from "node:stream";
import { describe, expect, it } from "vitest";
import { createLog } from "#server/log.ts";
import { REPEAT_REFUSAL_MS, deliveryLog } from "#server/messages/delivery-log.ts";

/** A JSON log whose records are collected here, both levels in one list. */
function collected() {
  const records: Record<string, unknown>[] = [];
  const stream = new PassThrough();
  stream.on("data", (chunk: Buffer) => {
    for (const line of chunk.toString().split("\n").filter(Boolean))
      records.push(JSON.parse(line) as Record<string, unknown>);
  });
  return { records, log: createLog("json", { out: stream, err: stream }) };
}

const LOGIN = "535 5.7.8 Authentication failed";

describe("deliveryLog", () => {
  it("logs each message stored and delivered with its id, at info", () => {
    const { records, log } = collected();
    const delivery = deliveryLog(log);
    delivery.stored("id-1");
    delivery.delivered("id-1", 2);
    expect(records).toMatchObject([
      { level: "info", id: "id-1", msg: "contact message stored" },
      { level: "info", id: "id-1", attempt: 2, msg: "contact message delivered" },
    ]);
  });

  it("logs every transient failure, and a lasting permanent refusal again at most once an hour, with how many were left out", () => {
    let now = 0;
    const { records, log } = collected();
    const delivery = deliveryLog(log, () => now);
    delivery.failed({ id: "a", attempt: 1, reply: "421 4.3.2 Try again later", permanent: false });
    delivery.failed({ id: "a", attempt: 2, reply: "421 4.3.2 Try again later", permanent: false });
    for (const [id, attempt] of [
      ["a", 3],
      ["b", 1],
      ["a", 4],
      ["b", 2],
    ] as const) {
      delivery.failed({ id, attempt, reply: LOGIN, permanent: true });
      now += 10 * 60 * 1000;
    }
    expect(records.map((record) => [record.level, record.id, record.attempt, record.reply])).toEqual([
      ["error", "a", 1, "421 4.3.2 Try again later"],
      ["error", "a", 2, "421 4.3.2 Try again later"],
      ["error", "a", 3, LOGIN],
    ]);
    now = REPEAT_REFUSAL_MS;
    delivery.failed({ id: "b", attempt: 3, reply: LOGIN, permanent: true });
    expect(records.at(-1)).toMatchObject({
      level: "error",
      id: "b",
      attempt: 3,
      reply: LOGIN,
      alikeSinceLastLogged: 3,
    });
    // Once mail goes out the refusal is over: the next one is news, logged at once.
    delivery.delivered("c", 1);
    delivery.failed({ id: "d", attempt: 1, reply: LOGIN, permanent: true });
    expect(records.at(-1)).toMatchObject({ id: "d", reply: LOGIN });
    expect(records.at(-1)).not.toHaveProperty("alikeSinceLastLogged");
  });
});
