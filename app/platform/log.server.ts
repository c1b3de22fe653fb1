import pino, { type Logger } from 'pino'

export function createLogger(level: string): Logger {
  return pino({
    level,
    base: undefined,
    // Never log what visitors type: form bodies and cookies stay out of the logs.
    // Secrets never reach a log line, whatever a caller passes by mistake (ASVS V7).
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'body',
        'password',
        '*.password',
        'code',
        '*.code',
        'token',
        '*.token',
        'csrf',
        '*.csrf',
        'secret',
        '*.secret',
      ],
      remove: true,
    },
    timestamp: pino.stdTimeFunctions.isoTime,
  })
}
