import { expect } from "@playwright/test";

/**
 * The address the Node server serves on, once its log (`log()`, read again at each try) has said it does: started
 * with PORT=0, the server takes a free port itself and names it there (server/index.ts). Fails after `timeout` ms.
 */
export async function servedUrl(log: () => string, timeout: number): Promise<string> {
  let url: string | undefined;
  await expect.poll(() => (url = /is served on (http:\/\/[^\s"]+)/.exec(log())?.[1]), { timeout }).toBeDefined();
  return url ?? "";
}
