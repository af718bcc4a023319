import { describe, expect, it } from 'vitest';
import { keptAfter, noneKept } from '../helpers/replies.js';

const kept = keptAfter;

describe("a reply that sets the bound of the agent's act right", () => {
  it("keeps the act with the user's bound in it, and why that lasts", () => {
    expect(kept("I'll retry the request up to 10 times.", '3 is enough, the upstream rate-limits us after that')).toEqual([
      ['feedback', 'Retry the request up to 3 times: the upstream rate-limits us after that.'],
    ]);
    expect(kept("I'll cache the prices for an hour.", 'too long, prices change; five minutes at most')).toEqual([['feedback', 'Cache the prices for five minutes at most: prices change.']]);
    expect(kept("I'll cache the prices for an hour.", 'too long; five minutes at most, prices change')).toEqual([['feedback', 'Cache the prices for five minutes at most: prices change.']]);
    expect(kept("I'll set the pool to 50 connections.", 'too many, 20 max — the db has a hard limit of 100 and three services share it')).toEqual([
      ['feedback', 'Set the pool to 20 connections max: the db has a hard limit of 100 and three services share it.'],
    ]);
  });

  it('keeps nothing for a bound of this moment, without why, or when the act names two amounts', () => {
    noneKept([
      ["I'll poll every 5 seconds.", 'too often, every 30 seconds is fine'],
      ["I'll retry the request up to 10 times.", '3 is enough for now'],
      ["I'll retry the request up to 10 times.", "3 is enough, it's just a test"],
      ["I'll cache the prices for an hour.", 'too long, just do 5 minutes'],
      ["I'll wait 10 seconds and retry 3 times.", '2 is enough, the api throttles us'],
    ]);
  });

  it("keeps the act with another version of what it named, and why that lasts; not for now, nor a version of another thing", () => {
    expect(kept('Should I target ES2022?', 'no, ES2019 — some customers are on old Safari')).toEqual([['feedback', 'Target ES2019: some customers are on old Safari.']]);
    noneKept([
      ['Should I target ES2022?', 'no, ES2019 for now'],
      ['Should I target ES2022?', "no, ES2019 — it's just a test"],
      ['Should I use Python 3.13?', '3.12, the Lambda runtime is 3.12'],
    ]);
  });

  it('refuses the act when the why alone names the bound, and holds a kind that changes every few minutes as a why; not for now', () => {
    expect(kept('I set the timeout to 60 seconds.', 'too long, the gateway cuts at 30 anyway')).toEqual([['feedback', "Don't set the timeout to 60 seconds: the gateway cuts at 30."]]);
    expect(kept('I set the cache TTL to 10 minutes.', 'too long, prices change every 2 minutes')).toEqual([['feedback', "Don't set the cache TTL to 10 minutes: prices change every 2 minutes."]]);
    expect(kept('I set the poll interval to 60 seconds.', 'too slow, the dashboard promises updates within 10 seconds')).toEqual([
      ['feedback', "Don't set the poll interval to 60 seconds: the dashboard promises updates within 10 seconds."],
    ]);
    expect(kept('I set the batch size to 10000.', 'too large, the workers have 512MB and OOM above 2000 rows')).toEqual([
      ['feedback', "Don't set the batch size to 10000: the workers have 512MB and OOM above 2000 rows."],
    ]);
    noneKept([
      ['I set the batch size to 10000.', 'too large, the workers OOM today'],
      ['I set the poll interval to 60 seconds.', 'too slow, try 30'],
      ['I set the cache TTL to 10 minutes.', 'too long for now, make it 5'],
      ['I set the retry count to 10.', "too many, it's just 3 in the spec I sent"],
    ]);
  });
});
