// Updates of where things are kept: a kind of record ("the design mocks moved to Penpot"), a part of the code ("the auth
// code moved to packages/auth"), a kind done in another place ("… managed in the admin now"), a kind of file's folder, a
// document at another path, files kept in another named place, a kind of message sent to another chat channel.

import { CODE_MOVED_TO_A_PLACE, CODE_PLACES, DONE_IN_A_PLACE_NOW, KIND_OF_RUN, RECORD_KINDS, RECORDS_MOVED_TO, RUN_DONE, RUN_MACHINE, TABLE_MOVED_TO, WE_MOVED_CODE_TO } from '../fact-forms.js';
import { escapeRegExp } from '../regexp.js';
import { GOES_TO_ZH, MOVED_TO_ZH, PLACES_ZH } from '../statement-forms-zh.js';
import { hanPairs, searchWords, stemSet } from '../search-text.js';
import { memorySentences, memoryText, TOOLS_NAMED_IN_CHINESE } from '../supersede.js';
import { NEWS_OPENERS } from '../statement-text.js';
import { namesItWithAnother } from './said-of-it.js';

/** "the design mocks moved to Penpot", "our runbooks moved to Notion": a kind of record kept elsewhere since. */
// (the form that keeps the statement reads the same words: RECORDS_MOVED_TO)
const RECORDS_MOVED = new RegExp(String.raw`${RECORDS_MOVED_TO}(?:the\s+|our\s+)?(?<to>\S+)`, 'i');

/** "接口文档迁到 Apifox 了", "日志现在改打到 Loki 了": the same in Chinese. */
// ("日志现在都打到 Loki 了": where all of it goes, since)
// ("接口文档已经从 YApi 迁到 Apifox 了": and where it was)
// ("镜像仓库迁到阿里云 ACR 了", "告警现在改发到钉钉了": a vendor's name first, or a tool named in Chinese)
const RECORDS_MOVED_ZH = new RegExp(String.raw`^([\u4e00-\u9fff]{2,6}?)(?:(?:现在)?(?:都)?(?:已经)?(?:从\s*[A-Za-z][\w.-]*\s*)?(?:${MOVED_TO_ZH}|改发到)|现在(?:都)?(?:${GOES_TO_ZH}))\s*(?:(?:[\u4e00-\u9fff]{1,4}?\s*)?([A-Za-z][\w.-]*)|(${TOOLS_NAMED_IN_CHINESE}))`);

/** "API docs live in the repo under docs/api since the migration", "the runbooks are in Notion now", "experiments are tracked in MLflow now": where a kind of record is kept since a change. */
const RECORDS_KEPT_NOW = new RegExp(
  String.raw`^(?:the\s+|our\s+)?((?:[\w-]+\s+){0,3}?(?:${RECORD_KINDS}|experiments|metrics))\s+(?:now\s+)?(?:live|lives|are|is|are kept|is kept|are tracked|are logged|get tracked|get logged)\s+(?:now\s+)?(?:in|on|at|under)\s+(?:the\s+|our\s+)?(?!(?:a|an|this|that|my|your)\b)([\w./-]+)[^,;]*?\b(?:now|these days|nowadays|since\s+(?:the|our)\s+[\w-]+)\b`,
  'i',
);

// (and where from, when said: "docs moved from Read the Docs to GitHub Pages")
export function recordsMoved(text: string): { what: string; to: string; from?: string } | null {
  const m = RECORDS_MOVED.exec(text.trim()) ?? RECORDS_KEPT_NOW.exec(text.trim()) ?? RECORDS_MOVED_ZH.exec(text.trim());
  const from = m?.groups?.['from']?.toLowerCase();
  return m ? { what: m[1]!.toLowerCase(), to: (m.groups?.['to'] ?? m[2] ?? m[3])!.replace(/[.,;:!]+$/, '').toLowerCase(), ...(from ? { from } : {}) } : null;
}

/**
 * Whether a memory says where `what` is kept, and not that it is at `to` ("The design mocks are in Figma" after they moved
 * to Penpot) — at `from`, when the change named where it was: "hosted on Read the Docs" of "The docs are built with MkDocs
 * and hosted on Read the Docs", not what they are built with.
 */
export function keptElsewhere(content: string, what: string, to: string, from?: string): boolean {
  // ("镜像仓库用的是 Harbor", "测试环境地址是 test.acme.cn": the tool or address it is at, said in Chinese)
  // (in one sentence that names the kind: not "所有告警规则都要带 runbook 链接" with "…in this project" after it)
  if (memoryText(content).toLowerCase().includes(to)) return false;
  // (experiments and metrics only where they are said to be tracked: not "…don't worry about breaking other people's experiments")
  const trackedWhere = /^(?:experiments|metrics)$/.test(what) ? new RegExp(String.raw`\b${what}\s+(?:are\s+|get\s+)?(?:tracked|logged|kept|stored)\s+(?:in|on|to|with)\b`) : null;
  return memorySentences(content).some((sentence) => {
    const said = sentence.toLowerCase();
    if (trackedWhere) return trackedWhere.test(said);
    if (from && !said.includes(from)) return false;
    return said.includes(what) && /\b(?:are|is|live|lives|kept|tracked|in|on|at)\b|[在到放存]|用的?是|是\s*[a-z0-9]/.test(said);
  });
}

/** "the features moved to ANALYTICS.CHURN_FEATURES_V2": a table named by its version (fact-forms keeps the statement by it). */
const TABLE_MOVED = new RegExp(TABLE_MOVED_TO, 'i');
/** A version said at the end of a name: "_V2", "_v3". */
const VERSION_AT_THE_END = /_v(\d+)$/i;

/** The table a change moved to (`to`), and the name it had before its version (`before`): "analytics.churn_features". */
export function tableMovedTo(text: string): { to: string; before: string } | null {
  const to = TABLE_MOVED.exec(text.trim())?.[1]?.toLowerCase();
  // (a name without a version says nothing of the one before it)
  return to && VERSION_AT_THE_END.test(to) ? { to, before: to.replace(VERSION_AT_THE_END, '') } : null;
}

/** Whether a memory names the table as it was before, or at an older version ("Data comes from the Snowflake table ANALYTICS.CHURN_FEATURES"). */
export function namesTheOlderTable(content: string, moved: { to: string; before: string }): boolean {
  const text = memoryText(content).toLowerCase();
  const version = VERSION_AT_THE_END.exec(moved.to)![1];
  // (a bare word before the version, "orders" of "orders_v3", only with a version of its own: "the orders table" is no name)
  const bare = !/[._$]/.test(moved.before);
  return [...text.matchAll(new RegExp(String.raw`(?<![\w$.])${escapeRegExp(moved.before)}(?:_v(\d+))?(?![\w$])`, 'g'))].some((m) => m[1] !== version && (!bare || m[1] !== undefined));
}

/** "prod db moved to neon": the product a part of an environment (1) runs on since (2). */
const STORE_MOVED = /^(?:the\s+|our\s+)?((?:prod(?:uction)?|staging|main|primary)\s+(?:db|database|cache|queue|search))\s+(?:has\s+)?(?:moved|migrated|switched)\s+(?:over\s+)?(?:from\s+[\w.-]+\s+)?to\s+([\w.-]+)/i;

export function storeMovedTo(text: string): { part: string; to: string } | null {
  const m = STORE_MOVED.exec(text.trim());
  return m ? { part: m[1]!.toLowerCase().replace(/\s+/g, ' '), to: m[2]!.toLowerCase().replace(/[.,;:!]+$/, '') } : null;
}

/** Whether a memory says that part is on another product: "Prod db is planetscale" after it moved to neon. */
export function saysItIsOnAnother(content: string, said: { part: string; to: string }): boolean {
  const on = new RegExp(String.raw`\b${escapeRegExp(said.part)}\s+is\s+(?:on\s+|hosted\s+on\s+)?([\w.-]+)`, 'gi');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(on)].some((m) => m[1]!.toLowerCase() !== said.to));
}

/** A cloud region as the big providers name them: "eu-west-2", "us-east-1", "ap-southeast-1". */
const REGION = String.raw`(?:us|eu|ap|sa|ca|me|af|il|mx)-(?:north|south|east|west|central|northeast|southeast|northwest|southwest)-\d`;
/** "prod moved to eu-west-2 last week": an environment or part (1) in another region (2) since. */
const REGION_NOW = new RegExp(String.raw`^(?:the\s+|our\s+)?((?:[\w-]+\s+)?[\w-]+)\s+(?:(?:has\s+)?(?:moved|migrated)\s+(?:over\s+)?(?:to|into)|(?:is|runs|lives)\s+(?:now\s+)?in(?=[^.;]*\bnow\b))\s+(?:the\s+)?(${REGION})\b`, 'i');

export function regionNow(text: string): { part: string; region: string } | null {
  const m = REGION_NOW.exec(text.trim());
  return m ? { part: m[1]!.toLowerCase(), region: m[2]!.toLowerCase() } : null;
}

/** Whether a memory puts that part in another region: "Staging lives in the eu-west-1 account, prod in eu-central-1". */
export function inAnotherRegion(content: string, said: { part: string; region: string }): boolean {
  const placed = new RegExp(String.raw`\b${escapeRegExp(said.part)}\b[^,;.]{0,30}?\b(${REGION})\b`, 'gi');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(placed)].some((m) => m[1]!.toLowerCase() !== said.region));
}

/** "state moved to the acme-tofu-state bucket", "backups now go to the S3 bucket acme-backups": what (1) is kept in another bucket (2 or 3) since. */
const BUCKET_NOW = /^(?:the\s+|our\s+)?(?!(?:it|this|that|they|we|i|you)\b)((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:(?:has|have)\s+)?(?:(?:now|all|just|recently)\s+)?(?:been\s+)?(?:moved|migrated|went|goes|go|lives?)\s+(?:over\s+)?(?:now\s+)?(?:to|into|in)\s+(?:the\s+|a\s+|an\s+|our\s+)?(?:(?:s3|gcs|r2|minio|azure)\s+)?(?:([\w.-]+)\s+bucket\b|bucket\s+`?([\w.-]+))/i;

export function bucketNow(text: string): { what: string; bucket: string } | null {
  const m = BUCKET_NOW.exec(text.trim());
  if (!m || (!/\b(?:moved|migrated|went|now)\b/i.test(m[0]) && !/\bnow\b/i.test(text))) return null;
  return { what: m[1]!.toLowerCase(), bucket: (m[2] ?? m[3])!.toLowerCase() };
}

/** Whether a memory says `what` is kept in a bucket, and not in that one ("state lives in the S3 bucket acme-tf-state"). */
export function inOtherBucket(content: string, what: string, bucket: string): boolean {
  if (memoryText(content).toLowerCase().includes(bucket)) return false;
  const named = new RegExp(String.raw`\b${escapeRegExp(what)}\b`, 'i');
  return memorySentences(content).some((sentence) => named.test(sentence) && /\bbuckets?\b/i.test(sentence));
}

/** "the auth code moved to packages/auth": a part of the code in another repo, package or path since (fact-forms keeps it). */
const CODE_MOVED = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?${CODE_MOVED_TO_A_PLACE}`, 'i');
/** "we moved the test data to tests/testthat/fixtures": the same, said of who moved it. */
const CODE_MOVED_BY_US = new RegExp(String.raw`^${NEWS_OPENERS}${WE_MOVED_CODE_TO}`, 'i');

export function codeMoved(text: string): { part: string; place: string } | null {
  const m = CODE_MOVED.exec(text.trim()) ?? CODE_MOVED_BY_US.exec(text.trim());
  return m ? { part: m[1]!.toLowerCase(), place: placeName(m[2]!) } : null;
}

/** A repo, package or path as said, compared as one: no backticks, no trailing slash or stop, in lowercase. */
const placeName = (said: string) => said.replace(/`/g, '').replace(/[./]+$/, '').toLowerCase();

/** Where a memory says a part of the code lives: "in the design-system repo", "under services/auth", "in its own repo". */
const CODE_PLACE = new RegExp(String.raw`\b(?:lives?|is|are|sits?|kept|stored|moved|migrated|goes|go|belongs?)\s+(?:(?:now|still)\s+)?(?:in|under|inside|into|to)\s+(?:the\s+)?(${CODE_PLACES})`, 'gi');

/** Whether a memory puts the part of the code in another place than `place` ("The auth code lives in services/auth"). */
export function placesCodeElsewhere(content: string, part: string, place: string): boolean {
  const text = memoryText(content);
  const said = new RegExp(String.raw`\b${escapeRegExp(part)}\b`, 'i');
  return [...text.matchAll(CODE_PLACE)].some((m) => said.test(text.slice(Math.max(0, m.index - 40), m.index)) && placeName(m[1]!) !== place);
}

const DONE_IN_A_PLACE_NOW_READ = new RegExp(String.raw`^${NEWS_OPENERS}${DONE_IN_A_PLACE_NOW}`, 'i');

/** A kind done in another place since (the kind's stems and words, the place): "celery beat schedules are managed in the admin now". */
export function doneInAPlaceNow(text: string): { of: string[]; words: string[]; place: string } | null {
  const m = DONE_IN_A_PLACE_NOW_READ.exec(text.trim());
  const named = m ? searchWords(m[1]!, 4) : [];
  return m && named.length ? { of: named.map((w) => w.stem), words: named.map((w) => w.word), place: m[2]!.toLowerCase() } : null;
}

/** Whether a memory kept the kind (every word of it) out of that place: "Celery beat schedules are defined in code, not in the admin". */
export function keptOutOfIt(content: string, of: string[], place: string): boolean {
  const outOf = new RegExp(String.raw`\b(?:not|never)\s+(?:in|through|via|from)\s+(?:the\s+)?${escapeRegExp(place)}\b`, 'i');
  return memorySentences(content).some((sentence) => outOf.test(sentence) && of.every((w) => stemSet(sentence).has(w)));
}

/** "汇总结果以后发到企业微信群": where a kind of thing is sent (2) since (the kind, 1). */
const SENT_TO_NOW_ZH = /^([^，,。]{2,12}?)(?:以后|今后|现在)(?:都)?(?:统一)?(?:改成|改为|改)?(?:发到|发给|推到|推送到|同步到|上传到|传到)\s*([^，,。]{2,16}?)(?:里|上|中)?了?[。！!]?$/;
/** "订单现在改成从拼多多后台导出了", "回测数据改成从 Tushare 下载了": where a kind of data comes from (2) since (the kind, 1). */
const TAKEN_FROM_NOW_ZH = /^([^，,。]{2,12}?)(?:(?:以后|今后|现在)(?:都)?(?:改成|改为|换成)?|(?:改成|改为|换成))从\s*([^，,。]{2,12}?)(?:的)?(?:后台|系统|平台)?(?:导出|下载|拉取|同步|导入|拉)/;
/** "通知现在改用钉钉发了": what a kind of message is sent through (2) since (the kind, 1). */
const SENT_THROUGH_NOW_ZH = /^([^，,。]{2,12}?)(?:以后|今后|现在)?(?:都)?(?:统一)?(?:改用|改成用|换成用|改成通过|改为通过|改走)\s*([^，,。]{2,10}?)(?:来)?(?:发|发送|推送)了?[。！!]?$/;
/** Where a memory sends a kind of thing, or takes it from: "…发到钉钉群里给老板看" (钉钉群), "…从淘宝后台导出来" (淘宝). */
// ("发短信给班长": by a text message to someone)
const SENT_TO_SAID_ZH = /(?:发到|发给|推到|推送到|同步到|上传到|传到|(?:发短信|发消息|发邮件|打电话)给)\s*([^，,。]{2,16}?)(?=里|上|中|给|[，,。！!]|$)/g;
const TAKEN_FROM_SAID_ZH = /从\s*([^，,。]{2,12}?)(?:的)?(?:后台|系统|平台)?(?:导出|下载|拉取|同步|导入|拉)/g;
/** What a memory sends a kind of thing through: "通知都是通过企业微信发的" (企业微信). */
const SENT_THROUGH_SAID_ZH = /(?:通过|用|走)\s*([^，,。]{2,10}?)(?:来)?(?:发|发送|推送)/g;

/** Where a kind of thing goes to, or comes from, since a change: the kind's character pairs, which way, and the place. */
export function sentOrTakenNowZh(text: string): { pairs: string[]; way: 'to' | 'from' | 'through'; place: string } | null {
  const to = SENT_TO_NOW_ZH.exec(text.trim());
  const from = to ? null : TAKEN_FROM_NOW_ZH.exec(text.trim());
  const through = to ?? from ? null : SENT_THROUGH_NOW_ZH.exec(text.trim());
  const m = to ?? from ?? through;
  const pairs = m ? hanPairs(m[1]!.replace(/表格$|数据$|的$/, '')) : [];
  return m && pairs.length > 0 ? { pairs, way: to ? 'to' : from ? 'from' : 'through', place: m[2]!.replace(/里$/, '') } : null;
}

/** Whether a memory sends the same kind (one of its character pairs) elsewhere, takes it from elsewhere, or sends it through another. */
export function sendsOrTakesElsewhereZh(content: string, said: { pairs: string[]; way: 'to' | 'from' | 'through'; place: string }): boolean {
  const where = { to: SENT_TO_SAID_ZH, from: TAKEN_FROM_SAID_ZH, through: SENT_THROUGH_SAID_ZH }[said.way];
  // (sent through: the kind named before the channel, "通知都是通过企业微信发的" — not "我们用小程序给家长发通知", which says what
  // the user's own app does)
  const kindBefore = (sentence: string, at: number) => said.way !== 'through' || said.pairs.some((p) => sentence.slice(0, at).includes(p));
  return memorySentences(content).some((sentence) => said.pairs.some((p) => sentence.includes(p)) && [...sentence.matchAll(where)].some((m) => m[1]!.replace(/里$/, '') !== said.place && kindBefore(sentence, m.index!)));
}

/** "界面预制体以后统一放到 Art/UI/Prefabs": where a kind of file goes from a day on (the kind's character pairs, the path). */
// ("检测报告现在放到 OSS 的 lab-reports 目录了": a folder named in a store, 3)
const PLACED_NOW_ZH = /^([^，,。]{2,12}?)(?:以后|今后|现在)(?:都)?(?:统一)?(?:放到|放在|挪到|移到|迁到|改放到)\s*(?:([A-Za-z][\w.-]*(?:\/[\w.-]+)+\/?)|(?:[A-Za-z][\w.-]*\s*的\s*)?([A-Za-z][\w.-]*)\s*(?:目录|文件夹|桶))/;

export function placedNowZh(text: string): { pairs: string[]; path: string } | null {
  const m = PLACED_NOW_ZH.exec(text.trim());
  const pairs = m ? hanPairs(m[1]!) : [];
  return m && pairs.length > 0 ? { pairs, path: (m[2] ?? m[3])!.replace(/\/$/, '').toLowerCase() } : null;
}

/** Whether a memory puts the same kind (two of its character pairs, or its one) in another folder: "每个界面的预制体都放在 Prefabs/UI 下面". */
export function placesElsewhereZh(content: string, pairs: string[], path: string): boolean {
  return memoryText(content)
    .split(/(?<=[。！!？?])|\n+/)
    .some((sentence) => {
      const shared = pairs.filter((p) => sentence.includes(p)).length;
      if (shared < Math.min(2, pairs.length)) return false;
      // (a folder in a store is named by itself: "放在阿里云 OSS 的 reports 目录里")
      const folders = [...sentence.matchAll(/(?:放到|放在|放进|写在|存在)[^，,。]{0,8}?的\s*([A-Za-z][\w.-]*)\s*(?:目录|文件夹|桶)/g)].map((h) => h[1]!);
      const paths = [...sentence.matchAll(/(?:放到|放在|放进|写在|存在)\s*([A-Za-z][\w.-]*(?:\/[\w.-]+)*\/?)/g)].map((h) => h[1]!);
      return [...folders, ...(folders.length ? [] : paths)].some((h) => h.replace(/\/$/, '').toLowerCase() !== path);
    });
}

/** "training runs go on the H100 box now": where a kind of run (1) is done since, on a machine named by its first word (2). */
const RUNS_ON_NOW = new RegExp(
  String.raw`^(?:the\s+|our\s+|all\s+)?(${KIND_OF_RUN})\s+(?:now\s+)?${RUN_DONE}\s+(?:now\s+)?on\s+(?:the\s+|our\s+)?([\w.-]+)(?:\s+[\w.-]+)?\s+${RUN_MACHINE}\b[^,;]*?\bnow\b`,
  'i',
);

export function runsOnNow(text: string): { what: string; on: string } | null {
  const m = RUNS_ON_NOW.exec(text.trim());
  return m ? { what: m[1]!.toLowerCase().replace(/\s+/g, ' '), on: m[2]!.toLowerCase() } : null;
}

/** The machine a sentence first says a run is done on (the first: "…, not on the shared T4s" after it is where it is not). */
const RUN_ON_A_MACHINE = new RegExp(String.raw`\b${RUN_DONE}\s+on\s+(?:the\s+|our\s+)?([\w.-]+)(?:\s+[\w.-]+)?\s+${RUN_MACHINE}\b`, 'i');

/** Whether a memory puts that kind of run on another machine: "Training runs go on the A100 box, not on the shared T4s". */
export function runsOnOther(content: string, what: string, on: string): boolean {
  return memorySentences(content).some((sentence) => {
    const machine = sentence.toLowerCase().includes(what) ? RUN_ON_A_MACHINE.exec(sentence)?.[1] : undefined;
    return machine !== undefined && machine.toLowerCase() !== on;
  });
}

/** A document in the repo by its path: "docs/protocol-v4.pdf". */
const DOCUMENT_PATH = String.raw`\b[\w.-]+\/[\w./-]*\.(?:pdf|md|docx?|html?|txt|adoc|rst)\b`;
/**
 * "the protocol spec is v4 now, docs/protocol-v4.pdf", "the style guide is in docs/style-v2.md now": the document a kind of
 * work follows (1), at another path (2) since.
 */
const DOCUMENT_NOW = new RegExp(
  String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)((?:[\w-]+\s+){0,2}(?:spec|specification|datasheet|manual|style guide|design doc|requirements doc))\s+(?=[^;]*\bnow\b)(?:is|lives|moved|has moved)\b[^;/]{0,30}?(?:[,:]\s*|\s+(?:in|at|to|under)\s+)\`?(${DOCUMENT_PATH})`,
  'i',
);

export function documentNow(text: string): { of: string[]; path: string } | null {
  const m = DOCUMENT_NOW.exec(text.trim());
  return m ? { of: [...stemSet(m[1]!)], path: m[2]!.toLowerCase() } : null;
}

/** Whether a memory names that document (every word of it) at another path: "The instrument protocol spec is the PDF in docs/protocol-v3.pdf". */
export function documentElsewhere(content: string, of: string[], path: string): boolean {
  return namesItWithAnother(content, of, new RegExp(DOCUMENT_PATH, 'gi'), (m) => m[0].toLowerCase() !== path);
}

/** "I moved the raw footage to /Volumes/Archive": a kind of data (1) moved to a path on disk (2). */
const MOVED_TO_A_PATH = /^(?:i|we)(?:'ve| have)?\s+(?:just\s+|recently\s+)?moved\s+(?:the\s+|our\s+|my\s+|all\s+(?:the\s+)?)?((?:[\w-]+\s+){0,2}[\w-]+)\s+to\s+((?:~|\/)[\w./-]*[\w/])/i;
/** A path on disk in what a memory says: "/Volumes/Footage", "~/data". */
const PATH_SAID = /(?<![\w:/.~-])(?:~|\/)[\w.-]+(?:\/[\w.-]+)+|(?<![\w:/.~-])\/[\w-]{2,}(?=[\s,.;]|$)/g;

/** "the music library moved to /srv/library on the new server": the same, said of the data (1) that moved, to its path (2). */
const DATA_MOVED_TO_A_PATH = /^(?:the|our|all(?:\s+the)?)\s+((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:has\s+|have\s+)?(?:just\s+|recently\s+)?moved\s+to\s+((?:~|\/)[\w./-]*[\w/])/i;

export function movedToAPath(text: string): { of: string[]; path: string } | null {
  const m = MOVED_TO_A_PATH.exec(text.trim()) ?? DATA_MOVED_TO_A_PATH.exec(text.trim());
  const of = m ? [...stemSet(m[1]!)].filter((w) => !/^(?:the|our|my|all)$/.test(w)) : [];
  return m && of.length ? { of, path: m[2]!.replace(/\/$/, '').toLowerCase() } : null;
}

/** Whether a memory keeps that kind of data (every word of it) at another path: "Raw footage lives … at /Volumes/Footage". */
export function keptAtAnotherPath(content: string, said: { of: string[]; path: string }): boolean {
  return namesItWithAnother(content, said.of, PATH_SAID, (m) => m[0].replace(/[./]+$/, '').toLowerCase() !== said.path);
}

/** "we moved the tracks to a Dropbox folder": things of the work (1) moved to a service named by its capital (2). */
const MOVED_TO_A_SERVICE =
  /^(?:[Ii]|[Ww]e)(?:'ve| have)?\s+(?:just\s+|recently\s+|finally\s+)?moved\s+(?:the\s+|our\s+|my\s+|all\s+(?:the\s+|our\s+)?)((?:[\w-]+\s+){0,2}[\w-]+s)\s+(?:over\s+)?to\s+(?:a\s+|an\s+|the\s+|our\s+)?([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?)(?=\s+(?:folder|account|drive|workspace|space|site|library|share|bucket)\b|[\s,.;!]|$)/;
/** Where a memory says things are shared or kept, a service by its capital: "shared through a Google Drive folder", "kept on OneDrive". */
const SHARED_OR_KEPT_IN = /\b(?:shared|kept|stored|saved|uploaded|hosted|synced|backed up|put|posted|live|lives|go|goes)\s+(?:through|via|in|on|to|with)\s+(?:a\s+|an\s+|the\s+|our\s+)?(\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)/gu;

export function movedToAService(text: string): { of: string[]; service: string } | null {
  const m = MOVED_TO_A_SERVICE.exec(text.trim());
  const of = m ? [...stemSet(m[1]!)] : [];
  return m && of.length ? { of, service: m[2]!.toLowerCase() } : null;
}

/** Whether a memory shares or keeps those things (every word of them) through another service ("Tracks are shared through a Google Drive folder …"). */
export function sharedThroughAnother(content: string, said: { of: string[]; service: string }): boolean {
  return namesItWithAnother(content, said.of, SHARED_OR_KEPT_IN, (m) => m[1]!.toLowerCase() !== said.service);
}

/** "提货点搬到 5 号楼的快递柜旁边了": a place (1) moved to another spot (2). */
const PLACE_MOVED_ZH = new RegExp(String.raw`^(${PLACES_ZH})(?:现在)?(?:已经)?(?:${MOVED_TO_ZH}|移到)(?:了)?\s*([^，,。]{2,20}?)了?[。！!]?$`);

export function placeMovedZh(text: string): { place: string; to: string } | null {
  const m = PLACE_MOVED_ZH.exec(text.trim());
  return m ? { place: m[1]!, to: m[2]!.replace(/\s+/g, '') } : null;
}

/** Whether a memory puts that place at another spot: "提货点在 3 号楼大堂". */
export function placesItElsewhereZh(content: string, said: { place: string; to: string }): boolean {
  const at = new RegExp(String.raw`${said.place}(?:在|设在|是)\s*([^，,。；;]{2,20})`, 'g');
  return [...memoryText(content).matchAll(at)].some((m) => m[1]!.replace(/\s+/g, '') !== said.to);
}

/** "服务器迁移了，新的 IP 是 10.20.5.8": a new address (2) of a kind (1), said in Chinese. */
const NEW_ADDRESS_ZH = /(?:^|[，,]\s*)(?:新的?|现在的?)\s*(IP|ip|地址|域名|端口)\s*(?:是|改成|换成|为|[:：])\s*([\w.:/-]+)/;

export function addressNowZh(text: string): { kind: string; value: string } | null {
  const m = NEW_ADDRESS_ZH.exec(text.trim());
  return m ? { kind: m[1]!, value: m[2]!.toLowerCase() } : null;
}

/** Whether a memory gives that kind of address another value: "…，IP 是 10.20.3.15". */
export function givesAnotherAddressZh(content: string, said: { kind: string; value: string }): boolean {
  const at = new RegExp(String.raw`${escapeRegExp(said.kind)}\s*(?:是|为|[:：])\s*([\w.:/-]+)`, 'gi');
  return [...memoryText(content).matchAll(at)].some((m) => m[1]!.toLowerCase().replace(/[.]+$/, '') !== said.value);
}

/** Kinds of files a project keeps outside its code. */
const FILE_KINDS = String.raw`(?:files|data|datasets|exports|photos|images|assets|recordings|backups|dumps|documents|spreadsheets|raw data|scans)`;
/** "the survey files are on SharePoint now": a kind of files (1) kept in a named place (2) since. */
const FILES_KEPT_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:[Tt]he\s+|[Oo]ur\s+|[Aa]ll\s+(?:the\s+)?)?((?:[\w-]+\s+){0,2}${FILE_KINDS})\s+(?:are|live|are kept|are stored|sit)\s+(?:on|in)\s+(\p{Lu}[\w.-]*(?:\s+\p{Lu}[\w.-]*)?)\s+now\b`, 'u');

export function filesKeptNow(text: string): { of: string[]; words: string[]; place: string } | null {
  const m = FILES_KEPT_NOW.exec(text.trim());
  const of = m ? [...stemSet(m[1]!)] : [];
  // (found by the words as written: a file's text holds "survey", not the stem "survei")
  return m && of.length ? { of, words: m[1]!.toLowerCase().split(/\s+/), place: m[2]!.toLowerCase() } : null;
}

/** Whether a memory keeps that kind of files (every word of it) somewhere else: "The raw survey files are on the shared drive under Surveys/2024, …". */
export function filesKeptElsewhere(content: string, of: string[], place: string): boolean {
  const kept = /\b(?:are|live|are kept|are stored|sit)\s+(?:on|in)\s+((?:the\s+|our\s+|a\s+)?[\w.-]+(?:\s+[\w.-]+){0,2})/gi;
  return namesItWithAnother(content, of, kept, (m) => !m[1]!.toLowerCase().includes(place));
}

/** "results go to #ml-evals now": a kind of message (1) sent to another chat channel (2) since. */
const CHANNEL_NOW = /^(?:the\s+|our\s+|all\s+)?((?:[\w-]+\s+){0,2}?[\w-]+)\s+(?:now\s+)?(?:go|goes|are posted|get posted|is posted|are sent|get sent)\s+(?:now\s+)?to\s+(#[\w-]+)\s+now\b/i;

export function channelNow(text: string): { of: string[]; channel: string } | null {
  const m = CHANNEL_NOW.exec(text.trim());
  const of = m ? [...stemSet(m[1]!)] : [];
  return m && of.length ? { of, channel: m[2]!.toLowerCase() } : null;
}

/** Whether a memory sends that kind (every word of it) to another channel: "Results are posted to #eval-results every night". */
export function postsToOtherChannel(content: string, of: string[], channel: string): boolean {
  return namesItWithAnother(content, of, /#[\w-]+/g, (m) => m[0].toLowerCase() !== channel);
}

/** A machine the work runs on, by up to two words before its kind ("the old Windows 7 PC", "the Linux workstation"). */
const A_MACHINE = String.raw`(?:the|our|one|a|an|my)\s+((?:[\w.-]+\s+){0,3}?(?:pc|computer|machine|laptop|workstation|server|box|mac|mac mini|nuc|pi|nas|vps|droplet))\b`;
/** "…, so it runs on the Linux workstation now": a machine (1) something runs on since. */
const RUNS_ON_A_MACHINE_NOW = new RegExp(String.raw`\b(?:runs?|works?)\s+on\s+${A_MACHINE}\s+now\b`, 'i');
/** Words of what runs that name no part of it. */
const NOT_OF_THE_PART = stemSet('we i it so the a an our with one now then and that this replaced switched moved changed');

/** "we replaced the GPIB adapter with a USB one, so it runs on the Linux workstation now", "we moved Home Assistant to an Intel NUC": the machine, and what runs on it (stems). */
/** "we moved Home Assistant to an Intel NUC": what runs (1) moved onto a machine (2). */
const MOVED_ONTO_A_MACHINE = new RegExp(String.raw`^(?:we|i)(?:'ve| have)?\s+(?:just\s+|finally\s+)?moved\s+([^,;]{2,40}?)\s+(?:over\s+)?(?:to|onto)\s+${A_MACHINE}`, 'i');

export function machineNow(text: string): { machine: string; of: string[] } | null {
  const moved = MOVED_ONTO_A_MACHINE.exec(text.trim());
  if (moved) {
    const of = [...stemSet(moved[1]!)].filter((w) => w.length >= 3 && !NOT_OF_THE_PART.has(w));
    return of.length ? { machine: moved[2]!.toLowerCase(), of } : null;
  }
  const m = RUNS_ON_A_MACHINE_NOW.exec(text);
  if (!m) return null;
  const of = [...stemSet(text.slice(0, m.index))].filter((w) => w.length >= 3 && !NOT_OF_THE_PART.has(w));
  return of.length ? { machine: m[1]!.toLowerCase(), of } : null;
}

/** Whether a memory has a part of it (a word of it) run only on another machine: "The GPIB adapter only works on the old Windows 7 PC …". */
export function runsOnAnotherMachine(content: string, said: { machine: string; of: string[] }): boolean {
  const on = new RegExp(String.raw`\b(?:runs?|works?)\s+(?:only\s+)?on\s+${A_MACHINE}`, 'gi');
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return said.of.some((w) => stems.has(w)) && [...sentence.matchAll(on)].some((m) => m[1]!.toLowerCase() !== said.machine);
  });
}

/** Words of a source or a thing that name no part of it. */
const SOURCE_FILLER = stemSet('the our own a an my their its now from list lists');

/** "handicaps come from our own club list now": where a kind of thing (1) comes from (2) since. */
const COMES_FROM_NOW = /^(?:the\s+|our\s+)?((?:[\w-]+\s+)?[\w-]+)\s+(?:come|comes|are taken|is taken|are pulled|is pulled|are read|is read)\s+from\s+([^,;]{2,40}?)\s+now\b/i;

export function sourceNow(text: string): { of: string[]; from: string[] } | null {
  const m = COMES_FROM_NOW.exec(text.trim());
  if (!m) return null;
  const of = [...stemSet(m[1]!)].filter((w) => !SOURCE_FILLER.has(w));
  const from = [...stemSet(m[2]!)].filter((w) => !SOURCE_FILLER.has(w));
  return of.length && from.length ? { of, from } : null;
}

/** Whether a memory has that kind (every word) come from another source, none of whose words the new one has: "… from the RYA list". */
export function comesFromElsewhere(content: string, said: { of: string[]; from: string[] }): boolean {
  // (a memory that names the new source already is read by the forms that retire what it turned down: "…, don't switch it
  // to GitHub releases")
  const named = stemSet(memoryText(content));
  if (said.from.every((w) => named.has(w))) return false;
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    if (!said.of.every((w) => stems.has(w))) return false;
    return [...sentence.matchAll(/\bfrom\s+((?:[\w&'-]+\s+){0,3}[\w&'-]+)/gi)].some((m) => {
      const other = [...stemSet(m[1]!)].filter((w) => !SOURCE_FILLER.has(w));
      return other.length > 0 && !other.some((w) => said.from.includes(w));
    });
  });
}

/** "the letterhead template is templates/letterhead-2025.docx now": a file of a kind (1) at another path (2) since. */
const FILE_AT_A_PATH_NOW = /^(?:the\s+|our\s+)?((?:[\w-]+\s+){0,2}[\w-]+)\s+(?:is|lives in|lives at|is at|is in|moved to)\s+`?((?:[\w.-]+\/)+[\w.-]+)`?\s+now\b/i;

export function fileAtAPathNow(text: string): { of: string[]; path: string } | null {
  const m = FILE_AT_A_PATH_NOW.exec(text.trim());
  if (!m) return null;
  const of = [...stemSet(m[1]!)].filter((w) => !SOURCE_FILLER.has(w));
  return of.length ? { of, path: m[2]!.toLowerCase() } : null;
}

/** Whether a memory names that file (every word of its kind) at another path: "… the firm's letterhead template in templates/letterhead.docx". */
export function fileAtAnotherPath(content: string, said: { of: string[]; path: string }): boolean {
  return memorySentences(content).some((sentence) => {
    const stems = stemSet(sentence);
    return said.of.every((w) => stems.has(w)) && [...sentence.matchAll(/(?<![\w/.-])((?:[\w.-]+\/)+[\w.-]*\w)/g)].some((m) => m[1]!.toLowerCase() !== said.path);
  });
}
