import { z } from 'zod'
import { callNames } from './calls.server.ts'
import { callSummaries, errorResponse, requests, responses } from './schemas.server.ts'

type JsonSchema = Record<string, unknown>

/** A zod schema as JSON Schema 2020-12 (OpenAPI 3.1's dialect), without the $schema line. */
function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): JsonSchema {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' })
  return rest
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

const errorAnswer = (description: string, headers?: Record<string, unknown>) => ({
  description,
  ...(headers ? { headers } : {}),
  content: { 'application/json': { schema: ref('Error') } },
})

/** The calls whose texts have a Kannada (issue 35): the jobs', the posts', the home slides' and the brand catalogue's (brands, products, categories, social items). Only the site settings answer in English either way. */
const translated = new Set([
  'getJobOpening',
  'getJobOpeningDetail',
  'getBlog',
  'getBlogDetail',
  'getHomeScreen',
  'getBrandList',
  'getProductBrandDetail',
])

/** `?lang=` (server/api.ts): every call takes it; the translated calls answer in it. */
const languageParameter = (name: string) => ({
  name: 'lang',
  in: 'query',
  required: false,
  schema: { type: 'string', enum: ['en', 'kn'], default: 'en' },
  description: translated.has(name)
    ? "The language of the texts: `kn` answers each text field in Kannada where staff published one, in English where not, in the same shape. Without it, the spec's English."
    : 'The language of the texts. This call has no Kannada yet: it answers in English either way.',
})

/**
 * The OpenAPI 3.1 description of /api/v2, written from the same zod schemas the handlers validate
 * bodies with (schemas.server.ts), so it always says what the server does.
 */
export function openApiDocument(publicUrl: string, rateLimit: number): Record<string, unknown> {
  const schemas: Record<string, JsonSchema> = { Error: jsonSchema(errorResponse, 'output') }
  const paths: Record<string, unknown> = {}
  for (const name of callNames) {
    const req = `${name[0]!.toUpperCase()}${name.slice(1)}Request`
    const res = `${name[0]!.toUpperCase()}${name.slice(1)}Response`
    schemas[req] = jsonSchema(requests[name], 'input')
    schemas[res] = jsonSchema(responses[name], 'output')
    paths[`/api/v2/${name}`] = {
      post: {
        operationId: name,
        ...callSummaries[name],
        parameters: [languageParameter(name)],
        requestBody: {
          required: false,
          description:
            'JSON; or form-urlencoded, either as fields or as one JSON string (what the spec\'s client sends); or multipart form fields. Numbers may be sent as digits in strings; an empty value means "not given".',
          content: {
            'application/json': { schema: ref(req) },
            'application/x-www-form-urlencoded': { schema: ref(req) },
            'multipart/form-data': { schema: ref(req) },
          },
        },
        responses: {
          '200': {
            description: 'The answer.',
            content: { 'application/json': { schema: ref(res) } },
          },
          '400': errorAnswer(
            'The body does not fit (the message names each wrong field), or `lang` is neither en nor kn.',
          ),
          ...(/Detail$/.test(name) ? { '404': errorAnswer('No published item has that id.') } : {}),
          '405': errorAnswer('Only POST (and OPTIONS for CORS) is answered.'),
          '413': errorAnswer('The body is larger than the limit.'),
          '415': errorAnswer('The body is neither JSON nor form fields.'),
          '429': errorAnswer('Too many requests from this address in a minute.', {
            'Retry-After': {
              description: 'Seconds until the limit starts again.',
              schema: { type: 'integer' },
            },
          }),
          '503': errorAnswer('The content could not be read; try again.'),
        },
      },
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Content API',
      version: '2',
      description: [
        "The calls the company's ERP and its older front end make (POST /api/v2/<call>), answered from this site's published content in their original shapes.",
        'Pictures are paths relative to the media base, `<server>/media/`.',
        rateLimit > 0
          ? `At most ${rateLimit} requests a minute from one address; more are answered 429 with Retry-After.`
          : 'No rate limit is set on this server.',
        'Cross-origin browser calls are allowed only from the origins the server lists in API_CORS_ORIGINS.',
      ].join('\n\n'),
    },
    servers: [{ url: publicUrl }],
    paths: {
      ...paths,
      '/api/v2/openapi.json': {
        get: {
          operationId: 'openapi',
          summary: 'This document',
          responses: {
            '200': {
              description: 'OpenAPI 3.1',
              content: { 'application/json': { schema: { type: 'object' } } },
            },
          },
        },
      },
    },
    components: { schemas },
  }
}
