// Child process of push-fanout.mjs: the local push service (api/src/contexts/leads/test-support/push-service.ts: VAPID
// checked, every push decrypted) in a process of its own, so its work does not share the API's event loop. Makes
// argv[2] devices, sends their subscriptions to the parent, then reports { received, errors } when asked.
import { startTestPushService } from '../../api/src/contexts/leads/test-support/push-service.ts';

const count = Number(process.argv[2]);
const service = await startTestPushService();
const subscriptions = Array.from({ length: count }, (_, index) => service.device(`device-${index}`).subscription);
process.send({ subscriptions });
process.on('message', async (message) => {
  if (message === 'report') process.send({ received: service.received.map((push) => push.at), errors: service.errors });
  if (message === 'stop') {
    await service.close();
    process.exit(0);
  }
});
