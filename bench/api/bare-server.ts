import http from 'node:http';

/** The peer: the smallest possible node:http server answering a hello. */
const port = Number(process.env.PORT ?? 0);
const body = JSON.stringify({ hello: 'world' });
const server = http.createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length });
  response.end(body);
});
server.listen(port, '127.0.0.1', () => {
  const address = server.address();
  console.log(`listening ${typeof address === 'object' && address ? address.port : port}`);
});
