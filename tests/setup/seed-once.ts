// Run as its own process by the seed concurrency test: seeds the database at argv[2] once.
import { closeDb, createDb } from '#app/db/client.server.ts'
import { seedIfEmpty } from '#app/db/seed/run.server.ts'

const [url, mediaDir] = process.argv.slice(2)
const handle = createDb(url!, { poolSize: 2 })
const result = await seedIfEmpty(handle, mediaDir!)
await closeDb(handle)
process.stdout.write(JSON.stringify(result))
