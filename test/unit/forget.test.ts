import { describe, expect, it } from 'vitest';
import { forgetRequest, markForgotten, memoriesToForget } from '../../src/memory/forget.js';
import { subjectStems } from '../../src/memory/statement-files.js';
import { parseMemory, renderMemory } from '../../src/memory/frontmatter.js';

describe('a request to forget', () => {
  it('names what is to be forgotten, and not a task, a reminder or nothing', () => {
    const asked = ['please forget that we use pnpm', "stop remembering that I'm in Berlin", 'you can forget the rule about emojis in commits', 'delete the memory about the vpn', 'can you forget that I am in PST?', "forget what I said about the staging freeze, it's over", '忘掉关于预发冻结的那条', '别再记我的时区了', 'please forget my timezone'];
    expect(asked.map(forgetRequest)).toEqual(['we use pnpm', "I'm in Berlin", 'emojis in commits', 'the vpn', 'I am in PST', 'the staging freeze', '预发冻结', '我的时区', 'my timezone']);
    const not = ['forget it', 'forget about it', 'forget what I just said', "don't forget to run the tests", 'forget the last command', 'forget the previous approach and use a map instead', 'forget to commit', 'why did you forget the flag?', 'forget my last message', 'forget that I asked', 'forget that we ever talked about this', "forget about the cache, it's fine", 'forget the cache', '忘了吧', '忘记这个'];
    expect(not.map(forgetRequest)).toEqual(not.map(() => null));
  });

  it('finds the memory that holds every word named and is explained most by them', () => {
    const memories = [
      { item: 'pnpm', stems: subjectStems('We use pnpm in this repo, never npm') },
      { item: 'bun', stems: subjectStems('We switched from pnpm to bun last week, the lockfile kept breaking') },
      { item: 'berlin', stems: subjectStems("I'm in Berlin, so use CET when you talk about times") },
    ];
    expect(memoriesToForget(subjectStems('we use pnpm'), memories)).toEqual(['pnpm']);
    expect(memoriesToForget(subjectStems("I'm in Berlin"), memories)).toEqual(['berlin']);
    expect(memoriesToForget(subjectStems('the vpn'), memories)).toEqual([]);
    // a word of the same family counts: a time zone named by its abbreviation
    expect(memoriesToForget(subjectStems('my timezone'), memories)).toEqual(['berlin']);
  });

  it('marks the memory superseded with what the user said, keeping its text', () => {
    const before = renderMemory({ name: 'We use pnpm', description: 'We use pnpm in this repo, never npm.', type: 'feedback' }, 'We use pnpm in this repo, never npm.\n');
    const after = parseMemory(markForgotten(before, 'Please forget that we use pnpm.', '2026-11-30'));
    expect(after.description).toBe('(superseded 2026-11-30) We use pnpm in this repo, never npm.');
    expect(after.body).toBe('\n**Superseded on 2026-11-30:** the user asked to forget it ("Please forget that we use pnpm."). Kept for its history; delete it once nothing in it holds.\n\nWe use pnpm in this repo, never npm.\n');
  });
});
