// The statement forms are several hundred regular expressions, which V8 compiles the first time
// each is used: a fresh daemon's first offline extractions took ~170 ms between them, landing on
// whichever hook came then (the hooks benchmark's worst first-50 answer: 164 ms). Reading a few
// sentences of each kind pays that cost once, before the daemon takes requests (~0.2 s of its
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
];

export function warmUpStatementForms(): void {
  for (const text of SAMPLES) extractStatements([{ role: 'assistant', text: 'Done.' }, { role: 'user', text }], { withTheWorksBounds: true });
}
