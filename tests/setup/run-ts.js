// Runs one of the project's TypeScript files in a process of its own, through Vite's module runner
// (the app's code needs Vite: `import.meta.glob`, the #app/… imports), for tests that need a
// second process: `node tests/setup/run-ts.js tests/setup/seed-once.ts ARGS…`. The file sees
// ARGS at process.argv[2…]. VITEST selects the test form of vite.config.ts (no React Router
// plugin).
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { runnerImport } from 'vite'

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..')
const [file, ...args] = process.argv.slice(2)
process.argv = [process.argv[0], path.resolve(root, file), ...args]
process.env.VITEST ??= 'true'
await runnerImport(`/${file}`, { root, configFile: path.join(root, 'vite.config.ts') })
