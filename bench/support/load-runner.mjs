// Child process of load.mjs: runs autocannon with the options in argv[2] (JSON) and prints its result as JSON,
// so the load generator never shares an event loop with the server or the bench script.
import autocannon from 'autocannon';

const result = await autocannon(JSON.parse(process.argv[2]));
process.stdout.write(JSON.stringify(result));
