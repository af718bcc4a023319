import { describe, expect, it } from 'vitest';
import { withoutSmallTalkZh } from '../../src/memory/small-talk-zh.js';
import { extractStatements, standsAlone } from '../../src/memory/offline-extract.js';

const keptFrom = (text: string) => extractStatements([{ role: 'assistant', text: '好的。' }, { role: 'user', text }]).filter(standsAlone).map((st) => st.text);

describe('words said in passing around a Chinese message, read away before it is read', () => {
  it('reads away words said first, and a particle, thanks or a face said last', () => {
    expect(withoutSmallTalkZh('哦对，模型权重不进 git，放到 OSS 的 ml-models 桶里哈')).toBe('模型权重不进 git，放到 OSS 的 ml-models 桶里');
    expect(withoutSmallTalkZh('补充一下：代码评审用 Gerrit哦')).toBe('代码评审用 Gerrit');
    expect(withoutSmallTalkZh('顺便说一下，迁移脚本只放 db/migrate，谢谢！')).toBe('迁移脚本只放 db/migrate！');
    expect(withoutSmallTalkZh('以后都这么写哈。帮我改一下 🙏')).toBe('以后都这么写。帮我改一下');
    expect(withoutSmallTalkZh('端口是 3000 吗？~')).toBe('端口是 3000 吗？');
    expect(withoutSmallTalkZh('测试环境每周一重置哈哈~，谢谢啦 🙏')).toBe('测试环境每周一重置');
  });

  it('leaves words that say something, code, English and talk alone as typed', () => {
    // (a bare "对，" agrees to what the agent did; "还有人…" and "提醒通过…" are no words in passing; a suggestion and a question stay)
    for (const said of ['对，以后都这样写', '还有人在用吗', '提醒通过 Server 酱推送到微信', '用 map 吧', '这个接口还要改吗呢', '谢谢', '哈哈', 'we deploy on fridays 🙏']) expect(withoutSmallTalkZh(said)).toBe(said);
    expect(withoutSmallTalkZh('备份放在 `~/backup~` 里，别删哦')).toBe('备份放在 `~/backup~` 里，别删');
    expect(withoutSmallTalkZh('```\necho 哈哈~\n```')).toBe('```\necho 哈哈~\n```');
  });

  it('reads a message said in passing as the one said plainly: kept the same, and a request or a question still one', () => {
    expect(keptFrom('对了，模型权重不进 git，放到 OSS 的 ml-models 桶里哈')).toEqual(['模型权重不进 git，放到 OSS 的 ml-models 桶里。']);
    expect(keptFrom('提醒一下，单测覆盖率要到 80%啦')).toEqual(['单测覆盖率要到 80%。']);
    // ("另外，帮我…" asks for work as "帮我…" does: what bounds it is no rule; a question with a face is a question)
    for (const said of ['另外，帮我把日志级别调成 debug，看看登录失败的原因。不要提交这个改动。', '环境变量都以 VITE_ 开头吗~', '以后都这样做，辛苦了', '把这个文件删了，以后用不到了，谢谢']) expect(keptFrom(said)).toEqual([]);
  });
});
