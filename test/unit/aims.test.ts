// What the project is for and why, and what it decided: the aims forms, and the aims of the work at hand they leave.
import { describe, expect, it } from 'vitest';
import { checkedPage, checkedPageZh, projectAim, projectAimZh } from '../../src/memory/aims.js';

describe('aims', () => {
  it('reads a goal of a period, why ongoing work is done, and what the team keeps or will not do', () => {
    for (const said of [
      'the goal this quarter is getting p95 latency under 200ms',
      'our goal for Q1 is to get the checkout conversion above 3%',
      "this quarter's priority is reliability, not new features",
      'our main goal is to cut the AWS bill in half this year',
      'the target for the launch is 10k concurrent users',
      "the reason we're rewriting auth is the SOC2 audit, not tech debt",
      'the whole point of the migration is to get off the legacy Oracle licence',
      "we're moving to kafka mainly because the current queue can't replay events",
      "we're not doing microservices, the monolith stays",
      "we're sticking with postgres, no mongo",
      "we won't support IE11, don't bother with polyfills",
      'the big customer this quarter is Globex, anything that touches exports matters for them',
    ]) expect(projectAim(said), said).toBe(true);
    expect(checkedPage('the dashboard I check for API health is grafana.internal/d/api-latency')).toBe(true);
    expect(checkedPage('I check grafana.internal/d/api-latency when the API feels slow')).toBe(true);
  });

  it('leaves the aim of the work at hand', () => {
    for (const said of [
      'the goal is to make this test pass',
      'the goal of this function is to parse dates',
      'the reason the test fails is the timezone',
      "the reason we're seeing 500s is the cache",
      'our goal is to finish this today',
      'our goal is to fix the flaky test',
      'our goal is to get this merged',
      "we're not doing that",
      "we're sticking with it",
      "we're moving the button because the design changed",
      "we're rewriting the parse function because it's too slow",
      "we're replacing the for loop because of the lint rule",
      'the big customer is mad',
    ]) expect(projectAim(said), said).toBe(false);
    expect(checkedPage('I check the logs when it fails')).toBe(false);
  });

  it('reads the same in Chinese', () => {
    for (const said of ['这个季度的目标是把 p95 延迟降到 200ms 以内', '我们今年的重点是稳定性，不加新功能', '我们不搞微服务，单体就够了', '我们坚持用 Postgres，不上 MongoDB', '最大的客户是 Globex，导出相关的改动要小心']) {
      expect(projectAimZh(said), said).toBe(true);
    }
    for (const said of ['这个函数的目标是解析日期', '我们不搞这个，太麻烦了', '我们还是用这个方案吧', '最大的问题是性能']) expect(projectAimZh(said), said).toBe(false);
    expect(checkedPageZh('看接口健康我一般看 grafana.internal/d/api-latency')).toBe(true);
  });
});
