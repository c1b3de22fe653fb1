// The yardstick for `npm run bench`: a bare node:http server that answers each benched path with
// the bytes and headers the site sent for it, from memory, and does nothing else. What the site
// reaches beside it is the share of this machine's limit it gets.
// Usage: node scripts/bench-bare.js <port> <answers.json>
// (JSON: { "<encoding> <path>": { headers, body64 } }, encoding `identity` or `br`; a request whose
// Accept-Encoding names br gets the br answer, as the site would send it.)
import { readFileSync } from 'node:fs'
import http from 'node:http'

const [port, file] = process.argv.slice(2)
const answers = new Map(
  Object.entries(JSON.parse(readFileSync(file, 'utf8'))).map(([p, a]) => [
    p,
    { headers: Object.entries(a.headers).flat(), body: Buffer.from(a.body64, 'base64') },
  ]),
)
http
  .createServer((req, res) => {
    const encoding = /\bbr\b/.test(req.headers['accept-encoding'] ?? '') ? 'br' : 'identity'
    const a = answers.get(`${encoding} ${req.url}`)
    if (!a) {
      res.writeHead(404)
      res.end()
      return
    }
    res.writeHead(200, a.headers)
    res.end(a.body)
  })
  .listen(Number(port), '127.0.0.1', () => console.log('ready'))
