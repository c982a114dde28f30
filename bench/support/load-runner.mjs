// Child process of load.mjs: runs autocannon with the options in argv[2] (JSON) and prints its result as JSON,
// so the load generator never shares an event loop with the server or the bench script. With `sequence`
// ({ placeholder, start, digits }) every request's body has the placeholder replaced by the next number of a
// sequence (zero-padded to `digits`), so each request can be a different rider, say.
import autocannon from 'autocannon';

const { sequence, ...options } = JSON.parse(process.argv[2]);
if (sequence) {
  const { placeholder, start, digits } = sequence;
  const modulo = 10 ** digits;
  let next = start;
  options.requests = [
    {
      setupRequest: (request) => {
        const number = String(next % modulo).padStart(digits, '0');
        next += 1;
        return { ...request, body: options.body.replaceAll(placeholder, number) };
      },
    },
  ];
}
const result = await autocannon(options);
process.stdout.write(JSON.stringify(result));
