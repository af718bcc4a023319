// The wire contract, shared by the server (validation) and the client (types).
import { z } from 'zod';
import { checkProjectPath } from '../memory/paths.js';

export const SessionId = z
  .string()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._:-]{0,127}$/, 'must be 1–128 characters of A-Z a-z 0-9 . _ : - (starting with a letter or digit)');

export const ProjectPath = z.string().superRefine((p, ctx) => {
  try {
    checkProjectPath(p);
  } catch (err) {
    ctx.addIssue({ code: 'custom', message: (err as Error).message });
  }
});

const TextBlock = z.looseObject({ type: z.literal('text'), text: z.string() });
const ThinkingBlock = z.looseObject({ type: z.literal('thinking'), thinking: z.string() });
const ToolUseBlock = z.looseObject({
  type: z.literal('tool_use'),
  id: z.string().min(1),
  name: z.string().min(1),
  input: z.unknown().optional(),
});
const NestedBlock = z.looseObject({ type: z.string({ error: 'every content block needs a string type' }).min(1) });
const ToolResultBlock = z.looseObject({
  type: z.literal('tool_result'),
  tool_use_id: z.string().min(1),
  content: z.union([z.string(), z.array(NestedBlock)]).optional(),
  is_error: z.boolean().optional(),
});
const KNOWN_BLOCKS: Record<string, z.ZodType> = {
  text: TextBlock,
  thinking: ThinkingBlock,
  tool_use: ToolUseBlock,
  tool_result: ToolResultBlock,
};

/** A content block: the known kinds are checked field by field; others (image, document, …) are kept as placeholders. */
export const ContentBlock = NestedBlock.superRefine((block, ctx) => {
  // Own keys only: a block typed "constructor" or "__proto__" is an unknown block, not Object's.
  if (!Object.hasOwn(KNOWN_BLOCKS, block.type)) return;
  const schema = KNOWN_BLOCKS[block.type]!;
  const r = schema.safeParse(block);
  if (!r.success) for (const issue of r.error.issues) ctx.addIssue({ ...issue, path: issue.path } as never);
});

export const Usage = z.looseObject({
  input_tokens: z.number().int().nonnegative().optional(),
  output_tokens: z.number().int().nonnegative().optional(),
  cache_read_input_tokens: z.number().int().nonnegative().nullish(),
  cache_creation_input_tokens: z.number().int().nonnegative().nullish(),
});

/** Content blocks one message may hold. */
export const MAX_BLOCKS = 2_000;

export const Message = z.object({
  /** The client's id for this message; a message sent again with the same uuid is a duplicate. */
  uuid: z.string().min(1).max(200).optional(),
  role: z.enum(['user', 'assistant']),
  content: z.union([z.string(), z.array(ContentBlock).max(MAX_BLOCKS)], {
    error: 'must be a string or an array of content blocks ({type, …})',
  }),
  /** The API response id (msg_…), when the client has it. */
  id: z.string().max(200).optional(),
  model: z.string().max(200).optional(),
  usage: Usage.optional(),
  timestamp: z.string().max(64).optional(),
  /** A subagent's message (Claude Code's isSidechain). */
  is_sidechain: z.boolean().optional(),
});
export type Message = z.infer<typeof Message>;

const EventBase = {
  session: SessionId,
  project: ProjectPath,
  /** An idempotency key for the whole event: messages without a uuid derive theirs from it. */
  event_id: z.string().min(1).max(200).optional(),
  timestamp: z.string().max(64).optional(),
  /** Set for events from a subagent: stored, never a trigger for extraction. */
  subagent: z.boolean().optional(),
  /** Messages of a past session being imported: stored and extracted, but no session notes (nothing will compact it). */
  history: z.boolean().optional(),
  agent_id: z.string().max(200).optional(),
  cwd: z.string().max(4096).optional(),
};

/**
 * Messages one event may carry: a client that posts the whole conversation each turn sends every
 * message so far (a long agentic session runs to thousands), and refusing it would lose the turn.
 */
export const MAX_EVENT_MESSAGES = 10_000;
const Messages = z.array(Message).max(MAX_EVENT_MESSAGES);

export const Event = z.discriminatedUnion('type', [
  z.object({ type: z.literal('session_start'), ...EventBase, messages: Messages.optional() }),
  z.object({ type: z.literal('message'), ...EventBase, messages: Messages.min(1) }),
  z.object({ type: z.literal('turn_end'), ...EventBase, messages: Messages.default([]) }),
  z.object({ type: z.literal('session_end'), ...EventBase, reason: z.string().max(200).optional(), messages: Messages.optional() }),
  z.object({
    type: z.literal('memory_written'),
    ...EventBase,
    /** The memory file the agent wrote, relative to the memory directory. */
    file: z.string().max(1024).optional(),
  }),
]);
export type Event = z.infer<typeof Event>;
export type EventInput = z.input<typeof Event>;

export function eventsBody(maxBatch: number) {
  return z.object({ events: z.array(Event).min(1).max(maxBatch) });
}

/** A project's switches: daily logs instead of topic files, extraction and dreams on or off. */
export const ProjectSettings = z.strictObject({ kairos: z.boolean().optional(), extract: z.boolean().optional(), dream: z.boolean().optional() });
export type ProjectSettings = z.infer<typeof ProjectSettings>;

export const JobRef = z.object({ id: z.number().int(), kind: z.string(), merged: z.boolean() });
export type JobRef = z.infer<typeof JobRef>;

export const EventsAccepted = z.object({
  accepted: z.number().int(),
  duplicates: z.number().int(),
  jobs: z.array(JobRef),
});
export type EventsAccepted = z.infer<typeof EventsAccepted>;

export const ApiError = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
  }),
});
export type ApiError = z.infer<typeof ApiError>;

export const JobSummary = z.object({
  id: z.number().int(),
  kind: z.string(),
  state: z.string(),
  key: z.string().nullable(),
  attempts: z.number().int(),
  max_attempts: z.number().int(),
  run_at: z.number(),
  started_at: z.number().nullable(),
  last_error: z.string().nullable(),
  project_id: z.number().nullable(),
  session_id: z.string().nullable(),
});
export type JobSummary = z.infer<typeof JobSummary>;

export const Status = z.object({
  version: z.string(),
  uptime_s: z.number(),
  pid: z.number().int(),
  /** The daemon's memory: resident set and V8 heap in use, bytes. */
  memory: z.object({ rss: z.number(), heap_used: z.number() }),
  /** How long the event loop kept work waiting over the last minute (ms): what a hook or request may wait on top of its own work. */
  event_loop_delay: z.object({ p50_ms: z.number(), p99_ms: z.number(), max_ms: z.number() }),
  /** Claude Code hooks refused for a wrong or missing token since the daemon started (they fail quietly in Claude Code), or null. */
  hooks_unauthorized: z.object({ count: z.number().int(), last_at: z.number() }).nullable(),
  /** The database file and its write-ahead log on disk, bytes. */
  database: z.object({ bytes: z.number(), wal_bytes: z.number() }),
  home: z.string(),
  /** The folders Claude Code transcripts are read from (hooks.transcriptRoots, or the defaults as the daemon sees them). */
  transcript_roots: z.array(z.string()),
  provider: z.string(),
  /** Set while model calls are paused because the API keeps failing: recall is lexical and model jobs wait until `until`. */
  model_paused: z.object({ reason: z.string(), until: z.number() }).nullable(),
  models: z.record(z.string(), z.string()),
  usage: z.record(z.string(), z.unknown()),
  budget: z.object({ exceeded: z.boolean(), reason: z.string().nullable(), today: z.object({ tokens: z.number(), usd: z.number() }) }),
  queue: z.record(z.string(), z.record(z.string(), z.number())),
  /** Of the queued jobs, those waiting for a later time (backoff, a scheduled prune), by kind, with when the first is due. */
  queue_waiting: z.record(z.string(), z.object({ jobs: z.number().int(), next_at: z.number() })),
  running: z.array(JobSummary),
  dead: z.array(JobSummary),
  dream: z.object({ cron: z.string().nullable(), next_run: z.number().nullable(), recent: z.array(z.record(z.string(), z.unknown())) }),
  notifications: z.array(z.object({ id: z.number(), at: z.number(), kind: z.string(), message: z.string(), project_id: z.number().nullable(), session_id: z.string().nullable() })),
  projects: z.array(
    z.object({
      slug: z.string(),
      root: z.string(),
      sessions: z.number().int(),
      messages: z.number().int(),
      last_event_at: z.number().nullable(),
      memories: z.number().int(),
      last_extraction: z.record(z.string(), z.unknown()).nullable(),
      last_dream_skip: z.record(z.string(), z.unknown()).nullable(),
    }),
  ),
});
export type Status = z.infer<typeof Status>;

export const EnqueueJob = z.object({
  kind: z.string().min(1).max(64),
  payload: z.record(z.string(), z.unknown()).default({}),
  key: z.string().max(300).optional(),
});

const Sha256 = z.string().regex(/^[0-9a-f]{64}$/, 'must be a sha256 hex digest');
const MemoryTypeEnum = z.enum(['user', 'feedback', 'project', 'reference']);

const WriteMeta = {
  /** The session whose agent is saving this memory: extraction will not save it again. */
  session: SessionId.optional(),
  /** Only write if the file still holds this content (null: only if it does not exist). */
  expectedSha256: Sha256.nullable().optional(),
};

export const MemoryFields = z.object({
  name: z.string().trim().min(1).max(200),
  description: z
    .string()
    .trim()
    .min(1)
    .max(500)
    .refine((d) => !/[\r\n]/.test(d), 'must be one line'),
  type: MemoryTypeEnum,
  body: z.string().max(200_000),
  ...WriteMeta,
});
export const MemoryRaw = z.object({ content: z.string().min(1).max(200_000), ...WriteMeta });
export type MemoryPut = z.input<typeof MemoryFields> | z.input<typeof MemoryRaw>;

const csv = z
  .string()
  .optional()
  .transform((s) => (s ? s.split(',').map((x) => x.trim()).filter(Boolean) : []));

export const RecallQuery = z.object({
  project: ProjectPath,
  q: z.string().min(1).max(20_000),
  session: SessionId.optional(),
  limit: z.coerce.number().int().min(1).max(5).default(5),
  surfaced: csv,
  tools: csv,
});

export const ContextQuery = z.object({ project: ProjectPath, session: SessionId.optional() });

// Responses, typed for the client (the server builds them; these say their shape).

/** What every view of a memory file says about it. */
const MemoryHead = z.object({
  file: z.string(),
  name: z.string().nullable(),
  type: z.string(),
  description: z.string().nullable(),
  mtime: z.number(),
});

export const RecalledMemory = MemoryHead.extend({ content: z.string(), age: z.string(), caveat: z.string().nullable() });
export const RecallResponse = z.object({
  mode: z.string(),
  fallback_reason: z.string().optional(),
  memories: z.array(RecalledMemory),
  reason: z.enum(['no_query_terms', 'no_match', 'session_budget_exhausted', 'all_surfaced']).optional(),
  surfaced_bytes: z.number().optional(),
  budget_bytes: z.number().optional(),
});
export type RecallResponse = z.infer<typeof RecallResponse>;

export const ContextResponse = z.object({
  text: z.string(),
  memory_dir: z.string(),
  notifications: z.array(z.string()),
  index: z.object({ lines: z.number(), bytes: z.number(), truncated: z.union([z.literal(false), z.string()]) }),
});
export type ContextResponse = z.infer<typeof ContextResponse>;

export const MemoryManifestEntry = MemoryHead.extend({ size: z.number(), sha256: z.string() });
export const MemoryFile = MemoryManifestEntry.extend({ body: z.string(), content: z.string() });
export type MemoryFile = z.infer<typeof MemoryFile>;

export const DreamRun = z.object({
  id: z.number(),
  project_id: z.number(),
  trigger: z.string(),
  mode: z.string(),
  state: z.string(),
  phase: z.string().nullable(),
  provider: z.string().nullable(),
  sessions_reviewed: z.number(),
  files_touched: z.array(z.string()),
  turns: z.number(),
  skip_reason: z.string().nullable(),
  error: z.string().nullable(),
  job_state: z.string().nullable(),
});
export type DreamRun = z.infer<typeof DreamRun>;

export const CompactResponse = z.union([
  z.object({ available: z.literal(true), summary: z.string(), truncated: z.boolean(), last_message_uuid: z.string().nullable(), last_seq: z.number(), updated_at: z.number().nullable(), waited_ms: z.number() }),
  z.object({ available: z.literal(false), reason: z.string(), waited_ms: z.number() }),
]);
export type CompactResponse = z.infer<typeof CompactResponse>;
