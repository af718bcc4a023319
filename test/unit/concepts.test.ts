import { describe, expect, it } from 'vitest';
import { stemmer } from 'stemmer';
import { relatedWords } from '../../src/memory/concepts.js';
import { evidence, isRelevant, RELATED_WEIGHT } from '../../src/memory/recall.js';
import { searchWords, stemSet } from '../../src/memory/search-text.js';

/** `word` finds memories that say `other`: `other` is among the words related to it. */
const relates = (word: string, other: string) => expect(relatedWords(stemmer(word)).map((w) => w.word), word).toContain(other);

describe('related words', () => {
  it('links a plain word to its tool family, by stem, without itself', () => {
    const r = relatedWords(stemmer('dependencies')).map((w) => w.word);
    expect(r).toEqual(expect.arrayContaining(['pnpm', 'npm', 'yarn', 'install']));
    expect(r).not.toContain('dependencies');
    relates('vitest', 'test');
    relates('deps', 'pnpm'); // what people type
    // "add a global store for the cart" should find "it's all zustand now"; "add a new route for invoices" "the api moved to /v2"
    relates('store', 'zustand');
    relates('route', 'api');
    // "add the jsonwebtoken crate to Cargo.toml" should find "every new dependency has to pass cargo deny"
    relates('crate', 'dependency');
    relates('gem', 'dependency');
    // "add the requests library to the project" should find "dependencies are managed with poetry"
    expect(relatedWords(stemmer('library')).map((w) => w.word)).toEqual(expect.arrayContaining(['poetry', 'dependency']));
    expect(relatedWords(stemmer('tomato'))).toEqual([]);
    // "speed up this groupby apply" should find "don't use pandas apply on the big frames, it's way too slow";
    // "where do we log experiments?" should find "we switched from MLflow to Weights & Biases"
    relates('speed', 'slow');
    relates('experiments', 'mlflow');
    relates('goroutines', 'golang');
    // "store the timestamps in local time" should find "use UTC everywhere in the backend"
    relates('timestamps', 'utc');
    // "regenerate the protobuf code" should find "don't touch src/gen, buf generate overwrites it"
    relates('protobuf', 'buf');
    relates('deploy', 'argo');
    // "speed it up with some pointer tricks", "add a get_unchecked call" should find "no unsafe in this crate, ever"
    relates('pointer', 'unsafe');
    relates('unchecked', 'unsafe');
    // "count weekly active users by quarter" should find "the fiscal year now starts in January"; "add an S3 bucket for the
    // logs" "we tag every resource with owner and cost-center"; "align the reads to the reference genome" "we're on GRCh38"
    relates('quarter', 'fiscal');
    relates('bucket', 'resource');
    relates('genome', 'grch38');
    // "we had an outage last night, where do I write it up?" should find "incidents are written up in #ingest-incidents";
    // "add a timeout of 30 seconds" should find "don't hardcode sizes in handlers, all limits go in config/limits.yaml"
    relates('outage', 'incident');
    // "add a bar chart of responses by region" should find "plots go through our ggplot theme in R/theme_lab.R"
    relates('chart', 'ggplot');
    // "这个 React 组件的 useEffect 为什么会执行两次？" should find "我平时主要写后端，前端的东西不太熟，涉及前端的改动多解释一下"
    relates('react', '前端');
    // "hide the new checkout behind a toggle" should find "the feature flags are in Unleash, the project is called web-prod"
    relates('toggle', 'flag');
    relates('plots', 'matplotlib');
    relates('histogram', 'ggplot');
    relates('timeout', 'limit');
    // "switch the db driver to asyncpg" should find "don't use psycopg 3, we're pinned to psycopg2"
    relates('asyncpg', 'psycopg2');
    relates('db', 'psycopg');
    // one word in British and American spelling: "serialise the payload" should find "serialize with msgpack, not json"
    relates('serialise', 'serialize');
    relates('behaviour', 'behavior');
    relates('analyse', 'analysis');
    // "how does the kubernetes ingress route traffic?" should find "explain the infra stuff in plain terms"
    expect(relatedWords(stemmer('ingress')).map((w) => w.word)).toEqual(expect.arrayContaining(['infra', 'kubernetes']));
    // a time of day means the user's time zone: "schedule it for 9am my time" should find "I'm in CET"
    expect(relatedWords('9am').map((w) => w.word)).toEqual(expect.arrayContaining(['timezone', 'cet', 'pst', 'aest']));
    expect(relatedWords('9th')).toEqual([]);
    relates('usages', 'rg');
    relates('price', 'cents');
    relates('password', 'sops');
    relates('restoring', 'backup');
    // "add an oauth provider" should find "flag anything that touches auth"; logging is not signing in
    relates('oauth', 'auth');
    expect(relatedWords(stemmer('logged')).map((w) => w.word)).not.toContain('login');
    // "why are the partner requests getting 429s?" should find "rate limits are per api key"
    relates('429s', 'ratelimit');
    // "explain how useEffect cleanup works" should find "I'm pretty new to React, explain the frontend bits"
    relates('useeffect', 'react');
    // firmware: "explain this borrow checker error" should find "Rust is new to me"; "the adc interrupt handler
    // parses the whole packet" "keep ISR bodies short"; "run clang-format over the repo" "don't reformat the vendor files"
    relates('borrow', 'rust');
    relates('interrupt', 'isr');
    relates('heap', 'malloc');
    relates('clangformat', 'reformat');
    // rails: "explain what has_many :through does" should find "I'm a frontend person, explain the ActiveRecord stuff"
    relates('association', 'activerecord');
    // "add a last_login column to the users table" should find "schema changes go through migrations"
    relates('column', 'migration');
    // "fix the typo in the French translation of the menu" should find "the localization strings live in the Loc spreadsheet"
    relates('translation', 'localization');
    // "store the discount as a decimal in dollars" should find "all money amounts in the API are integers in cents"
    relates('dollars', 'cents');
    // "can we merge it on December 20?" should find "we're freezing the UI code on Dec 15"
    expect(relatedWords(stemmer('december')).map((w) => w.word)).toEqual(['dec']);
    expect(relatedWords(stemmer('may'))).toEqual([]);
    // "add a welcome label to the onboarding screen" should find "every user-facing string must be localized"; "add error
    // handling for a missing config file" "no unwrap() outside tests, the binary uses color-eyre now"; "加一张 banner 图"
    // "图片都放 CDN"; "画一个转化漏斗图" "图表统一用 plotly"
    relates('label', 'localization');
    relates('q3', 'fiscal');
    relates('panic', 'unwrap');
    relates('banner', '图片');
    expect(relatedWords('漏斗').map((w) => w.word)).toContain('图表');
    expect(relatedWords('详情').map((w) => w.word)).toContain('页面');
    expect(relatedWords('接口').map((w) => w.word)).toEqual(['请求']);
  });

  it('relates "translation" to "localization" and "locale", not to "locally", which the stemmer takes to the same stem', () => {
    const translation = searchWords('add a Spanish translation for the settings screen').find((w) => w.word === 'translation')!;
    translation.related = relatedWords(translation.stem);
    const gate = { words: [translation], df: new Map([[translation.stem, 0]]), docs: 10 };
    expect(evidence(gate, stemSet('The localization strings live in the Loc spreadsheet'), new Set()).matched).toEqual(['translation']);
    expect(evidence(gate, stemSet('Set the locale from the browser'), new Set()).matched).toEqual(['translation']);
    expect(evidence(gate, stemSet('Never commit goldens generated locally'), new Set()).matched).toEqual([]);
    expect(evidence(gate, stemSet('Run the local dev server on port 3000'), new Set()).matched).toEqual([]);
  });

  it('counts a related word for less than the word itself', () => {
    const words = searchWords('install');
    words[0]!.related = relatedWords(words[0]!.stem);
    const gate = { words, df: new Map([[words[0]!.stem, 0]]), docs: 10 };
    const direct = evidence(gate, new Set(), stemSet('run pnpm install'));
    const related = evidence(gate, new Set(), stemSet('always use pnpm'));
    expect(related.strength).toBeCloseTo(direct.strength * RELATED_WEIGHT);
    expect(isRelevant(related, gate)).toBe(true);
    expect(evidence(gate, new Set(), stemSet('tomatoes need sun')).matched).toEqual([]);
  });

  it('does not let the words no memory has raise the bar for the one that matches by a related word', () => {
    // "database" finds "postgres" in the memory's name; "orders", "table", "schema" are in no file
    const words = searchWords('connect to the local database and show me the orders table schema');
    const db = words.find((w) => w.word === 'database')!;
    db.related = relatedWords(db.stem).filter((r) => r.word === 'postgres');
    const df = new Map(words.map((w) => [w.stem, ['connect', 'local'].includes(w.word) ? 1 : 0]));
    const gate = { words, df, docs: 4 };
    const e = evidence(gate, stemSet('Postgres runs in docker on port 5433 here'), stemSet('Postgres runs in docker on port 5433 here, not 5432.'));
    expect(e.matched).toEqual(['database']);
    expect(isRelevant(e, gate)).toBe(true);
    // the same memory, and a query whose other words are in other memories: one related word is too little of it
    const known = { ...gate, df: new Map(words.map((w) => [w.stem, 1])) };
    expect(isRelevant(evidence(known, stemSet('Postgres runs in docker on port 5433 here'), stemSet('Postgres runs in docker.')), known)).toBe(false);
  });
});
