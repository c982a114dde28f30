/**
 * A network reply held back until the test releases it: for what happens while a request is in flight (a card that
 * leaves its tab before its update answers, say). Use `answer` as the stubNetwork route's reply.
 */
export function heldReply(reply: () => Response) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  return { release, answer: async () => (await released, reply()) };
}
