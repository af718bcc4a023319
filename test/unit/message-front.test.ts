import { describe, expect, it } from 'vitest';
import { readFront } from '../../src/memory/message-front.js';

describe("a user's message read from its front", () => {
  it('reads a greeting, then words said in passing or for emphasis, and leaves the rest', () => {
    expect(readFront('Hey Claude, btw we deploy from the release branch only')).toEqual({
      typedAs: 'Hey Claude, btw we deploy from the release branch only',
      greeting: 'Hey Claude, ',
      inPassing: 'btw ',
      rest: 'we deploy from the release branch only',
    });
    expect(readFront('yo claude, IMPORTANT: never push to main').rest).toBe('never push to main');
    expect(readFront('ok so the login page crashes').rest).toBe('the login page crashes');
  });

  it('spells shorthand out and reads Chinese small talk away first', () => {
    expect(readFront('pls dont touch the lockfile').rest).toBe("please don't touch the lockfile");
    expect(readFront('对了，端口是 3000哈').rest).toBe('端口是 3000');
  });

  it('leaves a greeting to the team and a message without an opening as typed', () => {
    expect(readFront('Hey all, the standup moves to 10am').greeting).toBe('');
    expect(readFront('we use pnpm')).toMatchObject({ greeting: '', inPassing: '', rest: 'we use pnpm' });
  });
});
