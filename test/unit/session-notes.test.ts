import { describe, expect, it } from 'vitest';
import { extractStatements } from '../../src/memory/offline-extract.js';
import { buildOfflineNotes, fillTemplate } from '../../src/memory/offline-notes.js';
import { DEFAULT_TEMPLATE, TRUNCATION_MARKER, isBareTemplate, parseSections, renderSections, sizeReminders, skeletonProblem, substitute, truncateForCompact } from '../../src/memory/session-notes.js';

const row = (seq: number, role: 'user' | 'assistant', blocks: unknown[]) => ({ seq, role, content: JSON.stringify(blocks) });
/** The agent runs a shell command (after saying `text`, if any). */
const bash = (seq: number, id: string, command: string, text?: string) => row(seq, 'assistant', [...(text ? [{ type: 'text', text }] : []), { type: 'tool_use', id, name: 'Bash', input: { command } }]);
/** A tool's result, flagged as an error or not. */
const output = (seq: number, id: string, content: string, isError = false) => row(seq, 'user', [{ type: 'tool_result', tool_use_id: id, content, ...(isError ? { is_error: true } : {}) }]);

describe('session notes', () => {
  it('substitutes known variables and leaves unknown ones', () => {
    expect(substitute('{{a}} and {{b}} and {{a}}', { a: 'x' })).toBe('x and {{b}} and x');
  });

  it('parses and renders the template without changing it', () => {
    const { preamble, sections } = parseSections(DEFAULT_TEMPLATE);
    expect(sections).toHaveLength(10);
    expect(sections[0]).toEqual({ header: '# Session Title', description: '_A short and distinctive 5-10 word descriptive title_', body: '' });
    expect(skeletonProblem(DEFAULT_TEMPLATE, renderSections(preamble, sections))).toBeNull();
    expect(isBareTemplate(DEFAULT_TEMPLATE, DEFAULT_TEMPLATE)).toBe(true);
  });

  it('notices a changed header or description', () => {
    expect(skeletonProblem(DEFAULT_TEMPLATE, DEFAULT_TEMPLATE.replace('# Worklog', '# Work log'))).toMatch(/header changed/);
    expect(skeletonProblem(DEFAULT_TEMPLATE, DEFAULT_TEMPLATE.replace('_Step by step', '_Steps'))).toMatch(/description under # Worklog changed/);
    expect(skeletonProblem(DEFAULT_TEMPLATE, DEFAULT_TEMPLATE.replace('# Learnings\n', ''))).toMatch(/sections/);
    const filled = DEFAULT_TEMPLATE.replace('_What bash commands are usually run and in what order?_', '_What bash commands are usually run and in what order?_\n- npm test');
    expect(skeletonProblem(DEFAULT_TEMPLATE, filled)).toBeNull();
  });

  it('lists oversized sections, and demands condensing over the total', () => {
    const big = DEFAULT_TEMPLATE.replace('_Step by step, what was attempted, done? Very terse summary_', '_Step by step, what was attempted, done? Very terse summary_\n' + 'x'.repeat(9_000));
    expect(sizeReminders(big, 2_000, 12_000)).toMatch(/"Worklog" is about 2250 tokens \(limit 2000\)/);
    expect(sizeReminders(big + 'y'.repeat(50_000), 2_000, 12_000)).toMatch(/^CRITICAL: .* MUST condense/);
    expect(sizeReminders(DEFAULT_TEMPLATE, 2_000, 12_000)).toBe('');
  });

  it('cuts sections for compaction at line boundaries with a marker', () => {
    const lines = Array.from({ length: 400 }, (_, i) => `- step ${i} ${'z'.repeat(40)}`).join('\n');
    const notes = DEFAULT_TEMPLATE.replace('_Step by step, what was attempted, done? Very terse summary_', `_Step by step, what was attempted, done? Very terse summary_\n${lines}`);
    const { text, truncated } = truncateForCompact(notes, 2_000);
    expect(truncated).toBe(true);
    const worklog = parseSections(text).sections.at(-1)!;
    expect(worklog.body.endsWith(TRUNCATION_MARKER)).toBe(true);
    expect(worklog.body.length).toBeLessThanOrEqual(8_000 + TRUNCATION_MARKER.length + 1);
    expect(worklog.body.split('\n').slice(0, -1).every((l) => /^- step \d+ z{40}$/.test(l))).toBe(true);
    expect(skeletonProblem(DEFAULT_TEMPLATE, text)).toBeNull();
  });

  it("finds a command's failure in its output when the client does not flag it, by the line that says what failed", () => {
    const msgs = [
      row(1, 'user', [{ type: 'text', text: 'Fix the empty cart crash' }]),
      bash(2, 'a', 'npm test'),
      output(3, 'a', '> jest\n\n FAIL src/cart.test.ts\n  TypeError: cannot read total'),
      row(4, 'assistant', [{ type: 'text', text: 'The summary is undefined for an empty cart; guarded it.' }, { type: 'tool_use', id: 'b', name: 'Read', input: { file_path: 'src/errors.ts' } }]),
      output(5, 'b', 'export class CartError extends Error {}\nTypeError: named in a comment'),
      bash(6, 'c', 'npx tsc --noEmit'),
      output(7, 'c', 'src/header.ts(42,7): error TS2339: Property total does not exist', true),
      bash(8, 'd', 'npm test'),
      output(9, 'd', 'PASS src/cart.test.ts\nTests: 12 passed'),
    ];
    const errors = buildOfflineNotes(msgs, 2_000)['Errors & Corrections']!.split('\n');
    expect(errors).toEqual([
      '- Bash `npm test` failed: FAIL src/cart.test.ts → The summary is undefined for an empty cart; guarded it.',
      '- Bash `npx tsc --noEmit` failed: src/header.ts(42,7): error TS2339: Property total does not exist (not resolved yet)',
    ]);
  });

  it('builds deterministic notes from a transcript', () => {
    const msgs = [
      row(1, 'user', [{ type: 'text', text: 'Add exponential backoff to the uploader retry loop' }]),
      row(2, 'assistant', [{ type: 'text', text: 'Reading the uploader.' }, { type: 'tool_use', id: 'a', name: 'Read', input: { file_path: '/repo/src/upload.ts' } }]),
      row(3, 'user', [{ type: 'tool_result', tool_use_id: 'a', content: 'code' }]),
      row(4, 'assistant', [{ type: 'tool_use', id: 'b', name: 'Bash', input: { command: 'npm test' } }]),
      row(5, 'user', [{ type: 'tool_result', tool_use_id: 'b', content: 'FAIL upload.spec.ts: expected 3 retries', is_error: true }]),
      row(6, 'assistant', [{ type: 'text', text: 'The test expected 3 retries; fixed the loop bound.' }, { type: 'tool_use', id: 'c', name: 'Edit', input: { file_path: '/repo/src/upload.ts', old_string: 'a', new_string: 'b' } }]),
      row(7, 'user', [{ type: 'tool_result', tool_use_id: 'c', content: 'ok' }]),
      row(8, 'assistant', [{ type: 'text', text: 'Done: backoff is 1s, 2s, 4s.' }]),
    ];
    const notes = fillTemplate(DEFAULT_TEMPLATE, buildOfflineNotes(msgs, 2_000));
    expect(skeletonProblem(DEFAULT_TEMPLATE, notes)).toBeNull();
    const byName = Object.fromEntries(parseSections(notes).sections.map((s) => [s.header.slice(2), s.body]));
    expect(byName['Session Title']).toBe('Add exponential backoff to the uploader retry loop');
    // a file name in the first request stays whole; punctuation around words goes
    const named = fillTemplate(DEFAULT_TEMPLATE, buildOfflineNotes([row(1, 'user', [{ type: 'text', text: 'Write "hello.sh", then run it (v2.1 only).' }])], 2_000));
    expect(parseSections(named).sections[0]!.body).toBe('Write hello.sh then run it v2.1 only');
    // titled by the first clause when it says enough
    const clause = buildOfflineNotes([row(1, 'user', [{ type: 'text', text: 'Fix the flaky test in test/api/users.test.ts — it times out on CI.' }])], 2_000);
    expect(clause['Session Title']).toBe('Fix the flaky test in test/api/users.test.ts');
    const short = buildOfflineNotes([row(1, 'user', [{ type: 'text', text: 'Quick one: add a --verbose flag to the CLI.' }])], 2_000);
    expect(short['Session Title']).toBe('Add a --verbose flag to the CLI');
    // a first clause of up to twelve words is whole, without the request's tail
    const whole = buildOfflineNotes([row(1, 'user', [{ type: 'text', text: 'the refund endpoint returns 500 when the order has no payment, can you look?' }])], 2_000);
    expect(whole['Session Title']).toBe('the refund endpoint returns 500 when the order has no payment');
    expect(byName['Current State']).toContain('Done: backoff is 1s, 2s, 4s.');
    expect(byName['Files and Functions']).toBe('- /repo/src/upload.ts (read 1×, edited 1×)');
    expect(byName['Workflow']).toBe('- `npm test`');
    expect(byName['Errors & Corrections']).toMatch(/Bash `npm test` failed: FAIL upload\.spec\.ts.* → The test expected 3 retries/);
    expect(byName['Worklog']).toContain('- #4 Bash npm test');
    expect(byName['Learnings']).toBe('');
    // what the user asked next is in the task; a reply that only lets the agent go on is not
    const asked = buildOfflineNotes(
      [row(1, 'user', [{ type: 'text', text: 'Add rate limiting to the public API.' }]), row(2, 'assistant', [{ type: 'text', text: 'Plan: a token bucket.' }]), row(3, 'user', [{ type: 'text', text: 'Go ahead.' }]), row(4, 'user', [{ type: 'text', text: 'Limits: 100 a minute for free keys.' }]), row(5, 'user', [{ type: 'text', text: 'ok, thanks!' }])],
      2_000,
    );
    expect(asked['Task specification']).toBe('Add rate limiting to the public API.\n- then (#4): Limits: 100 a minute for free keys.');
  });

  it('lists the files shell commands name, counts a failure met again once, and titles without a dangling word', () => {
    const msgs = [
      row(1, 'user', [{ type: 'text', text: 'the cart total is wrong when a coupon and a sale price both apply' }]),
      bash(2, 'a', 'npm test -- src/cart/total.test.ts'),
      output(3, 'a', '✗ coupon on sale item'),
      bash(4, 'b', 'sed -n 30,60p src/cart/total.ts; git diff origin/main -- src/cart/total.ts --stat https://x.test/a.ts *.ts 1.2.3', 'The coupon uses the list price.'),
      output(5, 'b', 'ok'),
      bash(6, 'c', 'npm test -- src/cart/total.test.ts'),
      output(7, 'c', '✗ coupon on sale item'),
      row(8, 'assistant', [{ type: 'text', text: 'The coupon uses the list price.' }]),
    ];
    const notes = buildOfflineNotes(msgs, 2_000);
    expect(notes['Session Title']).toBe('the cart total is wrong when a coupon');
    expect(notes['Files and Functions']).toBe('- src/cart/total.test.ts (in commands 2×)\n- src/cart/total.ts (in commands 1×)');
    expect(notes['Errors & Corrections']).toBe('- Bash `npm test -- src/cart/total.test.ts` failed: ✗ coupon on sale item → The coupon uses the list price. (2×)');
  });

  it('lists the files the user and the agent name in what they say, and the folder a Go package pattern names', () => {
    const msgs = [
      row(1, 'user', [{ type: 'text', text: 'CI says golangci-lint fails on errcheck in internal/orders/export.go' }]),
      bash(2, 'a', 'go test ./internal/refund/... && go test ./...'),
      output(3, 'a', 'ok'),
      row(4, 'assistant', [{ type: 'text', text: 'Found it: internal/refund/worker.go reads resp before err, and `internal/orders/export.go:88` ignores Close. See https://github.com/acme/checkout/pull/412/files.ts for the PR.\n```\nvendor/x/y.go\n```' }]),
    ];
    expect(buildOfflineNotes(msgs, 2_000)['Files and Functions']).toBe(
      '- internal/orders/export.go (mentioned 2×)\n- ./internal/refund/ (in commands 1×)\n- internal/refund/worker.go (mentioned 1×)',
    );
  });

  it('notes what the user said about themselves, their rules and their corrections, each by name', () => {
    const msgs = [
      row(1, 'user', [{ type: 'text', text: "I'm new to Rust. Always run cargo fmt before a commit. Fix the parser." }]),
      row(2, 'assistant', [{ type: 'text', text: 'I rewrote it with regexes.' }]),
      row(3, 'user', [{ type: 'text', text: 'No, keep the hand-written parser and fix the off-by-one.' }]),
    ];
    const notes = fillTemplate(DEFAULT_TEMPLATE, buildOfflineNotes(msgs, 2_000));
    const section = Object.fromEntries(parseSections(notes).sections.map((s) => [s.header.slice(2), s.body]))['Errors & Corrections'];
    expect(section).toContain("- About the user: I'm new to Rust.");
    expect(section).toContain('- User rule: Always run cargo fmt before a commit.');
    expect(section).toContain('- Correction: Keep the hand-written parser and fix the off-by-one.');
    // how the project's system stands and where things are go with the codebase, not with the corrections
    const more = [...msgs, row(4, 'assistant', [{ type: 'text', text: 'Done.' }]), row(5, 'user', [{ type: 'text', text: 'FYI the staging database is read-only on weekends. Our logs are in Datadog, search by service:api.' }])];
    const sections = Object.fromEntries(parseSections(fillTemplate(DEFAULT_TEMPLATE, buildOfflineNotes(more, 2_000))).sections.map((s) => [s.header.slice(2), s.body]));
    expect(sections['Codebase and System Documentation']).toBe('- Project news: The staging database is read-only on weekends.\n- Where to look: Our logs are in Datadog, search by service:api.');
    expect(sections['Errors & Corrections']).not.toContain('staging');
  });

  it("keeps the limits the user set on the work — which are no memory — for the session", () => {
    const msgs = [row(1, 'user', [{ type: 'text', text: 'Bump the version to 2.4.0, update the CHANGELOG and create the git tag. Don\'t push anything.' }])];
    const notes = fillTemplate(DEFAULT_TEMPLATE, buildOfflineNotes(msgs, 2_000));
    const section = Object.fromEntries(parseSections(notes).sections.map((s) => [s.header.slice(2), s.body]))['Errors & Corrections'];
    expect(section).toContain("- For this task: Don't push anything.");
    expect(extractStatements([{ role: 'user', text: "Bump the version to 2.4.0, update the CHANGELOG and create the git tag. Don't push anything." }])).toEqual([]);
  });

  it('records a tool call the user rejected as a decision, not as an error waiting for a fix', () => {
    const msgs = [
      row(1, 'user', [{ type: 'text', text: 'the dev server does not start' }]),
      row(2, 'assistant', [{ type: 'tool_use', id: 'a', name: 'Bash', input: { command: 'mix phx.server' } }]),
      row(3, 'user', [{ type: 'tool_result', tool_use_id: 'a', content: "The user doesn't want to proceed with this tool use. The tool use was rejected.", is_error: true }]),
      row(4, 'user', [{ type: 'text', text: '[Request interrupted by user for tool use]' }]),
    ];
    const byName = Object.fromEntries(parseSections(fillTemplate(DEFAULT_TEMPLATE, buildOfflineNotes(msgs, 2_000))).sections.map((s) => [s.header.slice(2), s.body]));
    expect(byName['Errors & Corrections']).toBe('- Bash `mix phx.server` was rejected by the user');
    expect(byName['Worklog']).toContain('- #3 ✗ Bash `mix phx.server` (rejected by the user)');
  });

  it("keeps what each earlier turn's answer said, the newest within half a section, and not the words before a tool call", () => {
    const turn = (seq: number, ask: string, answer: string) => [
      row(seq, 'user', [{ type: 'text', text: ask }]),
      row(seq + 1, 'assistant', [{ type: 'text', text: 'Let me look.' }, { type: 'tool_use', id: `t${seq}`, name: 'Bash', input: { command: 'npm test' } }]),
      row(seq + 2, 'user', [{ type: 'tool_result', tool_use_id: `t${seq}`, content: 'ok' }]),
      row(seq + 3, 'assistant', [{ type: 'text', text: answer }]),
    ];
    const msgs = [
      ...turn(1, 'Why does checkout crash on an empty cart?', 'total() read items[0] without checking the cart was empty;\nit now sums with reduce.'),
      ...turn(5, 'Add a test for it.', 'Added total.test.ts with the empty-cart case.'),
      ...turn(9, 'Hide the banner for guests.', 'The banner returns null without a session user.'),
    ];
    const sections = (n: number) => buildOfflineNotes(msgs, n);
    expect(sections(2_000)['Key results']).toBe('- #4 total() read items[0] without checking the cart was empty; it now sums with reduce.\n- #8 Added total.test.ts with the empty-cart case.');
    expect(sections(2_000)['Current State']).toContain('Last answer (#12): The banner returns null without a session user.');
    // a small budget keeps the newest
    expect(sections(30)['Key results']).toBe('- #8 Added total.test.ts with the empty-cart case.');
  });
});
