import type { ChildProcess } from 'node:child_process'

/**
 * Resolves when a server process's output, as `read` collects it, contains `text` (its
 * "server listening" line): checked on each chunk it writes, no polling. Rejects with the output
 * if the process exits first. Add the listeners that collect the output before calling this.
 */
export function outputContains(
  child: ChildProcess,
  read: () => string,
  text: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      child.stdout?.off('data', check)
      child.stderr?.off('data', check)
      child.off('exit', exited)
    }
    function check() {
      if (!read().includes(text)) return
      done()
      resolve()
    }
    function exited(code: number | null) {
      done()
      reject(new Error(`the process exited (${code}) before writing "${text}":\n${read()}`))
    }
    child.stdout?.on('data', check)
    child.stderr?.on('data', check)
    child.on('exit', exited)
    check()
  })
}
