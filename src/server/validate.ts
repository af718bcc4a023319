// Turns a zod failure into a 400 that names every failing path.
import type { z } from 'zod';
import { MemorydError } from '../errors.js';
import { MAX_JSON_DEPTH, nestedDeeperThan } from '../json-depth.js';

export function parseInput<S extends z.ZodType>(schema: S, data: unknown, where = 'body'): z.infer<S> {
  if (nestedDeeperThan(data, MAX_JSON_DEPTH)) {
    throw new MemorydError('too_deep', `${where}: arrays and objects nest more than ${MAX_JSON_DEPTH} levels deep`, 400, [{ path: where, message: `nested more than ${MAX_JSON_DEPTH} levels deep` }]);
  }
  const r = schema.safeParse(data);
  if (r.success) return r.data;
  const issues = r.error.issues.slice(0, 20).map((i) => ({
    path: [where, ...i.path.map(String)].join('.'),
    message: i.message,
  }));
  const first = issues[0]!;
  throw new MemorydError('invalid_request', `${first.path}: ${first.message}`, 400, issues);
}
