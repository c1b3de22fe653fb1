import pino, { type Logger } from 'pino'

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never log what visitors type: form bodies and cookies stay out of the logs.
    redact: { paths: ['req.headers.cookie', 'body', 'password', '*.password'], remove: true },
    timestamp: pino.stdTimeFunctions.isoTime,
  })
}
