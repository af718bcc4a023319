// Request bodies as JSON, refused with a message that says what is wrong: where the syntax broke
// ("Unexpected end of JSON input", "… at position 18"), or which key would reach an object's
// prototype. Fastify's own parser refuses the same bodies with one message for all of them.
import type { FastifyInstance } from 'fastify';
import { MemorydError } from '../errors.js';

/** A "__proto__" key, escaped or not: JSON.parse makes an own property of it, but code that copies objects may not. */
const PROTO_KEY = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/;
/** A "constructor" key: refused only when it holds a "prototype" (a plain "constructor" key is data). */
const CONSTRUCTOR_KEY = /"(?:c|\\u0063)(?:o|\\u006[Ff])(?:n|\\u006[Ee])(?:s|\\u0073)(?:t|\\u0074)(?:r|\\u0072)(?:u|\\u0075)(?:c|\\u0063)(?:t|\\u0074)(?:o|\\u006[Ff])(?:r|\\u0072)"\s*:/;

export function parseJsonBody(text: string): unknown {
  // No body: many HTTP wrappers send the JSON content type on every request, a DELETE or a
  // POST /compact too. The route then sees none, as without the header (and one that needs a
  // body says so: 400 naming "body").
  if (text.trim().length === 0) return undefined;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (err) {
    throw new MemorydError('invalid_json', `body is not valid JSON: ${(err as Error).message}`);
  }
  if (PROTO_KEY.test(text)) throw new MemorydError('invalid_json', 'body has a "__proto__" key, which is refused');
  if (CONSTRUCTOR_KEY.test(text) && holdsConstructorPrototype(value)) throw new MemorydError('invalid_json', 'body has a "constructor" key holding a "prototype", which is refused');
  return value;
}

/** Whether some object in the value has a "constructor" key whose value has a "prototype" key (walked without recursion). */
function holdsConstructorPrototype(value: unknown): boolean {
  const stack = [value];
  while (stack.length > 0) {
    const v = stack.pop();
    if (v === null || typeof v !== 'object') continue;
    if (!Array.isArray(v) && Object.hasOwn(v, 'constructor')) {
      const c = (v as Record<string, unknown>).constructor;
      if (c !== null && typeof c === 'object' && Object.hasOwn(c, 'prototype')) return true;
    }
    for (const child of Object.values(v)) stack.push(child);
  }
  return false;
}

export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    try {
      done(null, parseJsonBody(body as string));
    } catch (err) {
      done(err as Error, undefined);
    }
  });
}
