// Serves build/site for `npm start` with sirv, sending the two headers that
// make the page cross-origin isolated (COOP same-origin, COEP require-corp):
// then the solver runs the threaded module on every core (up to 8). A host
// that cannot send them serves the same files; the page solves on one
// thread there. --dev: each file looked up per request (a rebuild is served
// at once) and Cache-Control: no-store.
import { createServer } from 'node:http';
import sirv from 'sirv';

const [root, port, host] = process.argv.slice(2);
const files = sirv(root, {
  dev: true,
  setHeaders(res) {
    res.setHeader('Cross-Origin-Opener-Policy', 'same-origin');
    res.setHeader('Cross-Origin-Embedder-Policy', 'require-corp');
  },
});
createServer((req, res) =>
  files(req, res, () => {
    res.statusCode = 404;
    res.end('Not found');
  }),
).listen(Number(port), host);
