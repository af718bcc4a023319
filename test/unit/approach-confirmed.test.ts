import { describe, expect, it } from 'vitest';
import { approachConfirmed, presentOf } from '../../src/memory/approach-confirmed.js';
import { keptAfter } from '../helpers/replies.js';

const kept = keptAfter;

describe('a way of working the user confirms', () => {
  it('keeps what the agent said it did, made an order, when the user says to keep doing it', () => {
    expect(kept('I split the change into three commits, one per module.', 'perfect, keep doing that')).toEqual([['feedback', 'Split the change into three commits, one per module.']]);
    expect(kept('I ran only the tests for the file I changed.', 'yes, always do it like that')).toEqual([['feedback', 'Run only the tests for the file you changed.']]);
    expect(kept('Done. I renamed the helpers to match the module names and kept the old exports as aliases.', "exactly, that's how we like it")).toEqual([
      ['feedback', 'Rename the helpers to match the module names and keep the old exports as aliases.'],
    ]);
    // (with the kind of work it holds for)
    expect(kept('I split the change into three commits, one per module.', 'keep doing that for anything over 300 lines')).toEqual([
      ['feedback', 'Split the change into three commits, one per module, for anything over 300 lines.'],
    ]);
    // (the rest of the message is read as usual)
    expect(kept('I created a separate migration for the index.', 'love it, keep doing that. Also, we never use raw SQL in views.').map(([, t]) => t)).toEqual([
      'Create a separate migration for the index.',
      'We never use raw SQL in views.',
    ]);
  });

  it("keeps the way when the user says to do it everywhere, always, for every one of a kind, or like that from now on", () => {
    expect(kept('I extracted the validation into a zod schema.', 'nice, do that everywhere')).toEqual([['feedback', 'Extract the validation into a zod schema.']]);
    expect(kept('I split the PR into three smaller ones.', 'love this, always do that')).toEqual([['feedback', 'Split the PR into three smaller ones.']]);
    expect(kept('I wrapped the handler in a try/catch and logged the error with the request id.', 'perfect, do it like that for every handler')).toEqual([
      ['feedback', 'Wrap the handler in a try/catch and log the error with the request id, for every handler.'],
    ]);
    expect(kept('I wrote the commit message in imperative mood.', 'yes, exactly like that from now on')).toEqual([['feedback', 'Write the commit message in imperative mood.']]);
    // (what only points back names nothing when the agent's words do not say what it did: once kept as "Exactly like that.")
    for (const user of ['nice, do that everywhere', 'yes, exactly like that from now on', 'love this, always do that']) expect(kept('Done.', user), user).toEqual([]);
  });

  it('keeps nothing when what was confirmed cannot be told, or is only the task', () => {
    const none: Array<[string, string]> = [
      ["I've updated the handler and added a test. I also bumped the version.", 'great, keep doing that'], // which of them?
      ['I noticed the config was stale.', 'nice, keep doing that'], // seen, not done
      ['I fixed it.', 'perfect, keep doing that'], // this one thing
      ['I updated the code.', 'great, keep doing that'], // says nothing
      ["I've made the following changes:\n- one\n- two", 'great, keep doing that'], // a list's heading
      ['I wrote the docstring in Google style.', 'keep doing that for the rest of the files'], // the task at hand
      ['I added type hints to the new functions.', 'keep doing that for this PR'],
      ['I added type hints to the new functions.', 'keep doing that for now'],
      ['I restarted the server to pick up the config.', 'ok keep going'],
      ['Here is the updated file.', 'keep doing that'],
    ];
    for (const [agent, user] of none) expect(kept(agent, user), `${agent} — ${user}`).toEqual([]);
    expect(approachConfirmed('thanks', 'I split the change into three commits, one per module.')).toBeNull();
    // ("this way" alone names nothing: it was once kept as "Always do it like that.")
    for (const user of ['yes, always do it like that', 'always do it this way', 'from now on do it like this']) expect(kept('Done.', user), user).toEqual([]);
  });

  it('reads the same in Chinese', () => {
    expect(kept('我把改动拆成了三个提交，每个模块一个。', '很好，以后都这样做')).toEqual([['feedback', '把改动拆成三个提交，每个模块一个。']]);
    expect(kept('我先写了一个失败的测试，再修了这个 bug。', '不错，以后就这么来')).toEqual([['feedback', '先写一个失败的测试，再修这个 bug。']]);
    expect(kept('我用表格对比了两个方案。', '对，保持这样')).toEqual([['feedback', '用表格对比两个方案。']]);
    for (const [agent, user] of [
      ['我把它删了。', '很好，以后都这样做'], // the one thing at hand
      ['我发现配置文件过期了。', '很好，以后都这样做'], // seen, not done
      ['我把改动拆成了三个提交。我还更新了文档。', '好的，以后都这样做'], // which of them?
      ['我改好了。', '好的'],
      ['我把改动拆成了三个提交，每个模块一个。', '很好，以后都这样做，然后把 README 也改了'], // the confirmation, then more work
    ]) expect(kept(agent!, user!), `${agent} — ${user}`).toEqual([]);
    // ("this, from now on" names nothing of its own: it was once kept as "都这样做。")
    for (const user of ['以后都这样做', '好的，以后就这么写']) expect(kept('Done.', user), user).toEqual([]);
  });

  it('reads the present of a past form by its ending', () => {
    const pairs = 'split:split wrote:write added:add created:create quoted:quote tried:try stopped:stop committed:commit used:use merged:merge changed:change handled:handle named:name scoped:scope renamed:rename compared:compare combined:combine included:include required:require ignored:ignore reused:reuse released:release developed:develop modeled:model edited:edit opened:open ordered:order refactored:refactor loaded:load fixed:fix kept:keep disabled:disable enabled:enable doubled:double labeled:label installed:install told:tell said:say sold:sell paid:pay caught:catch threw:throw';
    for (const pair of pairs.split(' ')) {
      const [past, present] = pair.split(':');
      expect(presentOf(past!), past).toBe(present);
    }
  });
});
