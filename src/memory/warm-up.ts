// The statement forms are several hundred regular expressions, which V8 compiles the first time
// each is used: a fresh daemon's first offline extractions took ~170 ms between them, landing on
// whichever hook came then (the hooks benchmark's worst first-50 answer: 164 ms). Reading a few
// sentences of each kind pays that cost once, before the daemon takes requests (~0.3–0.4 s of its
// start): read one per turn of the event loop after it listened instead, a sentence still held
// a request that came then for up to ~70 ms.
import { extractStatements } from './offline-extract.js';

/** One sentence of each kind the forms read (rules, corrections, facts, requests, Chinese), in the user's voice. */
const SAMPLES = [
  'Always run the tests before you push.',
  'We never deploy on Fridays.',
  'I prefer short answers.',
  'Remember that the API key lives in the vault.',
  'No, use yarn instead.',
  'Please add a test for the parser in parser.test.ts.',
  'The config is in config/app.yaml.',
  'I am a backend developer and new to React.',
  'From now on, write commit messages in English.',
  "Don't push anything.",
  '以后提交前先跑测试。',
  '我们用 pnpm，不要用 npm。',
  'Thanks, that works.',
  // (deeper paths: the later English nets, a client's tags, and Chinese that passes the first forms)
  "If the build hangs it's usually the cache, clear it and rerun.",
  'heads up - the payments webhook must be idempotent, stripe retries up to 3 days.',
  '<task>\nWe always use pnpm here.\n</task>\n<environment_context>\n<cwd>/repo</cwd>\n</environment_context>',
  '订单服务现在归 Dana 管了',
  '如果本地集成测试挂了，多半是 docker 没启动',
  '线上数据库只读，千万别在上面跑写操作',
  '文件都放到桌面上了',
  // (V8 compiles a pattern again for text with characters past Latin-1: English with an emoji or a
  // Chinese word goes through every English form a second time)
  'Always run the tests before you push 👍',
  'No, never rename the 用户 table, the reports read it.',
  "We're freezing merges on Dec 15 — 谢谢. If the build hangs it's usually the cache 🙂",
  '归 Dana 管了😀 origin/main update',
];

export function warmUpStatementForms(): void {
  for (const text of SAMPLES) extractStatements([{ role: 'assistant', text: 'Done.' }, { role: 'user', text }], { withTheWorksBounds: true });
}
