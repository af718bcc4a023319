import { describe, expect, it } from 'vitest';
import { expandForIndex, searchWords, stemSet } from '../../src/memory/search-text.js';

describe('search words', () => {
  it('splits code identifiers into their parts, and leaves plain words whole', () => {
    expect(expandForIndex('call getUserName with MAX_RETRIES on HTTPServer v2beta, then deploy')).toBe(
      'call getUserName with MAX_RETRIES on HTTPServer v2beta, then deploy\nget User Name HTTP Server v 2 beta',
    );
    expect(expandForIndex('plain words only, Capitalised too')).toBe('plain words only, Capitalised too');
    expect(searchWords('Where is parseJSON5Config used?').map((w) => w.word)).toEqual(['parsejson5config', 'parse', 'json', 'config']);
    expect([...stemSet('retryCount')]).toEqual(['retrycount', 'retri', 'count']);
  });

  it('never searches a negation for what is left of it: "I don\'t know python" is not about "Don\'t use psycopg 3"', () => {
    for (const q of ["walk me through this decorator, I don't know python that well", 'walk me through this decorator, I don’t know python that well', 'walk me through this decorator, i dont know python that well']) {
      expect(searchWords(q).map((w) => w.word), q).toEqual(['walk', 'decorator', 'know', 'python', 'well']);
    }
    expect(searchWords("why doesn't this work, it isn't the cache").map((w) => w.word)).toEqual(['work', 'cache']);
  });

  it('reads text quoted for the app to show as text to localize, in the query only (not an error, a search, a commit)', () => {
    const words = (t: string) => searchWords(t).map((w) => w.word);
    for (const t of ["please also make the empty state say 'No orders yet'", "add a 'Try again' label to the error view", 'add the "Delete account" text to the profile screen', "add a 'Retry' button"]) {
      expect(words(t)).toContain('i18n');
    }
    for (const t of ["the error says 'Invalid token' when I log in", "grep for 'TODO' in src", "commit it as 'Fix typo'", "rename it to 'FooBar'", "the test output says 'Expected 3'"]) {
      expect(words(t)).not.toContain('i18n');
    }
    expect(stemSet("add a 'Retry' button")).not.toContain('i18n');
  });

  it('reads a field named for a moment as a timestamp too, in the query only', () => {
    // "add a created_at field to the orders response" should find "all times in the API are UTC ISO 8601 strings"
    expect(searchWords('add a created_at field to the orders response').map((w) => w.word)).toContain('timestamp');
    expect(searchWords('sort by updatedAt').map((w) => w.word)).toContain('timestamp');
    expect(searchWords('make the camera lookAt the player, turnOn the light').map((w) => w.word)).not.toContain('timestamp');
    expect(stemSet('add a created_at field')).not.toContain('timestamp');
    // "帮我装一下 lodash" installs a package: 装 before its name is 安装
    expect(searchWords('帮我装一下 lodash').map((w) => w.word)).toEqual(['lodash', '安装']);
    expect(searchWords('把衣服装进箱子').map((w) => w.word)).not.toContain('安装');
  });

  it('reads Go the language as golang too, not the verb of any request', () => {
    const golang = (text: string) => searchWords(text).some((w) => w.word === 'golang');
    for (const text of ['can you explain what this Go code does?', 'which go version do we use?', "I'm not super familiar with Go, keep explanations simple", 'it is written in go', 'we are on go 1.22', 'bump go to 1.23'])
      expect(golang(text), text).toBe(true);
    for (const text of ["let's go ahead and merge it", 'go through the handlers and remove dead code', 'Go to the settings page', 'we should go with the first option', 'split refund.go into two files', 'go to line 12'])
      expect(golang(text), text).toBe(false);
    // the index holds the word too, and the stems the gate compares
    expect(expandForIndex("This repo is the checkout service, it's Go 1.22")).toMatch(/\ngolang$/);
    expect(stemSet('not familiar with Go')).toContain('golang');
  });

  it('reads C#, C++ and F# as csharp, cpp and fsharp, whose one letter no word keeps', () => {
    expect(searchWords('write the enemy AI in C# for speed').map((w) => w.word)).toContain('csharp');
    expect([...stemSet('godot 4.3, gdscript only, no c#. the tools are in C++ and F#')]).toEqual(expect.arrayContaining(['csharp', 'cpp', 'fsharp']));
    expect(expandForIndex('no c# here')).toMatch(/\ncsharp$/);
    // (not a letter before a hash or a plus that names nothing: "abc#1", "a+b")
    expect(searchWords('see issue abc#1 and a+b').map((w) => w.word)).not.toEqual(expect.arrayContaining(['csharp']));
  });

  it('reads Chinese, written without spaces, as its pairs of characters, and Latin words inside it whole', () => {
    expect(expandForIndex('提交信息都用英文写，用pnpm安装')).toBe('提交信息都用英文写，用pnpm安装\n提交 交信 信息 用英 英文 文写 安装 pnpm');
    // pairs holding a character that only joins words (的, 么, 是…) are left out
    expect(searchWords('提交信息用什么语言写？用pnpm还是npm').map((w) => w.word)).toEqual(['提交', '交信', '信息', '息用', '语言', '言写', 'pnpm', 'npm']);
    expect(stemSet('英文写')).toContain('英文');
  });

  it('gives a Chinese query the word a verb split by 个 or 一个 splits: 发个版 is 发版, 打一个包 打包', () => {
    expect(searchWords('今晚能发个版吗').map((w) => w.word)).toContain('发版');
    expect(searchWords('帮我打一个包').map((w) => w.word)).toContain('打包');
    // (not a pair with a character that only joins words: 这个版本 gives no 这版)
    expect(searchWords('这个版本有问题').map((w) => w.word)).not.toContain('这版');
  });

  it('reads signing in and out as the one word it means, not as a log or a signature', () => {
    expect(searchWords('users get logged out in the middle of the day').map((w) => w.word)).toEqual(['logout', 'users', 'middle', 'day']);
    expect(searchWords('add a sign-up page').map((w) => w.word)).toEqual(['signup', 'add', 'page']);
    expect(expandForIndex('Session tokens expire, then users log in again')).toBe('Session tokens expire, then users log in again\nlogin');
    expect(stemSet('the user signs on with sso')).toContain('signin');
    // not a call written in code, nor a signature
    expect(expandForIndex('never leave console.log in production code')).toBe('never leave console.log in production code');
    expect(searchWords('payloads are signed with hmac').map((w) => w.word)).toContain('signed');
    // "getting" is as empty as "get": it would find the memory whose file says "gets restored"
    expect(searchWords('why are the partner requests getting 429s').map((w) => w.word)).toEqual(['partner', 'requests', '429s']);
    // "rate limits", "rate-limited": also the one word a 429 or throttling relates to
    expect(expandForIndex('the api is rate-limited to 100 rps')).toBe('the api is rate-limited to 100 rps\nratelimit');
    expect(searchWords('Rate limits are per api key').map((w) => w.word)).toEqual(['ratelimit', 'rate', 'limits', 'per', 'api', 'key']);
    expect(stemSet('the success rate is low')).not.toContain('ratelimit');
    // "clang-format": a formatter, which neither "clang" (the compiler) nor "format" names
    expect(expandForIndex('run clang-format over the repo')).toBe('run clang-format over the repo\nclangformat');
    expect(searchWords('run clang-format over the repo').map((w) => w.word)).toContain('clangformat');
    // "has_many", "belongs_to": an ActiveRecord association, which "has" (a stopword) and "many" do not name
    expect(searchWords('explain what has_many :through does here').map((w) => w.word)).toEqual(['association', 'explain', 'many']);
    expect(stemSet('the order has many line items')).not.toContain('associ');
  });
});
