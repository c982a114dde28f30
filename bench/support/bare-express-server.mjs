// Child process of bare-express.mjs: Express 5 with one JSON endpoint and nothing else, on 127.0.0.1:argv[2].
import express from 'express';

const app = express();
app.get('/json', (_req, res) => {
  res.json({ ok: true });
});
const server = app.listen(Number(process.argv[2]), '127.0.0.1');
process.on('SIGTERM', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
