import { describe, expect, it } from 'vitest';
import { sessionTitle } from '../../src/memory/session-title.js';

describe('a session title without a model', () => {
  it('names the work, not how it was asked: greeting, words in passing, label and request wrapping read away', () => {
    expect(sessionTitle('Hey Claude, can you fix the flaky test in users.test.ts? It times out on CI.')).toBe('Fix the flaky test in users.test.ts');
    expect(sessionTitle('hi! please add pagination to the users list endpoint')).toBe('Add pagination to the users list endpoint');
    expect(sessionTitle('Could you please refactor the auth middleware to use the new session store')).toBe('Refactor the auth middleware to use the new session store');
    expect(sessionTitle('I need you to migrate the payments service from Stripe v2 to v3')).toBe('Migrate the payments service from Stripe v2 to v3');
    expect(sessionTitle("Hello! I'd like you to add dark mode support to the settings page.")).toBe('Add dark mode support to the settings page');
    expect(sessionTitle('btw can u bump eslint to v9')).toBe('Bump eslint to v9');
    expect(sessionTitle('yo claude, the CI is red again, take a look')).toBe('The CI is red again take a look');
    expect(sessionTitle('hey, quick question: why does the build take 4 minutes?')).toBe('Why does the build take 4 minutes');
    expect(sessionTitle('Bug: the export button does nothing on Safari')).toBe('The export button does nothing on Safari');
    expect(sessionTitle('你好，请帮我给用户列表加分页')).toBe('给用户列表加分页');
    expect(sessionTitle('麻烦帮我看一下为什么构建这么慢')).toBe('看一下为什么构建这么慢');
  });

  it('leaves a request that opens with its subject as typed, and words that only look like a wrapping', () => {
    expect(sessionTitle('the refund endpoint returns 500 when the order has no payment, can you look?')).toBe('the refund endpoint returns 500 when the order has no payment');
    // (shorthand spelled out, but the case as typed: nothing was read away from its front)
    expect(sessionTitle('mix phx.server doesnt seem to start')).toBe("mix phx.server doesn't seem to start");
    expect(sessionTitle("Let's add a --dry-run flag to the deploy script")).toBe("Let's add a --dry-run flag to the deploy script");
    expect(sessionTitle('Hi all, here is the release note for this week')).toBe('Hi all here is the release note for this week');
    // (请求 is a request, 帮助 help, 能源 energy: no wrapping)
    expect(sessionTitle('请求超时的问题需要排查一下')).toBe('请求超时的问题需要排查一下');
    expect(sessionTitle('帮助文档里的链接坏了')).toBe('帮助文档里的链接坏了');
    // (a Chinese sentence ends at 。 with no space after it, and a clause is long enough by its characters; a colon leads on)
    expect(sessionTitle('帮我修一下登录页的样式。顺便看看注册页')).toBe('修一下登录页的样式');
    expect(sessionTitle('帮我给订单列表加个导出 Excel 的功能。我们后端是 Spring Boot 2.7')).toBe('给订单列表加个导出 Excel 的功能');
    expect(sessionTitle('请帮我写一个脚本：把 logs 目录下 7 天前的日志删掉')).toBe('写一个脚本 把 logs 目录下 7 天前的日志删掉');
    expect(sessionTitle('能源模块的单元测试挂了')).toBe('能源模块的单元测试挂了');
    // (a label only before a clause of its own)
    expect(sessionTitle('Bug: 500 on login')).toBe('Bug 500 on login');
  });

  it('ends the first clause outside quotes and code, not at a colon inside an error message', () => {
    expect(sessionTitle('I\'m getting "TypeError: Cannot read properties of undefined" in Dashboard.tsx. It started today.')).toBe(
      'I\'m getting TypeError Cannot read properties of undefined in Dashboard.tsx',
    );
    expect(sessionTitle('the `retry: 3` option in `ci.yml` is ignored, please check')).toBe('the retry 3 option in ci.yml is ignored');
  });

  it('titles by the sentence that asks for the work when the message opens with context, not by one that names only what came before', () => {
    expect(sessionTitle("ok so here's the deal. we're building a B2B invoicing app in Next.js 14. I want you to add a page where admins can see all invoices across orgs.")).toBe(
      'Add a page where admins can see all invoices across orgs',
    );
    expect(sessionTitle('Before you start: this repo is a monorepo managed with turborepo. Now, please add a health check endpoint to apps/api.')).toBe(
      'Add a health check endpoint to apps/api',
    );
    expect(sessionTitle('So I have a bug where the websocket disconnects every 30 seconds. Can you look into it?')).toBe('I have a bug where the websocket disconnects every 30 seconds');
    // (a path keeps its slash; quotes around it go)
    expect(sessionTitle("the loader can't open '/app/config.json' on startup")).toBe("the loader can't open /app/config.json on startup");
  });

  it('titles a message that is only a greeting or only a wrapping by what was typed', () => {
    expect(sessionTitle('hi claude!')).toBe('hi claude');
    expect(sessionTitle('')).toBe('');
  });
});
