/**
 * Asks until `check` holds, for what happens a moment after the answer the test waited on (a notification
 * written after the room's frame went out, a change heard from another instance over Redis).
 */
export async function eventually(check: () => Promise<boolean>, what: string, timeoutMs = 5_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`never happened: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
