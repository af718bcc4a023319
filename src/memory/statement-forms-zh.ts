// The same lasting statements said in Chinese: "记住…", "以后…", "不要…/别…", "总是…/必须…",
// the team's conventions ("我们从不…", "我们用 X，不用 Y"), orders scoped past the moment
// ("这个项目里…", "提交前…"), who the user is ("我是后端工程师"), preferences ("我更喜欢…"),
// freezes with their time, and where things are kept ("bug 都记录在 Linear 里"). Chatter and
// orders for the task at hand ("别担心", "先别提交", "这次用旧的") match none of them.
import type { Statement } from './statement-forms.js';
import { boundsTheWork } from './task-bound.js';
import { checkedPageZh, projectAimZh } from './aims.js';
import { PERSON_ZH, handoverZh } from './handovers.js';
import { TOOLS_NAMED_IN_CHINESE } from './supersede.js';
import { lifeFactZh } from './life-facts.js';

/** A tool named in a Chinese sentence, with its version or its second word: "Vue 3", "Element Plus", "Spring Boot". */
const TOOL_ZH = String.raw`[A-Za-z][\w.-]*(?:\s*v?\d+(?:\.\d+)*(?![\w.])|\s+[A-Z][\w.-]*)*`;
/** "串口日志波特率是 115200", "服务端口是 8080": a setting of the project and its value. */
const SETTING_VALUE_ZH = /^(?!这|那|你|我(?!们))[\u4e00-\u9fffA-Za-z ]{0,12}(?:波特率|端口|端口号|超时时间|时区|编码|字符集|分辨率|帧率|采样率|默认值|连接池大小|线程数)(?:是|为|设为|固定为|统一是|都是|统一为|固定是)\s*[\w.:+-]*\d[\w.:+-]*(?:\s*[A-Za-z%]+)?[。！!]?$/;
/** "我们后台是 Vue 3 + Element Plus，状态管理用 Pinia", "我们后端是 Spring Boot": the tools the team's parts are built on. */
const OUR_STACK_ZH = new RegExp(String.raw`^我们(?:的)?(?:这边的?)?(?:[\u4e00-\u9fff]{1,6}?(?:是|用的是|用|基于)\s*${TOOL_ZH}(?:\s*[+＋]\s*${TOOL_ZH}|\s*(?:和|与)\s*${TOOL_ZH})+|(?:前端|后端|后台|服务端|客户端|小程序|管理后台)(?:是|用的是|基于)\s*${TOOL_ZH})(?:[，,]\s*[\u4e00-\u9fff]{1,6}(?:用|走|在)\s*${TOOL_ZH})*[。！!]?$`);

type Found = Pick<Statement, 'type' | 'kind'> & { text: string };

/** Words that open a sentence without changing what it says: "另外，…", "对了，…", "好的，…", "你好，…", "不，…" (an answer). */
const LEAD_IN = /^(?:(?:先)?(?:说|讲)(?:一下|几|两|三)?(?:点|个|条)?(?:规矩|背景|约定|注意事项|要求|前提)[：:]\s*|(?:可以|行|没问题|修得对|改得对|这个先这样)[，,]\s*(?:但是?|不过)[，,]?\s*(?:长期来看|长远来看)?[，,]?\s*(?=\S)|(?:另外|还有|对了|顺便说一下|顺便|跟你说一下|和你说一下|说一下|哦|嗯|好的|好|谢谢|收到|大家好|各位好|你好|您好|嗨|哈喽|[Hh]i|[Hh]ello|[Hh]ey)[，,、：:！!。\s]*|(?:要|需要|是的|对的|对|别这样|不要这样|别这么(?:做|写|干)|(?:别|不要)(?:改|动)这个(?:文件)?|不不不|不不|不|又来了|又这样|停|停一下|不行|小心点|小心|改回去|改回来|撤回去|撤掉|回滚|我说过了|说过了|我说过|放错地方了|放错了|搞错了|说实话|老实说|坦白说|讲真)[，,。！!]\s*|注意[：:]\s*|注意(?=[\u4e00-\u9fffA-Za-z]{2})|面向(?:客户|用户|外部)的?[，,]\s*|(?:马上|赶紧|立刻|现在)(?:删掉|删了|撤回|撤掉|回滚|改回来|去掉)(?:它|吧)?[，,]\s*(?=[^，,。]{2,}(?:永远|一律|绝对|以后|从来)))+/;

/** "这个季度的目标是…", "本迭代的重点是…": what a stretch of time is for. */
const GOAL_ZH = /^(?:这个|本|下个|今年|明年)?(?:季度|月|迭代|双周|sprint|年|半年|Q[1-4])的?(?:目标|重点|OKR|核心任务)(?:是|就是)\s*\S{4,}/i;
/** "我刚转到后端，之前一直做 iOS", "我之前是做安卓的，现在转前端了". */
const CHANGED_TRADE_ZH = /^我(?:刚|最近|今年)?(?:转到|转做|转岗到|调到)\s*[^，,。]{1,10}[，,]\s*(?:之前|以前)(?:一直|主要)?(?:做|写|搞)\s*\S|^我(?:之前|以前)(?:一直|主要)?是?(?:做|写|搞)\s*[^，,。]{1,10}的?[，,]\s*(?:现在|最近|刚)(?:转|调)/;

/** "别再用 var 了": a tool or a construct named, not to be used again. */
const NOT_AGAIN_ZH = /^(?:以后)?(?:别|不要)再(?:用|引入|引|装|写)\s*[A-Za-z][\w.+#-]*/;

/** The tooling that fails, in Chinese or by its Latin name. */
const TOOLING_ZH = /(?:测试|构建|编译|打包|安装|启动|部署|流水线|CI|e2e|docker|容器|服务)/i;
/** Someone's doing, not a cause that holds: "多半是我改坏了", "是你刚才删的". */
const SOMEONES_DOING = /(?:我|你|他|她|刚才|刚刚|上次|这次)/;

/**
 * What the user knows of how the tooling fails: the usual cause ("如果本地集成测试挂了，多半是
 * docker 没启动": news) and the known fix ("构建卡在解析依赖的时候，把 node_modules/.cache 删掉重跑
 * 就行": a rule) — not a failure now ("集成测试又挂了，帮我看看").
 */
function troubleshootingZh(s: string): Pick<Found, 'type' | 'kind'> | null {
  if (REQUEST.test(s) || ASKED.test(s) || /又|再次|今天|现在/.test(s) || !TOOLING_ZH.test(s)) return null;
  const cause = /^(?:如果|要是|一旦|每次|凡是)?[^，,。]{2,24}(?:挂了|挂掉|失败了?|报错|卡住了?|跑不起来|起不来|超时)[，,]\s*(?:那)?(?:多半|一般|通常|基本上|大概率|十有八九|大多|往往|几乎都)(?:都)?是(?:因为)?\s*([^，,。]{2,30})/.exec(s);
  if (cause && !SOMEONES_DOING.test(cause[1]!)) return { type: 'project', kind: 'notice' };
  if (/(?:卡在|卡住|挂了|失败|报错|起不来|跑不起来)[^，,。]{0,20}(?:的时候|时)?[，,]\s*(?:就|直接)?(?:把|先)?[^，,。]{1,40}(?:删掉|删了|清掉|清空|清一下|重跑|重启|重装|重新安装|重新跑)/.test(s)) return { type: 'feedback', kind: 'rule' };
  return null;
}

/** A request for work ("把这些文件都放到 src/utils 下面", "…总是出问题，帮我查一下"): the task, not how things are kept. */
const REQUEST = /^(?:请)?(?:把|帮我|给我|麻烦)|帮我|帮忙|出问题|报错|为什么/;

/** Said of what was just done ("文件都放到桌面上了"): an action, not how things are kept. */
const DONE = /(?<!不)了[。！!]?$/;

/** Asked, not told: "…吗", "…呢", a question mark. */
const ASKED = /(?:吗|呢)[。！!]?$|[?？]|能不能|可不可以|要不要|是不是|有没有/;

/**
 * Tied to the moment ("先别提交", "这次用旧的", "暂时不要动"): work, not a rule. (Not the same characters
 * across two words: 项目+前缀, 实现+在 — "redis 的 key 统一加项目前缀", "重试的实现在 utils 里".)
 */
// ("不会马上" says how late a kind of thing shows, "…，刚写的数据不会马上出现", no moment)
export const MOMENT = /(?:(?<![实出表体呈发])现在|暂时|先别|先不|这次|今天|(?<![项题科条节栏数书])目前|(?<!不会)马上|等一下|刚才|这周|本周|先这样)/;

/** "别担心", "不要着急", "别客气", "不要放弃": comfort and courtesy, not a way of working. */
const COMFORT = '(?:担心|着急|急|客气|紧|管了|在意|害怕|怕|放弃|灰心|难过|生气|累|伤心)';
const NOT_RULE = new RegExp(`^(?:请)?(?:不要|别)(?:太)?${COMFORT}`);

/**
 * Someone's day or well-being ("一定要开心哦", "不要忘了晚上吃饭"): nothing about the work, unless software is named (nor a
 * weekday off: "我们店周一休息"; nor a rest of a set length a rule owes: "…必须休息四十五分钟").
 */
const LIFE = /开心|高兴|快乐|加油|注意身体|(?<!(?:周|星期|礼拜)[一二三四五六日天])休息(?!\s*(?:[一二三四五六七八九十两\d]+\s*(?:分钟|小时|天)|半(?:个)?小时))|吃饭|睡觉|晚安|早点睡|多喝水/;

/** Where a kind of record is looked up, at the end: "…的日志里查", "…上看". */
const WHERE_TO_LOOK_ZH = /在[^，,。]{2,24}(?:里|上|中)(?:查|看|找|搜)[。！!]?$/;
/** Places outside the code: trackers, dashboards, docs, chat. */
const PLACE = /(?:linear|jira|notion|confluence|grafana|sentry|datadog|pagerduty|opsgenie|slack|figma|gerrit|phabricator|zendesk|vault|1password|bitwarden|lastpass|doppler|intercom|trello|asana|kibana|cloudwatch|飞书|钉钉|语雀|企业微信|禅道|tapd|蓝湖|墨刀|即时设计|MasterGo|石墨|腾讯文档|配置中心|知识库|https?:\/\/\S+|(?:^|\s)#[\w-]+)/i;

/** A place outside the code after 在/到: "bug 都记录在 Linear 里", "告警都在 PagerDuty 里处理", "配置在 Apollo 配置中心里". */
const AT_PLACE = new RegExp(`(?:在|到)\\s*(?:[A-Za-z][\\w-]*\\s*)?${PLACE.source}`, 'i');
/** Someone who saw or found a thing there, once: "我在蓝湖上看到了新的设计稿" (not where it is kept). */
const SEEN_THERE_ZH = /^(?:我(?!们)|你|他|她)[^，,。]*?(?:看到|看见|发现|找到|遇到|碰到|收到)/;
/** What makes a sentence of where a thing is no pointer: the thing at hand (这个日志…), or not finding it there (看不到, 找不到). */
// (not the scope the work is in: "这个服务的bug在Linear的INGEST项目里跟踪")
const NOT_WHERE_IT_IS_ZH = /^[这那](?!个?(?:服务|项目|仓库|代码库|应用|系统|团队|组)的)|看不到|找不到|查不到|打不开|不见了/;
/** …and a place whose owner is said first, "链接在团队的飞书文档里" (not "我在公司的钉钉里看到报错了": someone's doing). */
const AT_SOMEONES_PLACE = new RegExp(`在\\s*[^，,。在到]{1,6}的\\s*${PLACE.source}`, 'i');
/** A job and the clock time it runs at, then what not to do meanwhile ([1]): "日终批量每天晚上十一点跑", "批量日终跑在晚上十一点，那个时间段不要发版". */
const CLOCK_TIME_ZH = String.raw`(?:每天|每晚|每日|工作日)?(?:的)?(?:晚上|凌晨|早上|夜里|夜间|下午|中午|上午)?\s*[\d一二三四五六七八九十两]+\s*点(?:半|[\d一二三四五六七八九十]+分?)?`;
const RUNS_AT_A_CLOCK_TIME_ZH = new RegExp(
  String.raw`^(?!这|那|你|我(?!们))[^，,。]{2,12}?(?:${CLOCK_TIME_ZH}(?:开始)?(?:跑|执行|运行|启动)|(?:跑|执行|运行)在${CLOCK_TIME_ZH}(?:左右)?)(?:[，,]\s*((?:那个|这个)?(?:时间段|时段|时候|期间|窗口)(?:内|里)?\s*(?:不要|别|不能|禁止|不许|不准)[^，,。]{1,12}))?[。！!]?$`,
);
const NO_CHANGE_IN_A_WINDOW_ZH = new RegExp(String.raw`^${CLOCK_TIME_ZH}\s*(?:到|至|-|~|～)\s*${CLOCK_TIME_ZH}(?:之间)?\s*(?:都)?(?:不要|别|不能|禁止|不许|不准)\s*(?:发版|发布|上线|部署|变更|重启|改配置)[。！!]?$`);
/** "要调就用梯度累积": when a kind of change is wanted, the way it is made. */
const WANTED_THEN_THE_WAY_ZH = /(?:^|[，,]\s*)(?:如果|真)?要(?:调|改|加大|调大|调高|扩容|扩|提高|增大|增加|加)[^，,。]{0,8}?(?:的话)?[，,]?\s*就?(?:用|走|改用)\s*[A-Za-z\u4e00-\u9fff][^，,。]{1,15}[。！!]?$/;
/** A threshold and what is done past it: "分数低于 0.3 直接拦截", "0.3 到 0.7 转人工审核", "金额超过 5 万的订单都要人工复核", "磁盘告警阈值是85%，超过就扩容". */
const THRESHOLD_ACTION_ZH = /(?:阈值|上限|水位|告警线)(?:是|为|设为|设在|设成)\s*\d+(?:\.\d+)?\s*(?:%|GB|G|MB|ms|秒|个)?[，,]\s*(?:超过|超出|到了|达到)(?:了|之后|以后)?(?:就|要|需要)?\s*(?:扩容|告警|报警|扩|清理|降级|限流|处理|通知|加机器)|(?:(?:低于|小于|高于|大于|超过|不到|不足|达到|>=|<=|[<>≥≤])\s*(?:\d+(?:\.\d+)?|[一二三四五六七八九十两百千万]+)|\d+(?:\.\d+)?\s*(?:到|至|-|~)\s*\d+(?:\.\d+)?(?:之间)?)\s*(?:分钱|块钱|分|%|元|块|万|次|笔|秒|毫秒|ms)?(?:以上|以下)?(?:的(?:订单|用户|请求|交易|申请|设备))?\s*(?:的)?(?:直接|就|都|会|一律|自动)?\s*(?:(?:要|需要|得)\s*)?(?:拦截|拒绝|放行|告警|报警|熔断|降级|转人工(?:审核)?|人工(?:审核|复核|介入|处理|核对)|冻结|封禁|限流|拒单)/;
/** A named system's console: "埋点数据在神策后台看", "在阿里云控制台" (not "在后台运行": in the background). */
const AT_A_CONSOLE = /在\s*(?!这|那|你|我)[\u4e00-\u9fffA-Za-z](?:[\u4e00-\u9fff\w-]|\s(?=[A-Za-z])){0,11}\s*(?:后台|控制台|管理后台|管理台)(?!运行|跑|执行|启动|挂着)/i;

/** A number as it is said, in digits or in Chinese: "2", "两个", "五十 MB", "百分之八十" (not 一定, 一样, 一些…). */
const NUMBER_ZH = String.raw`(?:\d[\d.,]*|百分之[一二三四五六七八九十]|[一二三四五六七八九十百千万两]+\s*(?:个|次|条|项|秒|毫秒|分钟|小时|天|周|个月|年|页|行|层|级|位|台|人|家|张|份|元|块|字|倍|成|%|[A-Za-z]))`;
/** "代码评审至少要两个人通过才能合并", "覆盖率不能低于 80%", "测试覆盖率低于 80% 的 MR 不让合": a threshold the team holds to. */
// ("单测覆盖率要到 80%", "单测覆盖率要 70% 以上": a share a measure must reach)
// ("PR 至少要一个人 review": how many reviews every change takes, without 才能)
const THRESHOLD_ZH = new RegExp(String.raw`(?:至少|最少)要?[^，,。]{1,12}(?:才能|才可以|才允许)|^(?:(?:现在|以后)\s*)?(?:所有的?\s*)?(?:PR|MR|合并请求|代码)\s*(?:都)?(?:至少|最少)?要\s*[一两二三四\d]+\s*(?:个人|人|个)\s*(?:review|评审|审|approve|点赞|同意)|(?:不能|不得|不可以|不允许)(?:低于|少于|超过|高于|大于|小于)\s*${NUMBER_ZH}|^(?!这|那|你|把)[^，,。]{0,8}(?:覆盖率|通过率|命中率|可用性|成功率)(?:(?:要|得|必须|需要)(?:达到|到|在|保持在|不低于)?|(?:要求|标准|门槛|底线)(?:是|为)?)\s*\d+(?:\.\d+)?\s*%\s*(?:以上)?(?:[，,]\s*(?:低于|不到|少于)[^，,。]{0,16}(?:挂|失败|红|过不了|不让合|合不了|不通过)[^，,。]{0,4})?[。！!]?$|(?:低于|少于|超过|高于|大于|小于|不到)\s*${NUMBER_ZH}\s*(?:%|％)?\s*(?:的)?\s*(?:MR|PR|合并请求|代码|提交|改动|分支)?\s*(?:都|一律)?(?:不让|不准|不许|不能|不可以|不允许|禁止)(?:合|合并|上线|发布|提交)`);
/** "我们的接口分页大小最多 100", "每个域名每秒不超过两个请求": a limit the team holds to. */
const LIMIT_ZH = new RegExp(String.raw`^(?:我们的?|所有的?)?[^，,。]{1,16}(?:最多|最大|上限(?:是|为)?|不超过)(?:返回|保留|存|支持|允许)?\s*${NUMBER_ZH}`);
/** Words of the trade: what makes a Chinese sentence about software when it names no tool in Latin letters. */
const TRADE = /代码|分录|凭证|过账|记账|对账|月结|总账|命名空间|集群|节点|容器|镜像|接口|改动|提交|\bPR\b|\bMR\b|合并请求|分页|表格|外设|固件|驱动|检索|召回|过滤|校验|客户端|服务端|错误码|设置|工作区|租户|账单|发票|结算|注销|匿名化|退款|审批|权限|验证码|会话|令牌|灰度|分区|分片|请求头|死信|数据|快照|目录|模型|特征|证书|样式|页面|截图|标签|金额|订单|下单|支付|优惠券|会员|库存|账户|余额|积分|鉴权|流量|测试|数据库|字段|环境|上线|发布|发版|TestFlight|提审|部署|提交|仓库|分支|依赖|日志|请求|组件|按钮|文案|翻译|弹窗|表单|服务|配置|密码|密钥|文件|函数|变量|命名|注释|文档|版本|缓存|队列|脚本|迁移|类型|前端|后端|线上|生产|预发|构建|编译|合并|评审|回调|幂等|重试|事务|并发|定时任务|中间件|索引|网关|负载均衡|超时|封版|扫描|漏洞|高危|停服|告警|工单|值班|越狱|收据|爬虫|代理池|落库|入库|卡号|手机号|身份证号|公众号|小程序|推送|群发|短信|照片|图片|视频|文章|通知|格式|编号|批次|上架|下架|预约|签到|课程|排班|节目|片头|片尾|剪辑|音频|响度|播客|嘉宾|字幕|参考文献|论文|章节|脚注|稿件|书稿|封面|样本|试剂|抗体|细胞|质粒|引物|冻融|实验记录|装修|施工|地板|瓷砖|油漆|墙面|橱柜|吊顶|菜地|化肥|农药|肥料|诊疗|病人|患者|医嘱|病历/;

/** How the project's system is put together, said as a standing fact. */
const SYSTEM_ZH = [
  // "user_stats表有四千万行，要分批，先在从库上跑": how big a table of the project's is, and what that asks of work on it
  /^[A-Za-z_][\w.]*\s*表(?:有|大概有|差不多有|足足有)\s*[\d一二三四五六七八九十两百千万亿]+\s*(?:万|亿)?(?:多)?行/,
  // "埋点上报到神策", "崩溃日志都上报到 Sentry": where a kind of record is reported
  /^(?:埋点|日志|监控|告警|错误|崩溃|异常|性能)(?:数据|日志|信息)?(?:都|统一)?(?:上报到|上报给|上报至|打到|发到|推到|接入)\s*(?:[A-Za-z][\w.-]*|神策|友盟|听云|阿里云|腾讯云|飞书|钉钉)/,
  // "维修师傅用的是企业微信，不用钉钉": the tool some people work in, named in Chinese, and not the other
  new RegExp(String.raw`^(?!这|那|你|我(?!们))[^，,。]{2,8}(?:都)?(?:用的是|用|统一用)\s*(?:${TOOLS_NAMED_IN_CHINESE})[，,]\s*(?:不用|不是|没有用)\s*(?:${TOOLS_NAMED_IN_CHINESE})[。！!]?$`),
  // "埋点用的是神策", "推送用极光": the tool a part is done with, named in Chinese (a Latin name is read by the stack's forms)
  // ("崩溃监控用的是 Bugly": or by its Latin name; "支付用微信支付，商户号的东西找我妈要": and whom to ask after it)
  new RegExp(String.raw`^(?:埋点|统计|推送|短信|地图|客服|监控|告警|崩溃(?:上报|监控)?|性能监控|错误监控|文档|原型|设计稿|需求|项目管理|任务管理|支付|登录|后端)(?:都|统一)?(?:用的是|用|接的是|接入的是|走的是)\s*(?:${TOOLS_NAMED_IN_CHINESE}|[A-Za-z][\w.-]*)(?:[，,]|[。！!]?$)`),
  // "设计稿在蓝湖上，有问题找设计的小林": where a kind of document is kept, by its tool (and whom to ask after it)
  new RegExp(String.raw`^(?:设计稿|设计图|原型|需求文档|接口文档|PRD|prd)(?:都|统一)?(?:在|放在)\s*(?:${TOOLS_NAMED_IN_CHINESE}|[A-Za-z][\w.-]*)\s*(?:上|里)?(?:[，,]|[。！!]?$)`),
  // "商品价格以分为单位存整数": the one form money takes
  // ("所有价格都按美分存整数": in cents, the same)
  /(?:价格|金额|余额|费用|单价|总价)[^，,。]{0,6}(?:以(?:美)?分为单位|单位(?:是|为)(?:美)?分|[用按](?:美)?分(?:来)?(?:存|表示|记))/,
  // a port: "本地的 postgres 跑在 docker 里，端口是 5433"
  /端口(?:是|为|用的是|用)\s*\d{2,5}|(?:跑|运行|监听)在\s*\d{2,5}\s*端口/,
  // the source of truth: ".env.example 是配置项的唯一来源"
  /是[^，,。]{0,12}(?:唯一(?:的|真实)?来源|唯一标准|权威来源|source of truth)/i,
  // "用户特征以特征平台为准": what decides
  /以\s*(?!你|我|他|她|这|那)[^，,。]{1,16}\s*为准/,
  // which part calls which through what: "前端通过 apps/gateway 里的 BFF 调后端"
  /^[^，,。]{1,10}(?:通过|经过|经由)[^，,。]{1,30}(?:调用?|访问|连接?|请求|连到|发到)/,
  // a known issue: "checkout.spec 里那个不稳定的测试是已知问题"
  /是(?:个|一个)?已知(?:的)?(?:问题|bug|缺陷)/i,
  // what a merge sets off: "合并到 main 会自动部署到 staging"
  /(?:合并|合|推送|推|打\s*tag|打标签)(?:到|进)\s*[A-Za-z][\w./-]*\s*(?:分支)?(?:后|之后|以后)?[，,]?\s*(?:就)?(?:会)?(?:自动)(?:部署|发布|上线|触发|构建)/i,
  // how long a change takes: "配置中心的改动要一分钟左右才生效"
  /(?:秒|分钟|小时)(?:左右|以后|之后)?才(?:生效|同步|更新|可见)/,
  // retention: "日志保留十四天，之后自动删除"
  // (or how often it is purged: "scratch目录每30天清一次")
  /保留\s*[一二三四五六七八九十两\d]+\s*(?:天|周|个月|小时)|(?:之后|以后|过期后?)自动(?:删除|清理|归档)|每\s*[一二三四五六七八九十两\d]+\s*(?:天|周|个月|小时)(?:会)?(?:清|清理|清空|删|删除)(?:一次|掉)?/,
];

/** "数据库是 MySQL 5.7", "缓存用的是 Redis 6", "我们线上是 MySQL 5.7": a part of the system, or prod itself, by its versioned product. */
const PART_BY_ITS_PRODUCT_ZH =
  /^(?:(?:我们的?|线上的?)?(?:数据库|缓存|消息队列|搜索|服务器系统|操作系统|运行环境)(?:用的)?是|(?:我们的?)?(?:线上|生产环境|生产|正式环境)的?(?:用的是|跑的是|是|用))\s*[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?\s*v?\d+(?:\.\d+)*(?:[，,。！!]|$)/;
/**
 * How a kind of thing in the software is made or handled (the English design net's counterpart):
 * what it is counted by, what it is written in, when it expires, how it is signed or stored, the
 * way it goes, and what the rest are ("限流是按 API key 算的，不是按 IP", "计费服务是用 Go 写的，其他服务都是
 * TypeScript", "会话 token 闲置 12 小时后过期"). The caller rules out requests, questions, failures,
 * the moment and the thing at hand.
 */
const DESIGN_ZH = [
  // "调度系统的遥测数据 5 秒一采，存 TDengine，保留三年": how often a kind of data is sampled, and how long it is kept
  /(?:数据|日志|指标|遥测|快照|备份|监控)[^，,。]{0,8}?(?:\d+|[一二三四五六七八九十两])\s*(?:秒|分钟|小时|天)(?:一采|采一次|采集一次|上报一次|一报|刷新一次)|保留\s*(?:\d+|[一二三四五六七八九十两半])\s*(?:天|周|个月|年)(?:[。！!]?$)/,
  /按\s*[^，,。]{1,12}?\s*(?:算|计算|计费|计数|来算|区分|隔离|分片|分区|分桶|分组|划分|路由|缓存|存储|保存|存|限流)/,
  // a default, what makes it, where in the system a kind of thing is put, what happens after failing: "默认关闭", "都由单独的 lambda 生成", "版本号放在请求头里", "失败会重试三次"
  /默认(?:关闭|开启|打开|是|为|值是|不开)/,
  // ("表格分页默认每页二十条": how many a default holds)
  new RegExp(String.raw`默认(?:每(?:页|次|批|个|条)|一页|一次|一批)\s*(?:显示|返回|拉取|加载|取|查)?\s*${NUMBER_ZH}`),
  /(?:都)?由\s*[^，,。]{1,16}(?:生成|处理|负责|发送|调度|执行|构建|发布)/,
  /^[^，,。]{2,14}(?:放在|存在|写在|记在|存到|写到|存进|写进)[^，,。]{0,8}(?:请求头|响应头|header|环境变量|配置文件|配置中心|数据库|缓存|仓库|目录|bucket|S3|OSS|vault|Redis|队列|表)(?:\s*的\s*[\w./-]+\s*(?:目录|文件夹|桶|bucket))?\s*(?:里|中|上)?(?:[，,]|[。！!]?$)/i,
  // ("数据存到 MongoDB 的 crawl 库里": where a kind of data goes, a store named before its part — after what the project is
  // built with, too: "爬虫项目用 Scrapy，数据存到 …")
  /^(?:[^，,。]{2,12}用\s*[A-Za-z][\w.+#-]*\s*[，,]\s*)?[^，,。]{2,14}(?:存在|写在|存到|写到|存进|写进)\s*(?:MongoDB|Mongo|MySQL|Postgres(?:QL)?|PG|Redis|ClickHouse|Elasticsearch|ES|Kafka|HBase|Hive|TiDB|Doris|StarRocks|OSS|S3|HDFS)\s*(?:的\s*[\w-]+\s*(?:库|表|集合|索引|桶|topic))?\s*(?:里|中|上)?(?:[，,]|[。！!]?$)/i,
  /(?:失败|超时)[，,]?\s*(?:后|之后|了)?(?:会|就)?(?:自动)?重试\s*[一二三四五六七八九十两\d]+\s*次/,
  /是用\s*[A-Za-z][\w.+#-]*\s*(?:写|实现|开发)的/,
  // "生产环境在 us-east-1 的 EKS 上": where an environment is hosted (a cloud, a platform, a region)
  // (or the project's own, said first: "部署在阿里云 ACK 上，…")
  // ("服务器在阿里云上": the machines themselves; "服务器在新加坡": or the region they are in)
  /(?:^(?:我们|服务|项目)?(?:都)?(?:部署|托管)|^(?:我们的?)?(?:云)?(?:服务器|主机|机器)(?:都)?|(?:生产|线上|预发|测试|开发|staging|prod)(?:环境)?(?:都)?(?:部署|跑|运行|托管)?)在\s*(?:[a-z]{2}-[a-z]+-\d|AWS|GCP|Azure|阿里云|腾讯云|华为云|EKS|GKE|AKS|ACK|k8s|Kubernetes|Vercel|Heroku|fly\.io|(?:新加坡|香港|东京|首尔|法兰克福|伦敦|硅谷|美西|美东|欧洲|日本|美国|德国|北京|上海|深圳|杭州|广州|成都|华东|华北|华南|海外|国内)(?:机房|区|节点)?(?:[。！!]?$|[，,]))/i,
  PART_BY_ITS_PRODUCT_ZH,
  // "线上环境的日志级别是 WARN": how a setting stands in an environment, by its value
  /^(?:线上|生产|测试|预发|预发布|开发|正式)(?:环境)?的?\s*[^，,。？?吗]{2,12}?(?:是|为|设为|设成|设置为|统一是)\s*[A-Za-z0-9][\w.%-]*(?:\s*[A-Za-z%]+)?(?:[，,。！!]|$)/,
  // "预发环境在 VPN 后面": where on the network it sits
  /在\s*(?:VPN|防火墙|内网|堡垒机|网关|负载均衡)\s*(?:后面|后边|里面|里|内|之后)/i,
  // "密钥每九十天由安全组轮换一次": what is done to it on a schedule
  /每\s*(?:[一二三四五六七八九十百两\d]+\s*)?(?:天|周|个?月|季度|年|小时)[^，,。]{0,12}(?:轮换|备份|同步|重置|清理|更新|归档|巡检|演练)/,
  // "预发的 k8s 集群晚上会缩到零": what it does at night
  /(?:晚上|夜里|夜间|每晚|周末|凌晨)(?:会|都)?(?:缩到零|缩容|关机|停机|重启|重置|清空|同步|备份)/,
  // "月度账单在每月第一个工作日早上六点跑", "发布分支每隔一周的周三切": when it runs
  /每(?:月|周|天|隔[^，,。]{1,4})[^，,。]{0,14}(?:跑|执行|运行|生成|发送|切|打|构建)(?:[，,。]|$)/,
  // "注销的用户 14 天后匿名化，不是直接删除": what happens to a kind of thing after a while
  /[一二三四五六七八九十两\d]+\s*(?:天|周|个月|年)(?:后|之后|以后)(?:会|就)?(?:自动)?(?:匿名化|删除|归档|清理|脱敏|失效)/,
  // "租户表开了行级安全": a protection switched on for a part
  /开(?:了|启了?)\s*(?:行级安全|RLS|加密|审计日志|审计|压缩|双因素认证|2FA)/i,
  // "配置优先级是环境变量高于配置文件高于默认值": what wins
  /优先级(?:是|为|：|:)?[^，,。]{0,20}(?:高于|优先于|大于|>)|优先级最(?:高|低)的是/,
  /(?:[一二三四五六七八九十两\d]+\s*(?:秒|分钟|小时|天|周|个月))(?:后|之后|以后)?(?:自动)?(?:过期|失效)|有效期(?:是|为)?\s*[一二三四五六七八九十两\d]/,
  /(?:用|使用)[^，,。]{1,16}?(?:签名|加密|哈希|校验|打标签|打 tag|命名|标记|编号)/i,
  // "我们的前端是 monorepo，用 turborepo 管理": the tool a part is run with
  /(?:用|使用)\s*[A-Za-z][\w.-]*\s*(?:来)?(?:管理|构建|打包|编排|调度)/,
  // "新页面都用 SwiftUI 写": what a kind of thing is written in
  /都(?:用|使用)\s*[A-Za-z][\w.+#-]*\s*(?:写|开发|实现|做)/,
  // "颜色只在 design tokens 包里定义": the one place it is done
  /只(?:在|能在)\s*[^，,。]{1,20}(?:里|中)?(?:定义|配置|修改|维护|写|声明)/,
  /(?:直接|都|统一)走\s*[A-Za-z\u4e00-\u9fff]/,
  /[，,]\s*其他(?:的)?[^，,。]{0,8}都是\s*[A-Za-z\u4e00-\u9fff]/,
  /[，,]\s*(?:而)?不是(?:按|用|走|在)/,
];
/**
 * The second Chinese net: how a thing of the software is, said as a standing property — "是…的"
 * (是幂等的, 是雪花算法生成的), all of a kind (都以 VITE_ 开头, 都定义在 errors.go 里), only (只记后四位), what
 * it is not (不是 Kafka, 不再重复校验, 不会真的发出去, 不走鉴权), what comes first (之前会先压缩, 先放 5% 的
 * 流量，没问题再全量), what it uses (用的是 RabbitMQ, 走的是异步队列), where it is done (在网关做). The
 * caller rules out requests, questions, failures, the moment, what is done and the thing at hand.
 */
const DECLARED_ZH = [
  /是[^，,。]{1,16}的(?:[，,。]|$)/,
  /都(?:是|以|在|用|会|要|走|由|定义|放|存|通过|经过|包|带)/,
  /只(?:记|开|用|在|能|有|支持|存|允许|保留|返回|暴露)/,
  /(?:^|[，,])\s*(?:不是|而不是|不再|不直接|不会)|不会(?:真的|直接)?(?:发|调|写|触发|扣|执行|推送|生效)/,
  /之前(?:会|都)?先/,
  /先[^，,。]{1,12}[，,]\s*(?:没问题|确认|验证|通过|稳定)(?:了|后|之后)?再/,
  /(?:用|走)的是\s*[A-Za-z\u4e00-\u9fff]/,
  // ("客户端包里不引 lodash": a library kept out of a part)
  /不(?:走|经过|用|引|引入|打包|装)\s*[A-Za-z\u4e00-\u9fff]/,
  /在\s*[^，,。]{1,10}(?:做|处理|校验|完成|统一)/,
  /在\s*[^，,。]{1,12}(?:里|中)(?:跑|执行|运行)(?:[，,。]|$)/,
  /定义在\s*[^，,。]{1,20}/,
];

/** It went wrong or is wrong: a report, not a design. */
// (not the same character in a word that names a thing: 挂载, 慢查询, 卡号, 会员卡, 不对外, 异常处理, 超时时间)
const FAILING_ZH = /空的|为空|白屏|白的|没有数据|什么都没有|看不到|打不开|不显示|没反应|挂(?!载|号|钩|件)|报错|失败(?!(?:后|之后|了)?(?:会|就)?(?:自动)?重试)|错误(?!码|信息|处理|页)|崩|慢(?!\s*(?:查询|日志|SQL))|卡(?:住|顿|死|在|了|着|得|成)|(?:很|太|好|超|有点|特别|就|会|一直|老是|总是|又)卡|(?<!没)问题|不行|不对(?!外|内|称|齐)|异常(?!处理|类)|超时(?!时间|设置|配置|阈值|参数|[，,]?\s*(?:后|之后|了)?(?:会|就)?(?:自动)?重试)|太短|太长|太多|太少|bug/i;

/** About software: a Latin word (a tool, a name in code) or a word of the trade. */
const aboutSoftware = (s: string): boolean => /[A-Za-z]/.test(s) || TRADE.test(s);

/** A sentence about software (a Latin word or a word of the trade) that is no request, failure, moment or thing done: what both fact nets ask first. */
function plainSoftwareFact(s: string): boolean {
  return aboutSoftware(s) && !MOMENT.test(s) && !REQUEST.test(s) && !DONE.test(s) && !FAILING_ZH.test(s);
}

/** What must or must not be done: said with a fact, it makes the fact a rule ("前端组件不要直接调接口，统一走 services 层"). */
/** 别 as "don't", not inside a word (错别字, 区别, 特别, 分别, 别人, 别的). */
const DONT_BIE = '(?<![错区特分类级识告性个])别(?![字人的处名称])';
/** "线上数据库只读，千万别在上面跑写操作": a fact, then the order it implies, said with weight (built once, as the next). */
const THEN_NEVER_ZH = new RegExp(`[，,]\\s*(?:所以)?(?:千万|绝对|一定)(?:别|不要|不能|不可以)(?!${COMFORT})`);
/** A clause that says how things must always be: 必须, 一律, 都要, 禁止, 不能… (not the 不能 of a question's 能不能); "改了 shader 也要在 Deck 上测", whenever a kind of thing is changed; "新功能先加 feature flag", what every new one of a kind gets first; "任何分配内存的代码都算 bug", what a kind of thing always counts as. */
const MUST_CLAUSE_ZH = new RegExp(`(?:^|[，,；;])\\s*[^，,。；;]{0,24}(?:必须|一律|统一|都要|都得|务必|禁止|不允许|不许|不准|不得|(?<!能)不能|不要|${DONT_BIE}|千万别|一定要|要先|只能|只用|只允许|只在(?=(?:工作时间|白天|晚上|周末|工作日|上班时间|[^，,。；;]{1,8}(?:里|上|时|的时候))(?:才)?(?:呼|发|跑|部署|上线|执行|通知|打|推|合|改))|(?<!我|你|他|她)需要(?!你|帮|我)|(?<![我你他她这那])要走(?!了|吗|一下)|(?<=^(?:每次)?(?:改了|动了|改动了?|改)\\s*[^，,。；;]{1,16}?)也(?:要|得)(?=在|到|跑|测|先|同步|更新)|(?<=^(?:所有|全部|每个|每一个)[^，,。；;]{1,16}?)都按(?=\s*[A-Za-z\u4e00-\u9fff])|(?<=(?:任何|所有|凡是)[^，,。；;]{2,24}?)都(?:算|当作|当成|视为)(?=\\s*(?:bug|缺陷|事故|故障|P[0-4]|阻塞))|(?<=(?:改动|变更|修改|代码|PR|MR)\\s*)要(?=[^，,。；;]{0,10}(?:复核|审核|评审|review|审批|签字|签核|把关))|(?<=^新(?:的)?(?:功能|接口|页面|模块|服务|表|字段|组件|依赖|特性|需求|迁移|脚本|配置项?|环境变量|端点|API|feature)s?\\s*)先(?=\\s*(?:加|写|做|跑|走|过|发|上|开|建|提|评审|灰度|挂|放))(?![^，,。；;]*(?:再说|看看|试试|吧|了)))`);
const MUST_ZH = new RegExp(`不要|${DONT_BIE}|禁止|(?<!能)不能|不许|必须|一律|都要|都得|务必|千万`);
/** …and, in a standing property, "only" and "always the same" too ("字段命名只能用下划线风格"; but "验证码只能用一次" is how the code is made). */
const MUST_OR_ONLY_ZH = new RegExp(`${MUST_ZH.source}|不允许|统一|一定要|要先|只能|只用`);

/** A fact of the fact nets as it is kept: a rule when `must` says what must be done, a pointer when it names where something is kept, else a notice. */
function factOrRuleZh(s: string, must: RegExp): Found {
  if (must.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  return AT_PLACE.test(s) ? { type: 'reference', kind: 'pointer', text: s } : { type: 'project', kind: 'notice', text: s };
}

/** Scope past the moment: this project, every release, before committing, from now on. */
const SCOPE = /(?:这个(?:项目|仓库|代码库|repo)|本(?:项目|仓库)|所有新的?|每次|^每(?:一)?个(?![人月])|(?:提交|推送|合并|发布|上线)(?:代码)?(?:之?前)|(?:提|发|合)\s*(?:PR|MR)\s*(?:之)?前|以后|今后)/i;

/** "代理池的配置在 Apollo 里": a setting kept in a named place, up to where the name ends (a path or a file name goes on). */
const CONFIG_KEPT_IN = /(?:配置|配置项|开关)[^，,。]{0,4}在\s*[A-Za-z][\w-]*\s*(?:里|上|中)/;

/** "你改代码之前先跟我说一下 plan，我确认了再动手": what the agent shows the user before any change (not "这个改动之前先跟我说"). */
const HOW_TO_WORK_WITH_ME_ZH = /^(?:以后)?(?:你(?:每次)?(?:改|写|动|提交|删|重构)|给我看)[^，,。这那]{0,8}(?:之前|以前|前)[，,]?\s*(?:都)?(?:要)?先(?:跟我说|和我说|给我看|告诉我|发我|问我|让我看|用一句话说|说(?:一下)?你(?:打算|准备|要))|^(?:改动|改的文件|要改的文件)(?:超过|多于|大于)[^，,。]{1,10}(?:的时候|时)?[，,]?\s*(?:要)?先(?:跟|和|找)我(?:确认|说|商量)/;
/**
 * What the user says of how the agent works: "你的回答总是太长", "你的回答太长了，说重点", "不确定的时候直接说不确定", "改动大的话先给我看方案",
 * "你又过度设计了", "每改一点就跑一遍测试没必要" (not "这个回答太长了": this one).
 */
const WORK_STYLE_ZH = [
  // "一次只问我一个问题": how the agent asks
  /^(?:请)?(?:每次|一次)(?:只|就)?问(?:我)?一个问题/,
  // "命令给我就行，我自己跑": the commands the user runs themself
  /^(?:命令|指令|脚本)(?:都)?(?:给我|发我|贴给我)(?:就行|就好|就可以)?[，,]\s*我自己(?:跑|执行|来)/,
  // "少用点 emoji": less of a flourish in every answer
  /^(?:请)?(?:少用|别用|不要用|少加|别加|不要加)(?:点|一点|些)?\s*(?:emoji|表情|感叹号|术语|客套话)[。！!]?$/i,
  // "回答尽量短，我在手机上看": how long answers are, and why
  /^(?:回答|回复|解释|总结)(?:都)?(?:尽量|请|要|保持)(?:简短|短|短一点|简洁|精简)[，,。]?/,
  /^你的(?:回答|回复|解释|总结|输出|注释|提交信息)(?:(?:总是|老是|都|一直|每次都)(?:太|有点|过于)(?:长|啰嗦|啰唆|多|短|复杂)|(?:太|有点|过于)(?:长|啰嗦|啰唆|多|复杂)了?[，,]\s*(?:以后)?(?:说重点|简短点|简单点|短一点|精简点|直接点|挑重点说))/,
  /^(?:你)?(?:不确定|拿不准|不知道|没把握)(?:的时候|时|的话)[，,]?\s*(?:就)?(?:直接)?(?:说|告诉我|问我)/,
  /^(?:改动|改得)(?:比较|很|太)?大(?:的话|的时候|时)[，,]?\s*(?:要)?先(?:给我看|跟我说|和我说|问我|让我看)/,
  /^你(?:又|总是|老是|每次都)过度(?:设计|封装|抽象)/,
  // "给我答案的时候先说结论，再说原因", "回答先说结论": the order every answer is in
  /^(?:(?:给我?)?(?:答案|回答|回复|解释|汇报)(?:的时候|时)?[，,]?\s*|(?:你)?回答(?:问题)?(?:的时候|时)?\s*)(?:都)?(?:请)?先(?:说|给|讲|写)(?:结论|答案|结果|重点)[，,]?\s*(?:再|然后|后面再)(?:说|讲|给|写|解释)(?:原因|理由|细节|过程|分析)/,
  // "每次改完都跑一下 lint 再告诉我结果": the check after every change, and that the user hears its result
  /^每次(?:改完|写完|做完|改动后|修改后|提交前)(?:之后|以后|了)?[，,]?\s*(?:都)?(?:要)?(?:先)?(?:跑|运行|执行)(?:一下|一遍)?\s*[^，,。]{2,20}?(?:再|然后)(?:告诉我|跟我说|给我看|汇报)/,
  /^每(?:次|改一点|改一下|改一处)[^，,。]{0,10}(?:就|都)(?:跑|运行)[^，,。]{0,10}(?:测试|test|lint)[^，,。]{0,6}没(?:必要|需要)/,
];
/** "写完跑一下 make lint 和 make test，两个都过了再告诉我 done": the checks that come before saying the work is done. */
const DONE_AFTER_CHECKS_ZH = /^(?:每次)?(?:写完|改完|做完)(?:之后|以后|了)?[，,]?\s*(?:都)?(?:要|先)?(?:跑|运行|执行)(?:一下|一遍)?\s*[^，,。]{2,40}[，,][^，,。]{0,10}(?:过了|通过了?|没问题)(?:之后|以后)?再(?:告诉我|跟我说|说|提交|交)/;
/** "错误要用 errors.Wrap 包一下", "时间要用 clock.Now 取": a kind of thing done with one named call, its 一下 a softener (not "我要用 redis", "这个要用 …"). */
const TOOL_FOR_A_KIND_ZH = /^(?![^。]*(?:这个|那个|这些|那些|这里|这次|明天|下午|晚上))(?!这|那|你|我(?!们)|把|先|要)[^，,。A-Za-z]{1,10}?(?:要|得|需要)(?:统一)?用\s*[A-Za-z][\w.]*\.[A-Za-z]\w*/;
/** A kind of work and the tool for it, then the other tool and the harm it does (1: the tool, 2: the other). */
const TOOL_THEN_THE_OTHER_ZH = /^(?!这|那|你|我(?!们)|把|先|要)[\u4e00-\u9fff]{2,6}(?:统一|都|一律|只)?用\s*([A-Za-z][\w.+-]*)\s*[，,]\s*(?:那个|那种|别的|其他的?)?\s*([A-Za-z][\w.+-]*)(?:\s*[\u4e00-\u9fff]{1,4}?)?\s*(?:会|太|老是|经常|容易|不支持|没法|有坑|有\s*bug)[^，,。]{1,20}[。！!]?$/i;
/** Rules said in Chinese in one form each, read when the sentence is not of the moment (classifyChinese). */
const RULES_ZH: RegExp[] = [
  // "风控规则上线要灰度，先 5% 流量观察一天": a kind of change rolled out a share at a time
  /^(?!这|那|你|我(?!们))[^，,。]{2,12}(?:上线|发布|发版|变更)(?:都)?(?:要|必须|得|需要)(?:先)?(?:灰度|灰度发布|分批|小流量)/,
  // "路由权限在 permission.ts 里配，新页面记得加": where a kind of setting is made, and that every new one needs it
  /^(?!这|那|你|我(?!们))[^，,。]{2,12}(?:都)?在\s*[\w./-]+\.\w+\s*(?:里|中)?(?:配|配置|定义|注册|声明)[^，,。]{0,4}[，,]\s*新(?:的)?[^，,。]{1,6}(?:要|都要)?(?:记得|别忘了|一定要)(?:加|配|注册|写)/,
  // "标注结果要两个人交叉审核，不一致的交给组长": how many people check every one of a kind (and what happens when they differ)
  /^(?!这|那|你|我(?!们))[^，,。]{2,10}(?:都)?(?:要|必须|需要|得)(?:至少)?(?:两|三|\d+)\s*个?人\s*(?:交叉|分别|独立)?(?:审核|标注|评审|review|复核|检查|确认)/,
  // "新关卡配置先在测试服验证，策划确认后再同步到正式服": where a kind of change is tried first, and what it waits on before it goes on
  /^(?!这|那|你|我(?!们))[^，,。]{2,12}(?:都)?(?:要|必须|得)?先(?:在|到|上)\s*[^，,。]{2,10}?(?:上|里)?(?:验证|测试|跑|试|灰度)[^，,。]{0,6}[，,]\s*[^，,。]{0,10}(?:后|之后|以后|通过后|没问题后)(?:再|才能?)\s*(?:同步|发布|上线|推|合|部署)/,
  // "nginx配置改完先nginx -t再reload": what to do first after every change of a kind, then the next step
  /^(?!这|那|你|我(?!们))[^，,。]{2,16}(?:改完|修改后|更新后|改动后|发布前|上线前)(?:之后|以后)?(?:要|都要|一定要|必须)?先\s*[^，,。]{2,24}?\s*再\s*[^，,。]{2,16}[。！!]?$/,
  // "大版本都安排在暑假上线": the season a kind of release goes out in
  /^(?!这|那|你|我(?!们))(?:大版本|大的版本|大改版|大改动|大功能|重大更新|版本)(?:都|一般|统一|一律)?(?:安排|放|集中)在\s*(?:暑假|寒假|周末|晚上|凌晨|淡季|低峰期|流量低谷|每月初|每月底|月初|月底|周[一二三四五六日天]|[\u4e00-\u9fff]{2,4}(?:期间|低谷|淡季))(?:期间)?(?:上线|发布|发版|更新|做)/,
  // "Flutter 版本锁在 3.22，升级要全组一起评估": the version a tool is held at (and who decides an upgrade)
  /^(?:我们的?)?[A-Za-z][\w.+#-]*(?:\s*(?:SDK|sdk))?\s*(?:的)?版本(?:号)?(?:都|统一|一律)?(?:锁|固定|定|锁死|钉)(?:在|到|为|成)\s*v?\d[\w.]*(?![^，,。]*(?:这次|今天|暂时|先))/,
  // "预发环境和生产共用一个 Redis，清缓存前先确认 key 前缀": what two places share, and what to do first before each step on it
  /^(?!这|那|你|我(?!们))[^，,。]{2,20}(?:和|跟|与)[^，,。]{1,12}共用(?:一个|一套|同一个|同一套)?\s*[^，,。]{1,16}[，,]\s*(?![^，,。]*(?:这次|今天|现在))[^，,。]{1,16}(?:前|之前)(?:都)?(?:先|一定要|要|必须|务必)[^，,。]{2,20}[。！!]?$/,
  TOOL_FOR_A_KIND_ZH,
  // "日志级别生产环境用warn，开发环境用debug": a setting for one environment and another for another
  /^(?!这|那|你|我)[^，,。]{0,8}?(?:生产|线上|正式|prod)(?:环境)?(?:里|上)?(?:的)?[^，,。]{0,6}?(?:用|设成|设为|是|开)\s*[A-Za-z][\w.-]*\s*(?:级别|模式)?[，,]\s*(?:开发|测试|本地|预发|staging|dev)(?:环境)?(?:里|上)?(?:的)?[^，,。]{0,6}?(?:用|设成|设为|是|开)\s*[A-Za-z][\w.-]*\s*(?:级别|模式)?[。！!]?$/i,
  // "依赖要锁版本，上次自动升级把构建搞挂了": every dependency held to one version
  /^(?:所有的?)?(?:依赖|第三方库|第三方包|包|镜像|基础镜像)(?:都)?(?:要|必须|得|一律)(?:锁|锁定|固定|写死)(?:到)?(?:具体|精确)?(?:的)?(?:版本|小版本|版本号)/,
  // "CSV要能在Excel里打开，所以用带BOM的UTF-8": a product every file of a kind must open in, and what that asks of it
  /^(?!这|那|你|我)[A-Za-z\u4e00-\u9fff]{1,12}?(?:文件|导出|报表)?(?:要|必须|得|需要)能在\s*[A-Za-z][\w.-]*\s*(?:里|中|上)?(?:正常)?(?:打开|显示|导入|使用)[，,]\s*所以(?:要|得|都)?(?:用|统一用|存成|导出成|保存为|存为)\s*\S{2,30}$/,
  // "我们的日志里不记用户邮箱", "我们从不在日志里打印token": what the team's logs or code never hold
  /^(?:我们|咱们)(?:的)?(?:日志|代码|仓库|埋点|监控|错误上报|数据库)?(?:里|中)?(?:(?:从来|一律|一般)?不|从不)(?:在[^，,。]{1,8}(?:里|中))?(?:记|存|打|写|放|打印|上传|保存|收集|上报)(?:录)?(?:任何)?(?:用户|客户|个人|明文)?(?:的)?(?:邮箱|手机号|身份证|密码|token|Token|卡号|个人信息|隐私数据|敏感信息|PII)/,
  // "每张图至少两个人标注，不一致的送给组长仲裁": how many people do a step for every one of a kind (and what happens when they differ)
  /^每(?:一)?(?:个|张|条|份|篇|次|台|批|段)[^，,。]{1,10}?(?:都)?(?:至少|最少|必须|都要|要)(?:有|由)?\s*(?:两|三|四|五|\d+)\s*个?人\s*(?:分别|独立|交叉)?(?:标注|评审|审核|review|复核|签字|检查|测试|确认|审批|看过?)/,
  // "每个版本封版后只修 P0 bug": what alone is done after every freeze of a kind
  /^(?:每个|每次)?(?:版本)?(?:封版|提测|发版|上线|冻结)(?:之)?后(?:就)?只(?:修|改|合|允许|接受|收)\s*[^，,。]{1,12}[。！!]?$/,
  // "提测之前自测用例要全部跑过": what must pass before every hand-over of a kind
  /^(?:每次)?(?:提测|上线|发版|发布|合并|提交|部署|封版|合代码)(?:之前|以前|前)[，,]?\s*[^，,。]{2,16}?(?:都)?(?:要|得|必须)(?:全部|都|先)?(?:跑过|跑通|通过|过一遍|测过|自测过?)[。！!]?$/,
  // "回归测试每周四下午做": the day and time a kind of recurring work is done
  /^(?!这|那|你|我(?!们))[\u4e00-\u9fffA-Za-z]{0,6}(?:测试|评审|复盘|例会|周会|发版|发布|上线|备份|巡检|盘点|对账)(?:都|一般|固定)?(?:在)?每(?:周|月|天)[一二三四五六日天]?(?:的)?(?:上午|下午|晚上|早上)?(?:\d{1,2}点(?:半)?)?(?:做|开|进行|跑|发)?[。！!]?$/,
  // "定时任务最频繁五分钟一次": the most often a kind of job may run
  new RegExp(String.raw`^(?![^。]*(?:这个|那个|这次))(?!这|那|你|我(?!们)|把)[^，,。]{2,10}?(?:最频繁|最多|最快)(?:也就|只能|不能超过)?\s*(?:每)?\s*${NUMBER_ZH}\s*(?:一次|跑一次)`),
  // "公共组件改之前要在群里说一声": whom a change of a kind is told to first (not "这个组件改之前…")
  /^(?![^。]*(?:这个|那个|这次))(?!这|那|你|我(?!们)|把)[^，,。]{2,10}?(?:改|动|删|升级|发布|上线)(?:之前|以前|前)(?:都)?(?:要|得|必须)(?:先)?(?:在[^，,。]{1,8}(?:里|上))?(?:说一声|通知一下|打个招呼|同步一下|告知|通知)/,
  // "生产至少 3 个副本，跨可用区": the least production runs with
  new RegExp(String.raw`^(?:线上|生产|正式|prod)(?:环境)?(?:的)?[^，,。]{0,6}?(?:至少|最少)(?:要|得)?(?:有|跑|开|保留)?\s*${NUMBER_ZH}`, 'i'),
  // "controller 只做参数校验和转发": what a layer of the code, by its name, does and nothing else
  /^(?!这|那|你|我)[A-Za-z][\w-]*\s*(?:层)?(?:里)?(?:只|只负责|只能)(?:做|管|负责|处理)\s*[^，,。了]{2,20}/,
  // "业务逻辑放 service，SQL 放 mapper": where each kind of code goes, by the layer's name
  // (not where data is kept: "抓到的数据放在 MongoDB 里" tells where it is)
  /^(?![^。]*(?:这个|那个|这次|这些|那些))(?![^，,。]*(?:数据|日志|备份))(?!这|那|你|我(?!们)|把|先|改成|改为|换成)[^，,。]{2,8}(?:都|统一)?放\s*(?:在|到)?\s*[A-Za-z][\w./-]*\s*(?:层|里|下面|目录)?(?:[，,]\s*[^，,。]{2,8}(?:都|统一)?放\s*(?:在|到)?\s*[A-Za-z][\w./-]*\s*(?:层|里|下面|目录)?)*[。！!]?$/,
  // "新配置项要同时加到 application-dev 和 application-prod 里", "新加的环境变量要同步写到 .env.example 里": every new one of a kind goes to all its places at once
  /^(?![^。]*(?:这个|那个|这次))(?!这|那|你|我(?!们)|把)(?:新|所有|每个)[^，,。]{1,10}(?:都)?要(?:同时(?:加|改|更新|写|同步|配)|同步(?:加|改|更新|写|配)?)(?:到|进|在)?/,
  // "我们不重复造轮子": a principle the team keeps
  /(?:^|[，,]\s*)我们(?:从来|一般|都|一向)?不(?:重复造轮子|造轮子|自己造轮子)/,
  // "图片按模块放，assets/images/<模块名>/ 下面": where every one of a kind goes, by what it belongs to
  /^(?![^。]*(?:这个|那个|这次|这些|那些))(?!这|那|你|我(?!们)|把|先)[^，,。]{1,8}(?:都|统一|一律)?按\s*[^，,。]{1,10}?(?:放(?![大小弃假心松过掉])|存放|分目录|分文件夹|归档)(?![^，,。]*[了吗])/,
  // "线上只打 info 以上": the lowest level logged in production
  /^(?:线上|生产|正式|prod)(?:环境)?(?:的)?(?:日志)?(?:都)?只(?:打|输出|记|保留|开)\s*(?:info|warn|warning|error|debug)\s*(?:级别)?(?:及)?以上/i,
  // "goroutine 要有上限", "外部调用都要有超时": what every one of a kind must have
  /^(?![^。]*(?:这个|那个|这次|这里))(?!这|那|你|我(?!们)|把|先)[^，,。]{1,14}(?:都)?(?:要|得|必须|需要)有(?:个)?(?:上限|超时|限流|重试|兜底|降级|熔断)[。！!]?$/,
  // "必须先跑测试再提交", "一律用 UTC": an order said as how it always is
  // (not about the work at hand: "一律先按你的方案来，有问题再改")
  /^(?:请)?(?:总是|始终|一律|务必|必须|一定要|每次都要?)(?![^，,。]*(?:你的|这个|那个|这次|这些|那些))\S{2,}/,
  // "我们从不在 main 上直接提交": what the team always or never does
  /^我们(?:总是|一直|从不|从来不|都|只|一律|不)(?:用|使用|在|把|会|写|提交|部署|合并|发布|跑|测试|删|删除|改|修改|动)/,
  // "枚举值从不删除，只标记废弃": what is never done to a kind of thing
  /^(?!这|那|你|我(?!们))[^，,。]{2,12}从(?:不|来不)(?:删|删除|改|修改|动|覆盖|复用|重用)/,
  // "…，这是规矩": said as the rule it is
  /[，,]\s*这(?:是|个是)(?:团队|我们|公司|组里|我们组)?(?:的)?(?:规矩|规定|硬性要求|铁律|规范|约定)[。！!]?$/,
  // "样式只用 tailwind": the one tool a part of the work is done with
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}只用\s*(?:[A-Za-z][\w.-]*|英文|中文|英语)/,
  // "我们分支不是这么起名的，一律用 feat/…": how it is done, said against what the agent did
  /不是这么(?:起名|命名|写|做|弄|搞|用|组织|放)的[，,]\s*(?:我们)?(?:一律|统一|都|要|得)?(?:用|是|写|放)/,
  // "你老是到处加 console.log，用 lib/log 里的 logger": a habit of the agent's and the way wanted instead
  /^你(?:老是|总是|经常|每次都)[^，,。]{1,20}[，,]\s*(?:要|请|应该)?(?:用|改用|换成|放到|写到)\s*\S/,
  // "公共类型放 packages/types，不放在 app 里": where a kind of thing goes, and where not
  /^(?!这|那|你|我(?!们))[^，,。]{1,12}(?:放|放在|放到|写在|写到)\s*[A-Za-z][\w./-]*[，,]\s*(?:不|别|不要)(?:放|写)/,
  // "改了接口的返回结构，就在同一个提交里更新 OpenAPI 文档": each time one thing changes, what else to do
  /^(?![^。]*(?:这个|那个|一下))(?:改|动|加|删|新增|修改|升级)了?[^，,。]{1,16}[，,]\s*(?:就|都|要|记得)\s*(?:在|要|得)?[^，,。]{0,14}(?:更新|同步|修改|改|加|跑|通知|升)/,
  // "周五下午不发版", "周三下午全校不排课", "周四中午以后不上线": when a kind of work is never done
  // ("发版前一天下午五点之后不合新功能": the day before a release, from an hour on; 合 said for 合并)
  /^(?:我们(?:组|团队|这边)?)?(?:每?周[一二三四五六日天](?:(?:到|至)周[一二三四五六日天])?|每?星期[一二三四五六日天]|节假日|节前|晚上|下班后|深夜|(?:发版|上线|发布)前(?:一天|两天|一周|三天)?(?:(?:下午|上午|晚上)?[\d一二三四五六七八九十]+点(?:半)?(?:之后|以后|后))?)(?:下午|上午|晚上|中午)?(?:[\d一二三四五六七八九十]+点半?)?(?:之后|以后|后)?(?:全校|全组|全公司|全员|店里)?(?:一律|都|就)?(?:不要|不|不能|禁止|别|不准)(?:发版|上线|部署|发布|合并|合代码|合(?=新功能|需求|代码|PR|MR|特性)|排课|上课|开会|营业|接单)/,
  // "退款的订单不算在销售额里": what a figure leaves out, each time it is counted
  /^(?!这|那|你|我)[^，,。]{2,10}(?:不算在|不计入|不算进|不计算在|不包含在|不包括在)[^，,。]{2,10}(?:里|中|内)?[。！!]?$/,
  // "复习按艾宾浩斯曲线安排，不要改这个算法": how a kind of thing is scheduled or counted, and to leave it so
  /^(?!这|那|你|我)[^，,。]{2,10}按\s*[^，,。]{2,12}(?:安排|计算|算|排序|分配)[，,]\s*(?:不要|别|不能)(?:改|动|换)/,
  // "设备报警要同时发短信给班长": whom every alarm of a kind goes to, and how
  /^(?!这|那|你|我)[^，,。]{0,10}(?:报警|告警|异常|故障)(?:都)?(?:要|必须|得)(?:同时)?(?:发短信|发消息|打电话|发邮件|通知|发)(?:给|到)?\s*[^，,。]{1,8}[。！!]?$/,
  // "体育课不能排在上午第一节": where a kind of thing may never be put in a schedule
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}(?:不能|不要|不许|不得|禁止)(?:排在|安排在|排到|安排到)[^，,。]{1,12}(?:[，,]|[。！!]?$)/,
  // "排好的课表要发给王主任审核": whom every one of a kind goes to for review (not "这个要发给…", this one)
  /^(?!这|那|你|我(?!们)|把)[^，,。]{2,12}(?:都)?(?:要|得|必须|需要)(?:先)?(?:发给|交给|拿给|给)\s*[^，,。]{1,8}?(?:审核|审批|确认|过目|签字|签批)(?:一下)?[。！!]?$/,
  // "安卓最低支持 API 24，用新接口要加判断": the oldest version supported, and the care it asks
  // (or said after the platform: "iOS 最低支持 14，新 API 要判断版本")
  /(?:最低支持\s*[A-Za-z][\w .-]*?|[A-Za-z][\w.-]*\s*最低(?:支持|版本)(?:是|为|到)?\s*[A-Za-z]*\s*)\d+(?:\.\d+)?[^，,。]*[，,]\s*(?:新|用|加|调)[^，,。]{0,10}(?:要|得|需要)/,
  // "需求不清楚的时候我宁愿你来问我": what to do when unsure, each time
  /(?:不清楚|不确定|拿不准|不明确)的(?:时候|地方)[^，,。]{0,6}(?:我宁愿|宁可|就|请|先)?(?:你)?(?:来)?(?:问我|找我|跟我确认)/,
  // "每次 push 都跑 gitleaks": a check run on every step of the work
  /^每次\s*(?:提交|发版|上线|部署|合并|推送|push|commit|发布|提\s*PR|提\s*MR|构建|build)\s*(?:都|都会|会)\s*(?:跑|运行|执行|扫|检查|过)(?:一遍|一次)?\s*(?![^，,。]*(?:很久|好久|半天|很慢|太慢|挺慢|失败|报错|挂|卡))[A-Za-z\u4e00-\u9fff][^，,。]{1,20}[。！!]?$/i,
  // "每次提交前把 console.log 都删掉": what to do before each step of the work, every time (not "这次提交前…")
  /^每次\s*(?:提交|发版|上线|部署|合并|推送|push|commit|发布|提\s*PR|提\s*MR)(?:代码)?(?:之前|前|以前|之后|后)[，,]?\s*(?:都)?(?:要|先|记得|得)?\s*(?:帮我)?\s*(?:把|跑|删|检查|更新|运行|执行|加|改|确认|看)/i,
  // "PR 合并前至少要两个人 approve": what a kind of work needs before it lands
  /^(?!这|那|你|我(?!们))[^，,。]{0,12}(?:合并|上线|发布|发版|部署|提交|提审)(?:代码)?(?:之)?前(?:(?!我|你)[^，,。]){0,4}(?:至少|必须|都|一定)?要\s*\S/,
  // "iOS 审核一般要两三天，所以发版前至少提前一周提审": a fact, then what it means before each release
  /[，,]\s*(?:所以|因此|因而)\s*[^，,。]{0,8}(?:合并|上线|发布|发版|部署|提交|提审)(?:代码)?(?:之)?前[^，,。]{0,4}(?:至少|必须|都|一定)?(?:要)?(?:提前|先)/,
  // "kafka 的 topic 命名规范是 业务域.表名.环境": the team's convention for a kind of thing, spelled out
  /^(?!这|那|你|我(?!们))[^，,。]{1,16}?(?:命名|格式|编码|代码|提交信息|分支|目录|接口|文案)(?:规范|约定|规则|风格)(?:是|为|：|:)\s*\S/,
  // "我们的 Git 分支命名是 feature/工单号-简述": how a kind of name is made, said without "规范", its pattern spelled out
  /^(?!这|那|你|我(?!们))[^，,。]{0,12}?(?:分支|提交信息|commit|tag|标签|版本号|表|字段|接口路径|topic|队列|桶|镜像)(?:的)?(?:命名|名|名称|格式)(?:是|为|：|:)\s*[^\s，,。]*[/_.:<>{}-][^\s，,。]*/i,
  // "…，新建的 topic 都按这个来": every new one of a kind follows what was just said
  /[，,]\s*(?:以后)?(?:新建|新加|新增|新写|新开|新起)的?\s*[^，,。]{0,10}?都(?:要|得)?(?:按|照|按照)(?:这个|这样|这个规范|这个格式|这个规则)(?:来|写|起名|命名|建)/,
  // "提交信息遵循 conventional commits 规范": the convention a kind of thing follows
  /^(?!这|那|你|我(?!们))[^，,。]{1,12}(?:遵循|遵守|按照|符合)\s*[^，,。]{1,30}?(?:规范|格式|约定|风格|标准)/,
  // "生产发布要在发布说明里写变更单号": what each of a kind of work must carry
  /^(?!这|那|你|我(?!们))[^，,。]{2,10}(?:都)?要在[^，,。]{2,16}(?:里|中|上)?(?:写|加|填|带|注明|附上)/,
  // "线上问题先回滚再排查", "线上告警先看 Grafana 的服务总览大盘，再看日志": what to do first whenever a kind of trouble comes
  /^(?:线上|生产|所有的?|遇到)[^，,。]{0,10}(?:问题|故障|事故|bug|报警|告警)[^，,。]{0,4}(?:都|一律)?先(?:[^，,。]{1,8}再|(?:看|查|找|去)[^。]{1,24}?[，,]\s*再(?:看|查|找|去))/i,
  // (not "这个仓库是订单服务": what the repository is, a fact)
  /^(?:在)?(?:这个(?:项目|仓库|代码库)|本(?:项目|仓库))(?:里|中)?[，,]?\s*(?!是)\S{4,}/,
  // "所有时间都按北京时间算": the time zone every time is kept and shown in
  /^(?:(?:所有|全部)的?)?(?:时间|时间戳|日期)(?:都|统一|一律)?(?:按|用|以)\s*(?:北京时间|东八区|UTC|GMT|[A-Z]{3,4})\s*(?:算|存|存储|显示|展示|为准)?[。！!]?$/,
  // "这个仓库只用 yarn", "变量命名统一用驼峰": a convention, said with its "only"/"always the same"
  /^(?:在)?(?:这个(?:项目|仓库|代码库)|本(?:项目|仓库))(?:里|中)?[，,]?\s*(?:只用|只能|都用|统一|一律|不用|禁止)/,
  /^[^，,。]{1,12}(?:统一|一律|固定)(?:用|使用|采用|写成|写在|放在|放到|存在|存放在|叫|命名为|设成|设为|设置为|为|是)/,
  // ("路由都用懒加载": every one of a kind of the code, said with 都)
  /^(?:所有的?|全部的?)?(?:路由|组件|页面|图片|接口|表|字段|请求|弹窗|列表|样式|模块|服务|枚举|常量|测试)(?:都|全部|全都)用\s*[^，,。？?吗呢了]{2,12}[。！!]?$/,
  // "前端打包产物超过 2M 就要拆包": a limit, and what is done past it (not "这个文件超过 2M 了", the state of one)
  // ("订单超过 48 小时没派出去就要自动告警": a time past which what has not happened yet is acted on)
  /^(?!这|那|你|我(?!们))[^，,。]{2,16}(?:超过|大于|多于|不到|低于|小于)\s*\d+(?:\.\d+)?\s*(?:[A-Za-z%个条行秒分钟天]|小时)*\s*(?:(?:还)?没[^，,。]{1,6}?)?(?:就|的话就|时就|的时候就)?(?:要|得|必须|需要|的话先|的话就先|就先)\S/,
  // "显式优于取巧", "组合优于继承": one way of writing code preferred to another
  /^(?:显式|隐式|组合|继承|可读性|简单|朴素|取巧|炫技|提前返回|卫语句|嵌套|纯函数|不可变|可变|重复|抽象|错误的抽象|小函数|清晰|简洁|直白)(?:的代码)?(?:优于|胜过|好过|优先于)(?:显式|隐式|组合|继承|可读性|简单|取巧|炫技|嵌套(?:的)?\s*if|嵌套|过早抽象|抽象|重复|性能|技巧|聪明)(?:的代码)?[。！!]?$/,
  // "一个 PR 只做一件事", "一个文件只放一个 React 组件": how much of the work one of a kind holds
  /^(?:PR\s*要小[，,]\s*)?一个\s*(?:PR|MR|提交|commit|函数|方法|文件|模块|类|迁移|测试)\s*只(?:做|改|干|管|负责|放|写|测)\s*(?:一件事|(?:一个|一张|一条|一种|一类)\s*[A-Za-z\u4e00-\u9fff][A-Za-z\u4e00-\u9fff ]{0,12})[。！!]?$/i,
  // "数据默认不可变", "字段默认私有": how every one of a kind is written unless there is a reason
  /^(?![这那你我])[\u4e00-\u9fffA-Za-z]{2,6}默认(?:都)?(?:是)?(?:不可变|私有|只读|非空|不导出|final|const)[。！!]?$/i,
  // "配置有问题就直接启动失败": fail fast on a kind of bad input
  /^(?:配置|参数|输入|环境变量)(?:有问题|不对|缺失|缺了|非法|不合法)(?:就|时|的话)(?:直接)?(?:启动失败|报错退出|退出|失败|抛错|报错)[。！!]?$/,
  // "错误往上抛，只在最外层打日志": where errors are handled
  /^(?:错误|异常)(?:都|统一)?(?:往上|向上)(?:抛|传)(?:[，,]\s*只(?:在|由)(?:最外层|顶层|入口|main|handler)(?:统一)?(?:打日志|记日志|处理|捕获))?[。！!]?$/i,
  // "按功能分目录，不按层分": how the code is grouped into folders
  /^(?:代码|目录|文件)?按\s*(?:功能|业务|模块|特性|领域|层)\s*(?:分目录|组织|划分|拆分|分)(?:[，,]\s*不按\s*(?:层|功能|类型|技术)\s*(?:分|组织|划分)?)?[。！!]?$/,
  // "所有路由都带结尾斜杠": what every one of a kind carries
  /^(?:所有的?|每个)\s*(?:路由|接口|请求|响应|事件|消息|日志|表|文件名|分支名|提交信息|URL|url)\s*都(?:要)?带(?:上)?\s*(?![^，,。]*(?:了|吗|呢))[^，,。]{2,12}[。！!]?$/i,
  // "热修复从发布 tag 拉分支，不从 main 拉": where a kind of branch is cut from, and not
  /^(?:热修复|hotfix|修复分支|发布分支|功能分支|release\s*分支)[^，,。]{0,4}从\s*[^，,。]{2,12}?\s*拉(?:分支)?[，,]\s*不(?:要)?从\s*[A-Za-z\u4e00-\u9fff]+\s*拉/i,
  // "App Store 的版本先走 TestFlight，至少内测一周": the step every one of a kind goes through first, and for how long
  /^(?!这|那|你|我(?!们))[^，,。]{2,16}?(?:都)?先走\s*[A-Za-z\u4e00-\u9fff][^，,。]{1,16}[，,]\s*(?:至少|最少)[^，,。]{2,12}[。！!]?$/,
  // "超过 90 天的功能开关在清理迭代里删掉": how long a kind of thing is kept before it goes (not "这个开关超过 90 天了")
  /^超过\s*(?:\d+|[一二三四五六七八九十两]+)\s*(?:天|周|个月|年)(?:没(?:用|动|更新|改)(?:过)?)?的\s*(?![^，,。]*(?:这|那|昨天|前天|今天|刚|被|误|已经))[^，,。]{2,24}?\s*(?:都|会|要|就|一律|统一)?(?:在[^，,。]{2,12}?(?:里|中|时))?\s*(?:都|会|要|统一)?(?:删掉|删除|清理掉?|下线|归档|移除)[。！!]?$/,
  // "改了 billing 目录的 PR 要两个人审批": the review a change to a part needs
  /^(?:改了|改动|动了|涉及|碰了?)\s*[^，,。]{1,20}?的\s*(?:PR|MR|提交|改动)\s*(?:都)?(?:要|必须|得|需要)\s*(?:至少)?\s*(?:两|三|2|3)\s*个人?\s*(?:审批|审核|review|approve|批准|看过|评审)/i,
  // "我们用 Apollo 管配置": the tool a need is met with, said with what it manages
  /^我们(?:统一|都|一直)?用\s*[A-Za-z][\w.-]*\s*(?:来)?(?:管|管理|做|跑|存|部署|发布|调度|监控|处理)(?!一下)[^，,。？?吗呢]{1,8}$/,
  // "解释代码的时候多举例子": how the user wants a kind of answer (not "解释这段代码的时候…", this one)
  /^(?:以后)?(?:解释|讲解|回答|说明|讲)(?!这|那)[^，,。这那]{0,6}(?:的时候|时)[，,]?\s*(?:都)?(?:多|少|尽量|记得)\s*\S{2,}/,
  // "缓存 key 要带上版本号": what every one of a kind carries (not "这个请求要带上 token", this one)
  // ("Redis 的 key 要带业务前缀": 带 alone, before what a name carries)
  /^(?!这|那|你|我(?!们)|把|先)[^，,。]{2,12}(?:都)?(?:要|必须|得)带(?:上|(?=[^，,。]{0,4}(?:前缀|后缀|版本号|单号|标签|签名|租户|trace)))\s*[^，,。]{2,}/i,
  // ("缓存 key 里带上 schema 版本，免得…": said of a kind of name without 要, what it carries being a version, prefix or tag)
  /^(?!这|那|你|我(?!们)|把|先)(?:缓存|Redis|redis|日志|事件|消息|指标|文件名|分支名)?\s*(?:key|键|名字|名称|主题|topic)\s*(?:里|中)?(?:都|统一)?带上?(?!了)\s*(?![^，,。]*(?:旧|错|老))[^，,。]{0,10}(?:版本|前缀|后缀|租户|环境|trace)/i,
  // "文档标题用句首大写，通篇用第二人称": the style every one of a kind of writing keeps
  // ("写注释用中文，变量名用英文", "commit message 用英文": said with the writing, or named in English; "图表标题用中文": a chart's)
  /^(?:写)?(?:文档|注释|代码注释|提交信息|commit\s*message|界面文案|文案|错误提示|标题|文档标题|变量名|日志|图表标题|图表|报表|表格|图例|坐标轴|幻灯片|PPT|周报|邮件)\s*[^，,。]{0,6}(?:统一|都|一律)?用\s*(?:句首大写|标题式大写|首字母大写|第二人称|第一人称|主动语态|现在时|简体中文|中文|英文|美式英语|英式英语)/i,
  // "我们店只发顺丰": the one courier or channel the shop uses (not "这单发顺丰")
  /^我们(?:店|家|这边|公司|仓库)?(?:只|都|一律|统一)(?:发|用|走)\s*(?:顺丰|中通|圆通|申通|韵达|京东|邮政|EMS|极兔|德邦|[A-Za-z]{2,10})(?:快递|物流)?/,
  // "回复客户一律称"亲"": how every customer is addressed
  /^(?:回复|称呼|对|跟|给)(?:客户|顾客|买家|用户|粉丝|读者|家长|学生)[^，,。]{0,4}(?:一律|统一|都)(?:称|叫|称呼|用|说)/,
  // "商品标题不能出现"最"字": what a kind of listing never holds (the platform's rule)
  /^(?:商品|宝贝|产品|直播间?|文案|广告|详情页|主图|标题)[^，,。]{0,6}(?:不能|不许|不要|别|禁止)(?:出现|带|写|用)\s*\S/,
  // "作业不要超过二十分钟的量，学校有规定": a size no one of a kind may pass
  /^(?!这|那|你|我(?!们))(?:作业|课件|视频|文章|回复|邮件|周报|PR|提交|函数|文件|方法|页面)[^，,。]{0,6}(?:都)?(?:不要|不能|别|不得|不许)超过\s*[\d一二三四五六七八九十两百千]+\s*(?:分钟|小时|页|字|题|道|个|行|秒|MB|KB)/i,
  // "训练脚本改了要同步更新 README 里的命令": what is kept in step whenever a kind of file changes
  /^(?!这|那|你|我(?!们))[^，,。]{2,12}(?:改了|变了|有改动|改动后|更新后|一改)(?:都)?(?:要|得|必须|记得|就要)(?:同步)?(?:更新|改|修改|通知)[^，,。]{2,20}/,
  // "入职材料用公司的模板，别自己排版": the house template a kind of document is made from
  /^(?!这|那|你|我(?!们))[^，,。]{2,10}(?:都|统一|一律)?用(?:公司|我们|团队|部门|学校|律所)的?\s*[^，,。]{0,8}(?:模板|格式|规范|样式|范本)/,
  // "试用期统一六个月": the one length a kind of term always has (not "这个统一三天", this one)
  /^(?!这|那|你|我)[^，,。]{2,8}(?:统一|一律|都是)\s*[\d一二三四五六七八九十两]+\s*(?:个月|天|周|年|小时|%)/,
  // "慢查询超过 500 毫秒的都要进周报": what is done with every one of a kind past a size
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}(?:超过|大于|高于|低于|少于|不到)\s*[\d一二三四五六七八九十两百千万]+\s*\S{0,4}?的(?:都)?(?:要|得|必须|需要)[^，,。]{2,}/,
  // "书里的年份用公历，不要用民国纪年": the one way of a kind of writing, the other ruled out (not "这里用 map，不要用 forEach")
  /^(?!这|那|你|我(?!们)|先|再|就|现在|今天|还是)[^，,。]{2,10}?(?:都|统一|一律)?用\s*[^，,。]{1,10}[，,]\s*(?:不要|别|不能|不许)(?:再)?用\s*[^，,。]{1,10}[。！!]?$/,
  // "体重用公斤记，不要用斤": the unit a kind of number is always kept in (not "这个用公斤写", this one)
  /^(?!这|那|你)[^，,。]{1,6}(?:都|统一|一律)?(?:用|按)(?:公斤|千克|斤|磅|公里|英里|摄氏度|华氏度|厘米|毫升|升|克|分钟每公里)(?:来)?(?:记|算|写|显示|表示|统计)/,
  // "周末的长距离跑放在周日早上": where a kind of session goes in every week (not "这次的会放在周三")
  /^(?:每周|周末|平时|工作日|以后)的?(?!这|那)[^，,。]{1,8}(?:都)?(?:放在|安排在|定在|固定在)(?:每)?(?:周|星期|礼拜)[一二三四五六日天]/,
  // "P1 工单的响应时限是 4 小时": the time a grade of ticket must be answered in
  /^(?:P[0-4]|S[0-4]|Sev\s*[0-4]|一级|二级|三级)\s*(?:的)?(?:工单|故障|事故|问题|bug|告警)的?(?:响应|处理|修复|解决)(?:时限|时间|时效|SLA)(?:是|为|不超过|在)\s*\d+\s*(?:分钟|小时|天|个工作日)/i,
  // "功能分支最多活一周": how long a kind of branch or flag may live
  /^(?:功能|特性|feature|临时|实验)?\s*(?:分支|开关|功能开关|预览环境)(?:最多|最长|不超过|最长不超过)(?:活|存在|保留|留|开)\s*(?:一|两|三|\d+)\s*(?:天|周|个迭代|个月)/i,
  // "埋点事件名用英文小写加下划线", "事件名不要用中文", "分支名用 feature/ 开头": how a kind of name is written (not "这个变量名用英文", this one)
  /^(?!这|那|你|我(?!们)|把)[^，,。]{0,10}(?:名|名称|名字|命名)(?:都|统一|一律)?(?:要|必须|得)?(?:(?:用|采用|使用|写成|(?:不要|别|不能|禁止)(?:用|带|出现))\s*(?:英文|中文|拼音|小写|大写|下划线|驼峰|中划线|短横线|单数|复数|kebab|snake|camel|pascal)|(?:用|以)\s*[\w/.:-]+\s*(?:开头|结尾))/i,
  // "私有字段用 _camelCase", "数据库字段用 snake_case", "常量用全大写加下划线": the case a kind of name in the code is written in
  // (not "这个字段用 camelCase", this one)
  /^(?!这|那|你|我(?!们)|把)[^，,。]{0,6}(?:字段|属性|变量|常量|方法|函数|类|类名|接口|枚举|组件|文件|表|列|参数|成员|事件)(?:都|统一|一律)?(?:要|必须|得)?(?:用|采用|使用|写成)\s*(?:_?(?:camel|pascal|snake|kebab|screaming)[-_ ]?case|(?:小|大)?驼峰|(?:全)?(?:大写|小写)(?:加|和)?下划线|全大写|下划线|短横线|中划线)/i,
  // "别再用 var 了": a tool or a construct not to be used again (not "别再改了", "别再跑了": the moment's)
  NOT_AGAIN_ZH,
  // terse orders, Chinese: "先写测试再改代码，一直这样" (an order, then that it always holds), "yaml 缩进两个空格，python 四个",
  // "删线上 bucket 里的东西之前先问我", "迁移脚本只放 db/migrate"
  /^(?!你|我(?!们))[^，,。]{3,20}[，,]\s*(?:以后|之后)?(?:一直|每次|永远)(?:都)?(?:这样|这么(?:做|来))[。！!]?$/,
  /^[A-Za-z][\w.+#-]*\s*(?:文件)?(?:的)?缩进\s*(?:用)?\s*(?:两|二|四|2|4|八|8)\s*个?\s*空格/,
  /^(?:删|动|改|碰|上线|发布|合并)[^，,。]{1,20}(?:之前|前)(?:要|都要)?先(?:问|找|跟)我/,
  // "Sentry 按席位收费，新建项目之前先问我": what a thing costs, then what to ask about first
  /^(?!这|那|你|我(?!们))[^，,。]{2,20}[，,]\s*(?:所以)?(?:新建|新加|新增|加|开|买|升级|扩容|改)[^，,。]{1,12}(?:之前|前)(?:要|都要|请)?先(?:问|找|跟|告诉)(?:我|我们)/,
  /^(?!这|那|你|我(?!们))[^，,。]{2,8}只(?:放|能放|放在|能放在)\s*[A-Za-z][\w./-]*\/?\s*[。！!]?$/,
  // "翻译文件只改 zh-CN.json": the one file of a kind that is edited by hand
  /^(?!这|那|你|我(?!们)|把)[^，,。]{2,8}(?:只|只能|只许)(?:改|动|编辑|手改)\s*[A-Za-z][\w-]*\.[\w.]+\s*(?:这个文件|这一个)?[。！!]?$/,
  // how the user wants to be worked with: "改完不用总结", "做错了不用道歉", "危险的命令给我，我自己跑", "回答用中文，代码和注释还是用英文",
  // "贴日志的时候只贴相关的几行", "解释东西的时候用列表，别写大段文字"
  /^(?:改完|做完|写完|做错了|每次)?(?:之后|以后)?[，,]?\s*(?:都)?(?:不用|不要|别|无需|不必)(?:再)?(?:总结|复述|道歉|说客套话|客套)/,
  /^(?:危险的|有风险的|会删数据的|线上的)?命令(?:都)?(?:给我|发给我)[，,]\s*我(?:自己)?(?:跑|执行|来)/,
  // ("回答尽量用中文，代码注释用英文": as far as it can be; "回答用中文": the language alone)
  /^(?:回答|回复|说话|解释)(?:都|请|尽量|最好|一律|统一)?用(?:中文|英文)(?:[，,]\s*(?:但是?)?(?:代码|注释|提交信息|变量名)|(?:吧|哈)?[。！!]?$)/,
  /^(?:贴|发|给)(?:日志|报错|代码|堆栈)的时候\s*(?:只|要|别|不要)/,
  /^(?:解释|回答|回复|说明)(?:我)?(?:东西|问题)?的时候[，,]?\s*(?:请)?(?:用|别|不要|少|多|直接|先说|只说)(?!一下)[^，,。]{1,10}/,
  // "写 SQL 的时候每一步加个注释", "提交代码的时候写清楚改了什么": what every piece of a kind of work carries (not "写这个函数的时候…")
  /^(?:写|提交|命名|建|设计|加)\s*(?!这|那|个|一下)[^，,。这那]{1,12}?(?:的时候|时)[，,]?\s*(?:每(?:一步|一个|个|条|次|段)\s*)?(?:都)?(?:要)?(?:加|写|带|用|标|注明|写清楚)(?!一下)[^，,。]{1,16}/,
  // "合同审核一律走法务系统", "对外发布的活动文案要过品牌部": the system or the team every one of a kind goes through (not "这份合同走…")
  /^(?!这|那|你|我(?!们)|把)[^，,。这那]{2,14}?(?:一律|统一|都|必须|只能|要|得)(?:先)?(?:走|过|经过|通过)\s*[^，,。]{1,12}?(?:系统|平台|流程|审核|审批|部|组|团队|网关|后台)(?:审核|审批)?(?![^，,。]*[了吗？?])/,
  // "我们的 PR 标题格式是 type(scope): subject", "分支命名规则是 feature/xxx": the form every one of a kind is written in, spelled
  // out (not "这个标题的格式是…", this one)
  /^(?:我们的?|所有的?|团队的?)?(?!这|那|你)[^，,。这那]{1,12}?(?:的)?(?:格式|命名规则|命名规范|命名格式|写法)(?:统一|一律|都)?(?:是|为|用)\s*(?:[A-Za-z「“"'`(\[<{]|\S+\s*[:：/])[^，,。]{2,60}/,
  // "参考文献按国标 GB/T 7714 的格式": the standard a kind of writing follows (not "按之前的格式", "按你的格式": the one at hand)
  /^(?:所有的?|我们的?)?(?![^。]*(?:之前|上次|刚才|刚刚|原来|你|这|那|我(?!们)))[^，,。]{2,10}?(?:(?:按|按照|遵循|遵照)\s*[^，,。]{1,30}?|用\s*(?=[A-Za-z])[^，,。]{1,30}?)\s*(?:的)?(?:格式|规范|标准|体例)(?:来)?(?:写|排|排版|标注|引用)?[。！!]?$/,
  // "数学题先让我自己做，别直接给答案": how the user wants to be taught, every time (not "这道题…", the one at hand)
  /^(?![这那])[^，,。]{0,8}?(?:先)?让我自己(?:做|想|试|写|算|解)[^，,。]{0,6}[，,]\s*(?:别|不要)(?:直接)?(?:给|告诉|说|讲)(?:我)?(?:答案|结果|解法|步骤)/,
  // "未成年志愿者第一次排班前要交家长同意书": what people of a kind hand in before they start (not "你…", "这个…")
  /^(?![这那你我])[^，,。]{0,6}(?:志愿者|员工|学员|会员|租客|学生|新人|实习生|参与者|选手)[^，,。这那]{0,10}(?:前|之前)(?:都)?(?:要|得|必须|需要)(?:先)?(?:交|签|填|提供|上传|做)[^，,。]{2,12}/,
  // "周六的班是九点到一点": when a shift that comes back each week runs
  /^(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:的)?(?:班|值班|早班|晚班|夜班|白班)(?:是|从)\s*(?:早上|上午|下午|晚上)?\s*[\d一二三四五六七八九十]+\s*点/,
  // "公众号推文每周二、周四晚上八点发": when a kind of post goes out, each week
  /^(?![这那你我])[^，,。]{0,8}(?:推文|文章|视频|帖子|笔记|动态|直播|周报|简报|newsletter)(?:都|一般|固定)?(?:在)?每(?:周|星期|礼拜)[一二三四五六日天](?:[、和](?:周|星期|礼拜)?[一二三四五六日天]){0,4}(?:的)?(?:早上|上午|中午|下午|晚上)?\s*[\d一二三四五六七八九十]+\s*点(?:半)?(?:发|更新|推送|开播|上线|出)/i,
  // "品牌语气要亲切但不油腻，不用网络流行语": the voice the brand's writing keeps
  /^(?:我们的?)?(?:品牌|账号|公众号|官方)?(?:的)?(?:语气|文风|口吻|调性|语调)(?:要|得|必须|统一|一律|保持|是)(?!不是)/,
  // "周日的骑行八点半在音乐亭出发": when and where a weekly meet starts; "不戴头盔不能参加骑行": what no one goes without
  /^(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:的)?[^，,。这那]{0,6}(?:骑行|跑步|徒步|训练|活动|聚会|例会|礼拜|练习|排练|比赛)[^，,。]{0,12}?(?:出发|开始|集合)/,
  /^不(?:戴|穿|带|系)[^，,。]{1,6}(?:不能|不许|不准|不得)(?:参加|上|进|骑|下水|入场|出发)/,
  // "染发的客人要提前四十八小时做皮试": what every client of a kind does first
  /^(?![这那你我])[^，,。]{1,8}的?(?:客人|顾客|客户|病人|学员|会员)(?:都)?(?:要|得|必须|需要)(?:提前|先)[^，,。]{2,16}/,
  // "疫苗提醒在加强针到期前四周发出": when a kind of reminder goes out, counted from an event; "猫和狗分开候诊": two kinds
  // always kept apart; "没有主人签字的同意书不做安乐死": what is never done without a sign-off
  /^[^，,。这那你我]{1,8}(?:提醒|通知|短信|邮件|信)(?:都)?在\s*[^，,。]{1,12}?(?:前|后)\s*[\d一二三四五六七八九十]+\s*(?:天|周|个月|月)(?:发出|发|寄出)/,
  /^[^，,。这那你我]{1,4}(?:和|跟)[^，,。这那你我]{1,4}(?:要|得|都)?分开(?:候诊|住|放|养|吃|坐|关|处理)/,
  /^(?:没有|没)[^，,。]{2,16}(?:同意书|签字|授权|审批|许可)(?:的话)?[，,]?\s*(?:不|不能|不会|绝不)(?:做|开|给|发|动|上|办)/,
  // "学生租客必须有担保人": what people of a kind must always have; "潮湿发霉的问题一周内处理": how soon a kind of report is
  // seen to
  /^(?![这那你我])[^，,。]{0,6}(?:租客|房客|客人|学员|会员|员工|志愿者|病人|客户)(?:都)?(?:必须|一定要|都要|得)(?:有|提供|出示|带)[^，,。]{2,10}[。！!]?$/,
  /^(?![这那你我])[^，,。]{2,12}的?(?:问题|投诉|报修|申请|请求|工单)(?:都|一律|必须|要)?(?:在)?\s*[\d一二三四五六七八九十两]+\s*(?:天|周|个?小时|个?工作日|个月)(?:之内|以内|内)(?:处理|回复|解决|修好|上门|答复)/,
  // "女高音坐左边，女低音坐右边": where each kind of the group sits; "音乐会前缺两次排练的就不上台": what follows for whoever
  // breaks a rule of the group
  /^(?![这那你我])[^，,。]{1,6}(?:坐|站|排)(?:在)?(?:左边|右边|前面|后面|前排|后排|中间)[，,]\s*[^，,。这那你我]{1,6}(?:坐|站|排)(?:在)?(?:左边|右边|前面|后面|前排|后排|中间)/,
  /^(?![这那你我])[^，,。]{0,8}(?:缺|缺席|迟到|旷|不交)[^，,。]{1,8}的(?:人)?(?:就|都|一律)?(?:不|不能|不许|不准|取消)[^，,。]{1,6}/,
  // "法律文件都找宣誓翻译，不先机翻": the kind of professional a kind of work always goes to; "最低收费四十欧": the least
  // ever charged
  /^(?![这那你我])[^，,。]{2,10}(?:都|一律|只)(?:找|交给|请)\s*[^，,。]{0,6}(?:翻译|律师|会计|师傅|医生|兽医|审校|编辑|工程师|电工)(?:看|审|过一遍|校对|处理)?(?:[，,]|[。！!]?$)/,
  /^(?:我们的?)?(?:最低|起步|最少)(?:收费|价|消费|价格|起价)(?:是)?\s*[\d一二三四五六七八九十百千]+\s*(?:块|元|欧|镑|美元|刀)/,
  // "没拿到进阶证之前不能下潜超过十八米": what no one does before a ticket; "租的调节器每一百潜或者每年保养一次": how often
  // a kind of kit is seen to (not in a month named, "空调每年五月清洗一次", a home's, read with the household); "飞机落地二十四小时内不潜水": what is never done within a time of something
  /^(?:没|没有|未)(?:拿到|考到|考过|取得|通过)[^，,。]{1,10}(?:之前|以前|前)[，,]?\s*(?:不能|不许|不准|不可以|不要|别)[^，,。]{2,12}/,
  /^(?![这那你我])(?![^，,。]*[一二三四五六七八九十\d]月)[^，,。]{1,10}每[^，,。]{1,12}(?:保养|检修|检查|维护|清洗|校准|更换)(?:一次|一遍)/,
  /^(?![这那你我])[^，,。]{2,10}[\d一二三四五六七八九十两]+\s*(?:个)?(?:小时|天|分钟)(?:之内|以内|内)(?:不|不能|不许|别|不要)[^，,。]{1,6}[。！!]?$/,
  // "每批酒装桶前都要测比重": what every batch gets before a step; "酸啤和拉格不用同一套设备": two kinds never made on the
  // same kit; "酒税申报每月十五号由Imogen做": who does a kind of the books, each month
  /^每(?:批|个|次|份|件|桶|瓶|单)[^，,。]{0,8}(?:前|之前|以前|后|之后)(?:都)?(?:要|得|必须|需要)(?:先)?[^，,。]{2,10}/,
  /^[^，,。这那你我]{1,6}(?:和|跟)[^，,。这那你我]{1,6}(?:不用|不能用|不共用|分开用)同一(?:套|个|台|条|块|把|口)/,
  /^[^，,。这那你我]{2,10}每(?:月|个月|周|年|季度)[^，,。]{0,8}(?:由|归)\s*[A-Za-z\u4e00-\u9fff]{1,10}(?:做|负责|处理|报|交|发|算)/,
  // "每组都是两个人": how many always go together; "钥匙放在办公室保险柜": where a thing in trust is kept; "新保洁员先跟一周
  // 再单独接单": what a newcomer does first
  /^每(?:组|班|队|车|趟)(?:都|至少)?(?:是|要|有|得)?\s*[\d一二三四五六七八九十两]+\s*(?:个)?(?:人|名|位)/,
  /^(?:钥匙|备用钥匙|现金|护照|药|药品|账本|公章)(?:都|统一|一律)?(?:放在|锁在|存在)[^，,。]{0,10}(?:保险柜|柜子|抽屉|钥匙箱|前台)/,
  /^新(?:来的)?[^，,。这那]{1,6}(?:都)?(?:要|得)?先(?:跟|带|学|实习|培训|观摩)[^，,。]{1,8}(?:再|才)/,
  // "最终人数婚礼前三周定": how long before an event a thing is settled; "芍药只在五到七月有": a thing had only in its months
  /^(?![这那你我])[^，,。]{2,10}(?:婚礼|活动|开课|出发|演出|交货|入住|开业)前\s*[\d一二三四五六七八九十两]+\s*(?:天|周|个月|个星期)(?:定|确定|交|付清|截止)/,
  /^(?![这那你我])[^，,。]{1,6}只(?:在)?[\d一二三四五六七八九十]+(?:月)?(?:到|至|-)[\d一二三四五六七八九十]+月(?:有|卖|做|供应|开)/,
  // "孩子只能在自己的站下车": where alone someone in the user's care gets off; "初一的学生第一个学期坐前排": where a kind sits,
  // for a while or always
  /^(?![这那你我他她])[^，,。]{1,6}只能(?:在|从|到)[^，,。]{1,10}(?:下车|上车|离开|被接走|接走|进出|下船)/,
  /^(?![这那你我他她])[^，,。]{2,10}(?:第一(?:个)?(?:学期|年|周|个月)|平时|一般|都|一律|每次)(?:都)?(?:坐|站|排)(?:在)?(?:前排|后排|前面|后面|左边|右边|中间)[。！!]?$/,
  // "报价三十天内有效": how long a kind of offer holds; "燃气管道一米以内不动土": how near a hazard the work never goes
  /^(?:报价|报价单|优惠券|代金券|礼品卡|门票|处方)(?:都|一律)?\s*[\d一二三四五六七八九十百]+\s*(?:天|个月|年)(?:之内|以内|内)有效/,
  /^(?![这那你我])[^，,。]{2,10}[\d一二三四五六七八九十两半]+\s*(?:米|公里|厘米)(?:之内|以内|内)(?:不|不能|不许|别)[^，,。]{1,6}/,
  // "毛打结的就剃掉": what is always done to a kind; "第一次来的狗都先做个短的适应护理": what a newcomer gets first;
  // "水箱每晚加满": what is done to a thing every night
  /^(?![这那你我])[^，,。]{1,8}的[^，,。这那]{0,4}(?:就|都|一律)(?:剃掉|剃|剪掉|扔掉|退回|换掉|重做|拒收|回收)/,
  /^(?:第一次来的|新来的|初次来的)[^，,。]{0,6}(?:都|一律)?(?:先|要先)(?:做|上|来|试)[^，,。]{1,12}/,
  /^(?![这那你我])[^，,。]{1,8}每(?:晚|天|早|周|次)(?:都)?(?:加满|清空|清洗|消毒|充电|补货|盘点|检查)/,
  // "道具桌每场演出后都要复位": what is set back to rights after every one of a kind; "真刀永远不上台": what never comes on
  /^(?![这那你我他她])[^，,。]{0,8}每(?:场|次|晚|天|节|轮)[^，,。]{0,6}(?:后|前|之后|之前|结束后)(?:都)?(?:要|得|必须)?(?:复位|清点|检查|打扫|收好|归位|锁好)/,
  /^(?![这那你我他她])[^，,。]{1,6}(?:永远|从来|一律|绝对)(?:不|不能|不许)(?:上台|进场|进厨房|上船|带进|带上)/,
  // "引用原话的时候不要改用户的用词", "翻译的时候别意译": what is never done while doing a kind of work (not "改这个的时候别…")
  /^(?:引用|翻译|整理|总结|转述|摘录|改写|润色|回复|提交|合并|发布|上线|部署)\s*(?!这|那|个|一下)[^，,。这那]{0,12}?(?:的时候|时)[，,]?\s*(?:都)?(?:不要|别|不能|不许|禁止|不准)(?!急|管)(?![^，,。]*了[。！!]?$)[^，,。]{2,16}/,
  // "测试文件和源码放一起", "样式跟组件放在一起": a kind of file kept beside what it is for
  /^(?!这|那|你|我(?!们)|把)[^，,。]{1,10}?(?:文件)?(?:都)?(?:和|跟|与)(?:源码|源文件|代码|组件|实现|模块)放(?:在)?一起/,
  // "主干开发，分支最多活一天": how the team branches, and how long a branch lives
  /^(?:我们)?(?:都)?(?:走|用|采用|坚持)?主干开发|^分支(?:最多|不超过|最长)(?:只)?(?:活|存在|保留|留)\s*(?:一|两|三|\d+)\s*(?:天|周)/,
  // "notebook 提交前会自动清掉输出": what is done to a kind of file at each commit, by a hook
  /^(?!这|那|你|我(?!们))[^，,。]{1,16}(?:提交|推送|合并)(?:之)?前(?:会|都会)?(?:自动)?(?:清掉|清空|格式化|检查|扫描|去掉|跑)/,
  // "登录限流每个 IP 15 分钟 5 次": the rate a part allows
  /^(?!这|那|你|我(?!们))[^，,。]{0,10}限流[^，,。]{0,12}?\d+\s*(?:秒|分钟|小时|天)[^，,。]{0,4}?\d+\s*次/,
  // "迁移单独提一个 PR", "依赖升级要单独开一个 MR": a kind of change that goes in a PR of its own
  /^(?!这|那|你|我(?!们)|把)[^，,。]{1,10}?(?:都|也)?(?:要|得|必须|统一|一律)?单独(?:提|开|发|建)(?:一个)?\s*(?:PR|MR|pull\s*request|合并请求)/i,
  // "提交信息一行就够", "PR 标题一句话就行": how short a kind of writing is kept
  /^(?:提交信息|commit\s*message|PR\s*(?:的\s*)?标题|PR\s*(?:的\s*)?描述|注释|日志)\s*(?:写)?(?:一行|一句话|两行|三行)(?:就够了?|就行|就好|即可)/i,
  // "注释只写为什么", "日志只打 error 级别": the one thing a kind of writing holds (not "这个注释只写了一半")
  /^(?:注释|日志|文档|提交信息|README|配置|接口文档|错误信息)[^，,。]{0,4}?只(?:写|打|记|放|用|存|留)(?!了)\s*\S{2,}/i,
  // "提交信息用中文写", "注释都用英文写": the language a kind of writing is in (not "这个注释用中文写", this one)
  /^(?!这|那|你|我(?!们)|把)[^，,。]{0,10}(?:提交信息|注释|文档|日志|commit\s*message|PR\s*(?:的\s*)?(?:描述|description|标题|title)|description|变更说明|接口文档|README|文案)\s*(?:都|统一|一律)?(?:要|必须|得)?(?:用|使用)(?:中文|英文)(?:来)?写/i,
  // "每次改动尽量小一点", "每次提交前都要跑测试": what every one of a kind is to be (not "每次运行都要等好久", a complaint)
  /^每次[^，,。]{1,10}?(?:都)?(?:尽量|要|必须|得)(?![^，,。]*(?:等|花|报错|失败|卡|慢|吗|？|\?))[^，,。]{1,12}$/,
  // "redis 的 key 统一加项目前缀 shop:": what every one of a kind carries (not "这几个文件统一加个注释头": these, now)
  /^(?!这|那|你|我(?!们)|先)[^，,。]{1,12}(?:统一|一律)(?:加|带)(?:上)?\s*(?!个|一下|一个)[^，,。]{2,}/,
  // "加回去，安卓 3.x 还在读，我们要支持最近两个大版本": what the agent removed, put back for who still reads it, and the team's rule
  /^(?:加回去|改回去|恢复一下|恢复回去|先别删|别删)[，,]\s*[^，,。]{2,16}还在(?:读|用|调|依赖)[^，,。]{0,6}[，,]\s*我们[^，,。]{4,30}[。！!]?$/,
  // "所有的金额都用分来存": what every one of a kind is
  // ("银行 App 的所有金额展示都保留两位小数": of a part, named first)
  /^(?:(?!这|那|你|我(?!们))[^，,。]{1,12}的)?(?:所有|全部)的?[^，,。]{1,24}?都(?:用|要|必须|得|统一|存|写|放|保留|显示|精确到)/,
  // "我们下个月迁移到 Kubernetes，在那之前不要改部署脚本": news with the order it implies
  // ("下个月 15 号大促，在那之前交易链路不要做大的改动": what it is about, before the order)
  /[，,]\s*(?:在那之前|在此之前|那之前|之前|在那之后|之后)[，,]?\s*(?:请)?(?:[^，,。]{0,10}?)(?:不要|别|禁止|不能|都要|必须)/,
  // "你老是忘了跑 prettier": a habit of the agent's the user wants gone (not "你忘了跑 prettier", this once)
  /^你(?:老是|总是|经常|每次都)(?:忘了?|忘记)/,
  // "用 rg 别用 grep，…": one tool over another
  /^(?:请)?(?:用|使用)\s*[A-Za-z][\w.-]*\s*[，,]?\s*(?:别|不要|不用)(?:再)?(?:用|使用)\s*[A-Za-z]/,
  // "老的 v1 接口还有两个大客户在用，别把它弄坏了": who still depends on it, and what not to do
  /还有[^，,。]{0,12}在用[，,]\s*(?:所以)?(?:别|不要|不能|千万别)/,
  // "token 要放 httpOnly cookie，安全审计要求的": where a kind of thing must be kept, and who requires it
  /^(?:不行[，,]\s*)?(?!这|那|你|我)[^，,。]{1,12}(?:要|必须|只能|统一)(?:放|存|存在|放在|存到|写在|写到|走)\s*[^，,。]{2,24}[，,]\s*[^，,。]{0,12}(?:要求|规定)的?[。！!]?$/,
  // "用 CSS 变量，主题切换靠它": the tool to use, and what depends on it
  // ("用 ULID，按时间排序，数仓那边依赖这个": with what it does said between)
  /^(?:要[，,]\s*)?(?:请)?(?:统一)?(?:用|使用)\s*[^，,。]{2,16}[，,]\s*(?:[^，,。]{2,12}[，,]\s*)?[^，,。]{2,12}(?:靠它|依赖它|靠这个|依赖这个)[。！!]?$/,
  // "我们要支持最近两个大版本": how many versions back the project supports
  /^(?:我们)?(?:要|得|需要|会|只)?(?:支持|兼容)(?:最近|最新的?)\s*(?:两|三|四|\d+)\s*个(?:大)?版本/,
  // "路由要加权限标识，不然菜单里不显示": what every one of a kind needs, and what happens without it (not "这里要加判空，不然会报错")
  /^(?!这|那|你|我|先|再)[^，,。]{1,10}(?:都)?(?:要|必须)(?:加|带|写|配|设|填|注册)[^，,。]{1,16}[，,]\s*(?:不然|否则|要不然)[^，,。]{2,20}[。！!]?$/,
  // "改回下划线，前端和 App 都按下划线解析的": the way to keep, because others all read it so
  /^(?:改回|还是用|用回|保持)\s*[^，,。]{1,10}[，,]\s*[^，,。]{2,16}(?:都|全都|全)(?:是)?(?:按|依赖|用|靠)[^，,。]{1,12}[。！!]?$/,
  // "用 WebSocket，后端已经有推送了": the way to use, because the other side already has it
  /^(?:用|改用|走)\s*[A-Za-z][\w.-]*[，,]\s*(?![这那你我])[^，,。]{1,8}已经(?:有|支持|实现|提供)(?:了)?[^，,。]{1,10}[。！!]?$/,
  // "存 parquet，csv 会丢类型": the format to keep, and what the other loses
  /^(?:请)?(?:存|用|改用|存成|导出成|保存成)\s*[A-Za-z][\w.-]*\s*[，,]\s*[A-Za-z][\w.-]*\s*(?:会|就会)(?:丢|丢失|损失|变慢|乱码|截断)[^，,。]{0,10}[。！!]?$/,
  // "新的协议号从 20000 开始，之前的段被老版本占了": where new numbers of a kind start
  /^(?:新的?|新加的?|以后的?|后面的?)[^，,。]{1,10}(?:都)?从\s*\d+\s*开始(?:[，,]\s*[^，,。]{3,24})?[。！!]?$/,
  // "用 LocalDateTime，Date 已经不让用了": the tool to use, the old one no longer allowed
  /^(?:请)?(?:用|改用|统一用|使用)\s*[A-Za-z][\w.-]*\s*[，,]\s*[A-Za-z][\w.-]*\s*(?:已经|早就)?(?:不让|不允许|禁止|不准)(?:用|使用)了?[。！!]?$/,
  // "复杂查询才用 XML，简单的用注解就行": which kind of a thing takes which way
  /^(?![这那我你])[^，,。]{1,10}(?:的)?(?:用|走|写)\s*(?![了过法])[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff.-]{0,10}[，,]\s*(?![这那我你])[^，,。]{1,8}(?:的)?才(?:用|走|写)\s*(?![了过法])[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff.-]{0,10}[。！!]?$/,
  /^[^，,。]{2,10}才(?:用|走|写)\s*[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff.-]{0,10}[，,]\s*[^，,。]{1,8}(?:的)?(?:用|走|写)\s*[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff.-]{0,10}(?:就行|就可以|就好|即可)?[。！!]?$/,
  // "接口超时默认 3 秒，支付相关的放宽到 10 秒": a default, and the kind that takes another value
  /^[^，,。]{1,12}默认\s*(?:是\s*)?\d+\s*(?:秒|毫秒|分钟|小时|条|个|次|MB|M|G|KB)[，,]\s*[^，,。]{2,12}(?:的)?(?:放宽|调整|改|设|提高|降低|缩短|延长)(?:到|成|为)\s*\d+\s*(?:秒|毫秒|分钟|小时|条|个|次|MB|M|G|KB)[。！!]?$/,
  // "用 Redis，本地缓存在多实例下会不一致": the tool to use, and what goes wrong without it once there is more than one of a thing
  /^(?:要[，,]\s*)?(?:请)?(?:统一)?(?:用|使用|改用|走)\s*[A-Za-z\u4e00-\u9fff][\w.\u4e00-\u9fff-]{0,12}\s*[，,]\s*[^，,。]{0,16}(?:多实例|多个实例|多副本|集群|并发|分布式|多进程|多线程|多机)[^，,。]{0,10}(?:会|就会|容易)[^，,。]{1,10}[。！!]?$/,
  // "我们有个老模块依赖 lodash 3 的行为，升了会挂": what holds a dependency back on its version, and what an upgrade breaks
  /依赖\s*[A-Za-z][\w.-]*\s*v?\d[\w.]*(?:\s*的[^，,。]{1,6})?[，,]\s*(?:所以)?(?:一)?(?:升级?|升上去)(?:了)?(?:就|的话)?(?:会)?(?:挂|坏|出问题|报错|崩)/,
  // "热修复直接合到 release 分支": where a kind of change lands
  /^(?:所有的?)?(?:热修复|hotfix|修复|新功能|功能分支|PR|MR|改动)(?:都)?(?:直接|一律|统一)?(?:合|合并|提交|推)(?:到|进)\s*[A-Za-z]/i,
  // "拿不准命名的时候，参考 Stripe 的 API": what to follow when in doubt
  /^(?:拿不准|不确定|不知道怎么)[^，,。]{0,10}(?:的时候|时)[，,]\s*(?:就)?(?:参考|照着|按照|问我|看)/,
  // "订单状态的枚举只加不删": a kind of thing only ever added to
  /^(?!这|那|你)[^，,。]{2,16}?(?:都|一律)?只(?:加|增|新增|追加)不(?:删|改|减|删除|修改)[。！!]?$/,
  // "模型权重不进 git，放到 OSS 的 ml-models 桶里": what never goes into the repository
  /^(?!这|那|你)[^，,。]{2,16}不(?:进|提交到?|放进|入|上传到?|推到?)\s*(?:git|仓库|代码库|repo)/i,
  // "我们的 Python 代码用 ruff 格式化，行宽 120": the tool the team formats or checks its code with
  /^(?![^。]*(?:一下|这个|那个|这些|那些))我们(?:的)?[^，,。]{0,12}?(?:都|统一)?用\s*[A-Za-z][\w.-]*\s*(?:来)?(?:格式化|做格式化|lint|做 lint|检查|做静态检查|做类型检查)/i,
  // "改数据库结构之前先给我看迁移脚本": what to show the user first, each time
  // (not after a complaint about the one thing at hand: "这个按钮太丑了，改之前先问我")
  /^(?![^。]*(?:这个|那个)[^，,。]{0,10}(?:太|很|有点)[^，,。]{1,4}了[，,])[\s\S]*?(?:改|动|删|升级|发布|上线|合并|部署|跑|装|安装|引入)[^，,。]{0,12}(?:之前|以前)[，,]?\s*(?:都)?(?:要|得|必须|一定要|请)?先(?:把[^，,。]{1,8}?)?(?:给我看|让我看|问我|跟我说|告诉我|发给我|找我)(?!一下|一声)/,
  // "E2E 测试很慢，我说跑的时候再跑", "部署要等我确认了再做", "只有我让你推送的时候才推送": a step taken on the user's word
  // alone, every time (not "这个文件等我说了再改": the one thing at hand)
  /^(?![^，,。]*(?:这个|那个|这些|那些|这里|它|先))(?:[^，,。]{1,20}(?:很慢|太慢|很久|很贵|耗时|会收费|花钱|连(?:的是)?生产|碰生产)[^，,。]{0,6}[，,]\s*(?:等)?|(?:[^，,。]{1,20}[，,]\s*)?(?:(?:以后|之后|每次)?(?:都)?只有|(?:以后|之后|每次)(?:都)?(?:要)?(?:等)?|(?![等我只以之每])[^，,。]{2,12}?(?:都)?(?:要)?(?:只有|等)?))我(?:说|让你|叫你|确认|同意|点头)(?:了)?(?:跑|提交|推送|部署|发布|合并|上线|[A-Za-z]+)?(?:的时候|之后|以后)?\s*(?:再|才)(?:跑|提交|推送|部署|发布|合并|上线|做|动|[A-Za-z]+)/,
  // "跑测试不用问我，直接跑": what the agent may do unasked (not "这次跑测试不用问我")
  /^(?!这次|今天|现在)(?:跑|运行|执行|格式化|重构|改|装)[^，,。]{1,12}(?:不用|不需要|无需|没必要)(?:先)?(?:问我|跟我确认|和我确认|请示)/,
  // "遇到不确定的产品问题先问我，不要自己猜"
  /^(?:遇到|碰到)(?:不确定|拿不准|不清楚|不明确)[^，,。]{0,12}?(?:的时候|时)?[，,]?\s*(?:请)?(?:就|都)?(?:先)?(?:问我|问一下我|找我|跟我确认|和我确认)/,
  // "支付模块归财务组管，改之前要他们同意": who must agree before a change ("上新之前都要让运营的小陈看一遍": who looks it over
  // before a kind of release)
  /(?:改|动|删|升级|发布|上线|合并|部署|上新|上架|发货|发稿|推送)[^，,。]{0,10}(?:之前|以前)(?:都)?(?:要|得|必须|一定要)(?:先)?(?:让|找|问|经过|拿到|给)?[^，,。]{0,8}(?:同意|确认|审批|批准|签字|review|评审|看一遍|过一遍|过目)(?!一下)/i,
  // "我们组长审所有的数据库迁移，记得加她为 reviewer": who reviews a kind of work
  /^(?:我们|我的)[^，,。]{0,6}(?:组长|经理|老板|leader|负责人|架构师)(?:会)?(?:审|评审|批|负责审)(?:所有|全部)/i,
  // "我们是 Java 团队，新服务也用 Spring Boot 写": the team's stack, and what new work is written in
  /^我们是\s*(?:[A-Za-z][\w.+# -]{0,20}?|前端|后端|移动端|客户端|数据|算法|运维|测试|安全|平台|基础架构)\s*(?:团队|组|公司)[，,]\s*(?:所以)?(?:新的?|所有的?)/,
  // "灰度发布先放 5% 的流量，观察一小时再放量", "发布先在预发验证，再上生产": the steps a kind of work always takes
  // (not "他先改完，我再合并", "先跑一下测试，再提交", "测试先跑一遍，再上线吧", "代码先提交了，再合并的时候叫我": this time's)
  /^(?!这|那|你|我|他|她|先)[^，,。]{2,10}先[^，,。了]{1,20}[，,][^，,。]{0,12}再(?:放量|上|发|合|切|推|开|全量|扩|放开|推广)(?![^，,。]*(?:吧|叫我|的时候))/,
  // "线上的 MongoDB 是副本集，写的时候要用 majority 写关注": a fact, and what each use of it must carry
  // (not a trouble of the day first: "线上 Redis 挂了，连的时候要加超时", "刚上线的服务有问题，…")
  /^(?!这|那|你|我(?!们))(?![^，,。]*(?:挂|问题|报错|故障|宕|崩|慢|超时|刚|昨天))[^，,。]{2,20}[，,]\s*(?:写|读|连|调|用|部署|发布|升级|查)[^，,。]{0,6}(?:的时候|时)[，,]?\s*(?:都)?(?:要|得|必须|一定要)(?:用|加|带|走|开|设|先|指定)/,
  // "我们的数据库是 MySQL 5.7，不支持窗口函数，写 SQL 的时候注意": a fact with the care it asks for
  /[，,]\s*(?:写|改|用|部署|提交|发布|升级)[^，,。]{1,20}(?:的时候|时)(?:要|请)?(?:注意|小心)[。！!]?$/,
];

/**
 * Words a statement is said behind, up to a comma or a colon: "顺便提一下，", "补充一点：", "给你提个醒，",
 * "背景是这样的：", "继续之前说明一下：" (the English SAID_BEHIND's counterpart).
 */
const SAID_BEHIND_ZH =
  /^(?:[^，,：:。]{0,14}(?:顺便|顺带|补充|提醒|提个醒|提一下|提一句|说一下|说下|说明一下|说一句|背景|提示|注意|插一句|多说一句|备注|友情提示|一提|其实是这样|记录一下|记一下|重要|记住)[^，,：:。]{0,6}[，,：:]|(?![^：:]*(?:规则|规范|约定|规矩|环境|配置))[^，,：:。]{1,12}[：:])\s*(?=\S)/;

/** A milestone of the project (1) moved to another day of a month (2): "代码冻结推迟到 27 号了", "上线日期推迟到 3 月 17 号了". */
export const MILESTONE_MOVED_ZH = /^(?:我们的?)?(代码冻结|功能冻结|封版|封板|上线|发布|发版|截止|内测|公测)(?:日期|时间|日)?(?:又|已经)?(?:推迟|延后|延期|提前|改|挪|调整)(?:到|至)了?\s*(?:下个?月|本月|\d{1,2}\s*月)?\s*(\d{1,2})\s*[日号]/;

/** What the design costs, told after it ("…，所以早上第一个请求会比较慢"): no failure. */
const ITS_COST = /[，,]\s*所以[^，,。]*(?:慢|访问不到|连不上|看不到)[^，,。]*[。！!]?$/;
/** Why, told after it ("…，这是法务的要求", "…，因为审计要查"): read without it, kept with it. */
// ("…，方便观察崩溃率": what it is for; "…，低版本 gradle 插件直接报错": what an older version does; "…，其他语言同步时会被覆盖":
// what happens to the others; "…，平台碰撞是按这个调的": what was tuned to the value just said)
const ITS_REASON =
  /[，,]\s*(?:(?:这|这个|这条)?是[^，,。]{1,16}?的?(?:要求|规定|硬性规定|红线)|(?:之前|以前|上次|上回|曾经)?(?:就)?因为[^。]{2,40}?|(?:这样|这样子)?(?:方便|便于)[^，,。]{2,20}|[^，,。]{0,6}(?:低版本|旧版本|老版本)[^，,。]{0,16}?(?:会|就|直接)?(?:报错|编译不过|跑不起来|打不了包|构建失败)|(?:其他|别的|其余)[^，,。]{0,16}?(?:会|都会)被(?:覆盖|冲掉|重置|清空|删掉)(?:掉)?|[^，,。这那你我]{1,12}?(?:都)?是(?:按|照着|根据)(?:这个|它)(?:值|数)?(?:来)?(?:调|设计|算|定|校准)的)[。！!]?$/;
/** "…，这种改法很好，以后保持": the way just described, to keep from now on (at the end). */
const KEEP_THIS_WAY_ZH = /[，,]\s*(?:这种|这个|这样的)?(?:改法|做法|写法|方式)?(?:很好|不错|挺好|可以)?[，,]?\s*(?:以后|今后|之后)(?:都|也|就)?(?:保持|照这样(?:做|改|写|来)?|照这个来|这么(?:做|改|写)|就这样(?:做|改|写)?)[。！!]?$/;
/** "对，就是这样，…": the yes before the way it confirms. */
const CONFIRMED_FIRST_ZH = /^(?:(?:对|对的|没错|是的|就是这样|就这样|很好|不错|可以)[，,。！!\s]*)+/;
/** "…，这个是之前踩过的坑": a way of doing a kind of work, told as the lesson it came from. */
/** Not needed: a part already does it, and a second one does harm ("不用，网关那层已经有缓存了，再加一层会读到脏数据"). */
const ALREADY_DONE_THERE_ZH = /^(?:不用|不要|别|不需要|没必要)[了]?[，,]\s*(?!这|那个|你|我(?!们))[^，,。]{2,16}?已经(?:有|做了|会|在做|处理了?|带了?)[^，,。]{1,12}[，,]\s*(?:再)?(?:加|套|做|写)[^，,。]{0,8}(?:会|就会|容易|反而)[^，,。]{2,20}[。！!]?$/;
/** A way picked, then the harm the other did more than once ("…，mock 掩盖过好几次迁移问题"): a lesson, told as what the other did. */
const OTHER_WAY_HURT_ZH = /^(?!这|那|你|我(?!们))[^。]{2,40}[，,]\s*(?:[A-Za-z][\w.-]*|[\u4e00-\u9fff]{1,6})\s*(?:掩盖|坑|害|搞挂|弄坏|漏掉|放过|藏)过(?:好几次|好多次|很多次|不止一次|几次|两次|三次)?[^，,。]{0,16}[。！!]?$/;
const LESSON_LEARNED = /[，,]\s*(?:这(?:个)?(?:是|就是))?(?:之前|以前|上次)?(?:踩过的坑|踩过坑|吃过的亏|吃过亏)[。！!]?$/;
/** "我是后端转前端的", "我是测试转开发的": a trade changed for another (not "我是从上海转过来的"). */
const A_TRADE = String.raw`(?:前端|后端|全栈|测试|开发|运维|产品|设计|数据|算法|移动端|客户端|安卓|iOS|嵌入式|硬件|[A-Za-z][\w+#.]*)`;
const TRADE_CHANGE = new RegExp(String.raw`^我是(?:从)?(?:做)?${A_TRADE}\s*(?:转|转到|转行到|转行做)(?:做)?${A_TRADE}\s*的`);
/** "权限相关的改动要找李娜 review", "改动支付流程要找老王评审": who reviews a kind of change (said as the change, or as changing it). */
const WHO_REVIEWS_ZH =
  /^(?:(?!这|那|你|我(?!们))[^，,。]{2,12}?(?:相关的?)?(?:改动|修改|变更|代码|PR|MR)|(?:改动|修改|变更|动)(?!一下|这|那|它|了)[^，,。]{2,12}?)(?:都)?(?:要|得|必须|需要)(?:找|让|给)\s*[\u4e00-\u9fffA-Za-z]{1,8}?\s*(?:review|评审|审|看|过目|确认|签字)/i;
/** "系统改动要先让王总同意": whose yes a kind of change needs first (not "这个改动要先让王总同意", this one). */
// ("价格改动都要我老婆同意": someone of the user's own, said without 让)
const AGREED_FIRST_ZH = new RegExp(String.raw`^(?!这|那|你|我(?!们))[^，,。]{1,12}(?:改动|变更|修改|调整|上线|发布)(?:都)?(?:要|得|必须|需要)先?(?:(?:让|请|给|经过|找)\s*${PERSON_ZH}|(?:让|请|给|经过|找)?\s*我(?:的)?(?:老婆|老公|爱人|太太|先生|妈|爸|合伙人|老板))\s*(?:同意|批准|审批|签字|拍板|点头|过目)`);
/** "协议改动要先跟客户端的阿杰对一下", "排班规则有变化要先跟人事的陈姐确认": whom a kind of change is aligned with first (not "这个改动要先跟他对一下", this one). */
const ALIGN_FIRST_ZH = /^(?!这|那|你|我(?!们))[^，,。]{1,12}(?:改动|变更|修改|调整|有变化|变化)(?:都)?(?:要|得|必须|需要)先?(?:跟|和|找|问)\s*[^，,。]{1,12}?(?:对一下|对齐|确认一下|确认|商量|沟通|同步一下|同步)/;
/**
 * "加新外设之前先问一下硬件组的老周", "改表结构前要先找 DBA 确认": whom to ask before a kind of work, in any
 * clause (not "这个改动之前先问一下他", this one; nor "你去问一下", sent now).
 */
const ASK_BEFORE_ZH = /(?:^|[，,]\s*)(?!你)(?:(?![这那])[^，,。]){2,16}?(?:之前|以前|前)[，,]?\s*(?:都)?(?:要|得|必须|需要)?\s*先\s*(?:问一下|问问|问|找|跟|和)\s*(?![我你他她])[^，,。]{1,12}?(?:确认|商量|沟通|说一声|打个招呼|对一下|$|[，,。])/;
/** "提交信息按我们的格式写：模块名: 描述": the team's format for a kind of thing, spelled out after a colon, in any clause. */
const OUR_FORMAT_ZH = /(?:^|[，,]\s*)(?![这那你])[^，,。：:]{2,12}?(?:按|按照|遵循|用)(?:我们|咱们|团队|公司|组里)的?(?:格式|规范|约定|模板)(?:来)?(?:写|填|起名|命名)?\s*[：:]\s*\S/;
/** "用户的原始问题要先过一遍敏感词过滤再进检索": the step a kind of thing always goes through first (not "你先…再…", "这个…"). */
// ("迁移先在 staging 跑一遍再上线": said without 要, of a kind of change — not "代码先提交再说", a deferral)
const STEP_FIRST_ZH = /^(?![这那你我])(?:[^，,。]{2,16}?(?:都)?(?:要|得|必须|需要|一律)先[^，,。]{2,20}?(?:再|才能|然后再?|之后才)[^，,。]{2,16}|(?:迁移|数据库迁移|发布|上线|部署|改动|新功能|新版本|热修复|补丁|配置变更|大改动)(?:都|一律)?先在\s*[^，,。]{2,16}?(?:跑|试|测|验证|部署|灰度)[^，,。]{0,6}?(?:再|才能|然后再?|之后才)(?!说|看|讲|聊)[^，,。]{2,16})/;
/** A requirement set as a number: "待机电流要求在 20uA 以下", "首屏加载要控制在两秒以内". */
// ("每期节目时长控制在四十五分钟以内": of every one of a kind, said without 要)
const REQUIRED_WITHIN_ZH = new RegExp(String.raw`^(?![这那你我])(?:[^，,。]{2,12}?(?:要求|要控制|需要控制|得控制)|每[^，,。这那]{1,12}?(?:都)?控制)在\s*${NUMBER_ZH}[^，,。]{0,8}?(?:以下|以内|之内|以上)`);
/** Asking or telling that person, whenever it comes up: "…之前先问他", "有问题直接找她", "提审前先跟他说一声". */
const ASK_HIM_ZH = String.raw`[，,]\s*[^，,。]{0,16}?(?:之前|以前|前|的时候|有问题|有疑问)?\s*(?:都)?(?:要|得|记得|可以|直接)?\s*(?:先)?\s*(?:(?:问|找|联系|请教|告诉|通知)\s*(?:他|她)|(?:跟|和|给)\s*(?:他|她)\s*(?:说一声|打个招呼|打声招呼|说一下|同步一下))`;
/**
 * Whom to ask about a part: "小王负责检索这块，动召回逻辑之前先问他", "前端的组件库是小张在维护，有问题直接问他"
 * (not "小王负责这个需求，你去问他一下": the work at hand; nor "老王负责的那个接口挂了，快去找他": a trouble of the day).
 */
/** "埋点方案要数据组确认过才能上线": a team or a lead who signs a kind of work off before it goes out (not "这个要他确认一下"). */
const TEAM_SIGNS_OFF_ZH =
  /^(?!这|那|你|我(?!们))[^，,。]{2,12}(?:都)?(?:要|得|必须|需要)(?:先)?(?:经过?|让|给|找)?\s*[^，,。]{0,8}?(?:组|部|团队|老板|负责人|经理|主管|法务|财务|安全)(?:确认|审核|审批|评审|签字|同意|过目)(?:过|通过|之后|以后)?(?:才能|才可以|再)(?:上线|发布|发版|合并|上架|开工|提交|执行|签|发|付款|打款)/;
/** "提审微信小游戏之前要让阿杰过一遍性能数据", "提审前找小陈过一遍": who looks the work over before it goes out, each time (not "这个版本上线前让他看一下"). */
const LOOKED_OVER_BEFORE_ZH = new RegExp(String.raw`^(?![这那你我])[^，,。]{0,12}(?:提审|提测|上线|发布|发版|合并|部署|上架|打包)[^，,。]{0,12}(?:之前|以前|前)[，,]?\s*(?:都)?(?:要|得|必须|一定要|需要)?(?:先)?(?:让|找|请)\s*${PERSON_ZH}\s*(?:过一遍|看一遍|把关|确认|检查|审|review)`, 'i');
/**
 * "通知发出去之前要给张园长看一下": whom a kind of thing is shown to before it goes out, every time (its 要 says so, with
 * 一下 or not; not "这条通知发出去之前给张园长看一下", the one at hand).
 */
const SEEN_BEFORE_IT_GOES_OUT_ZH = new RegExp(String.raw`^(?![这那你我把帮请给])[^，,。]{1,10}?(?:发出去|发出|推送|群发|公开|贴出去|登出来|发)(?:之前|以前|前)[，,]?\s*(?:都)?(?:要|得|必须|需要)(?:先)?(?:给|让|找|请)\s*${PERSON_ZH}\s*(?:看一下|看一眼|看看|看|过目|审核|审|确认|把关)(?:一下)?[。！!]?$`);
/** "报告发给王经理之前先给我看": what the user sees first, before a kind of work goes to someone (not "这份报告发给他之前先给我看一下", the one at hand). */
const SHOWN_TO_ME_FIRST_ZH = new RegExp(String.raw`^(?![这那你把帮请给])[^，,。]{1,10}?(?:发给|交给|给|提交给|转给)\s*${PERSON_ZH}[^，,。]{0,4}?(?:之前|以前|前)[，,]?\s*(?:都)?(?:要|得)?先(?:发)?给我(?:看|过目|看一下|看看|过一遍)[。！!]?$`);
/** "埋点的事件名找产品的小雨确认，她维护埋点文档": whom a kind of thing is confirmed with, each time (said with what that person keeps, or with 都/统一). */
const WHOM_TO_CONFIRM_WITH_ZH = new RegExp(String.raw`^(?![这那你我把帮请给])[^，,。]{2,16}?(?:都|统一|一律)?(?:要|得)?(?:找|问)\s*[^，,。]{1,10}?(?:确认|拍板|定|对齐|开|申请|配)(?!一下)(?:[，,]\s*(?:他|她)(?:在)?(?:维护|负责|管)[^，,。]{1,12})?[。！!]?$`);
const WHOM_TO_ASK_ZH = [
  new RegExp(String.raw`^${PERSON_ZH}\s*(?:在)?(?:负责|管|维护)(?!的|了|一下|这个|那个)[^，,。]{1,12}${ASK_HIM_ZH}`),
  new RegExp(String.raw`^(?![这那])[^，,。]{2,16}是\s*${PERSON_ZH}\s*(?:在)?(?:负责|维护|管)(?:的)?${ASK_HIM_ZH}`),
];
/** "我们的周是从周一开始算的，不是周日", "我们的日活按设备算": how the team counts or measures a thing. */
const OUR_WAY_OF_COUNTING_ZH = /^我们(?:的|这边的?|组的?)?[^，,。]{1,12}?(?:都)?(?:是)?(?:从[^，,。]{1,10}开始(?:算|计算|数)|按[^，,。]{1,12}(?:来)?(?:算|计算|统计))的?(?:[，,]\s*(?:而)?不是[^，,。]{1,12})?[。！!]?$/;
/** "指标定义以指标字典为准", "接口字段一律以 proto 为准": the source a kind of thing follows when two disagree. */
const SOURCE_OF_TRUTH_ZH = /(?:^|[，,]\s*)(?![这那你我])[^，,。]{2,12}?(?:一律|都|统一)?以\s*[^，,。]{2,20}?为准[。！!]?$/;
/** "口径有疑问找数据产品的王姐", "数据口径有疑问的话去问数据组的阿敏，她维护指标字典": whom to ask whenever a kind of question comes up. */
/** "…的话，就去找", "…时问": whenever it comes up, whom to turn to (the person follows). */
const TURN_TO_ZH = String.raw`(?:的话|时|的时候)?[，,]?\s*(?:就|可以|直接|都)?(?:去)?(?:找|问|联系)`;
const ASK_ABOUT_ZH = new RegExp(String.raw`^(?:(?![这那你我])[^，,。]{0,16}?(?:有疑问|有问题|有不清楚的(?:地方)?|不清楚|拿不准|不确定)|(?:出了?|遇到|碰到)问题)${TURN_TO_ZH}\s*(?![我你])[^，,。]{1,12}`);
/** "…，出问题找老周，他负责集群": whom to turn to when it goes wrong, told after a rule (read without it, kept with it). */
const WHOM_IN_TROUBLE = new RegExp(String.raw`[，,]\s*(?:出了?|遇到|碰到|有)问题${TURN_TO_ZH}\s*${PERSON_ZH}(?:[，,]\s*(?:他|她)(?:负责|管|维护)[^，,。]{1,12})?[。！!]?$`);
/** "改了通信协议要同步给上位机的老陈": whom to tell after a kind of change. */
const TELL_AFTER_CHANGE_ZH = new RegExp(String.raw`^(?:改了|改动|修改了?|变更了?|动了)[^，,。]{1,12}?(?:之后|以后|后)?[，,]?\s*(?:都)?(?:要|得|必须|记得)(?:先)?(?:同步给|告诉|通知|知会|同步一下|跟)\s*[^，,。]{0,10}?${PERSON_ZH}`);
/** "日志用 zap，字段名用小写下划线": the one tool for a need, said tersely. */
// ("测试用 JUnit 4 写": the version, and what is done with it)
const TOOL_FOR_A_NEED_ZH = /^(?:日志|测试|单测|配置|依赖注入|ORM|数据库访问|缓存|消息队列|状态管理|路由|样式|构建|打包|格式化|lint|HTTP 客户端|序列化)\s*(?:都|统一|一律)?用\s*[A-Za-z][\w.-]*(?:\s*v?\d+(?:\.\d+)*)?(?:\s*(?:来)?(?:写|跑|打))?(?:\s*[，,]\s*[^，,。]{2,12}?(?:用|都用|统一用)[^，,。]{2,12})?[。！!]?$/i;
/** "解释的时候说人话", "讲东西的时候通俗一点": how the user wants things explained. */
const PLAIN_EXPLANATIONS_ZH = /^(?:给我)?(?:解释|讲解|讲|回答|回复|说明)(?:东西|问题)?(?:的时候|时)[，,]?\s*(?:请|要|尽量|多)?(?:说人话|通俗(?:一点|点|易懂)?|简单(?:一点|点)|用大白话|直白(?:一点|点)?|少用术语|别用术语|不要用术语)/;
/** A last clause that says what holds from now on, after what went wrong: "…，以后这个目录里的文件一个都不能删". */
const FROM_NOW_ON_ZH = /[，,；;]\s*(?:所以|因此)?\s*(?:以后|今后|往后|从现在开始|从现在起|从今以后)[，,]?\s*([^，,。！!]{4,}(?:[，,][^，,。！!]+)*)[。！!]?$/;
/** The rule of a statement that tells what went wrong first, without its "以后" (what names it), or null. */
export const fromNowOnClause = (text: string): string | null => FROM_NOW_ON_ZH.exec(text.replace(/[。！!]$/, ''))?.[1] ?? null;
/** …said as what must be done, or never. */
const FROM_NOW_ON_MUST = new RegExp(`${MUST_OR_ONLY_ZH.source}|都(?:用|要|得|走|放|先)|要先|必须`);

/** Words that say what follows a request lasts past it: 以后, 每次, 我们, 规矩… */
const SAID_TO_LAST_ZH = /以后|今后|每次|永远|一律|我们|团队|项目里|这个仓库|规定|规矩|约定/;
/** Words a last clause cannot open with and still name a kind of thing on its own. */
const NO_SUBJECT_OF_ITS_OWN = /^(?:这|那|你|它|他|她|不|别|要|请|用|把|先|再|就|都|也|还)/;

/**
 * What one Chinese sentence says that lasts: the rest behind its lead-in first (an explicit "记住，…"
 * stays a request to remember), else the sentence as said; then the same without the cost told after
 * a design; then, for a sentence that opens with the thing at hand, its last clause alone.
 */
/** Whom the project is for, said before what follows from it: "这个项目是给医院用的，…", "我们的系统是给海外用户做的，…". */
const PROJECT_IS_FOR_ZH = /^(?:这个|我们的?|本)(?:项目|系统|产品|服务|应用|App|小程序)是(?:给|为|面向)[^，,。]{1,12}(?:用|做|开发|服务)的[，,]\s*/i;

/** "以后都这样做", "好的，以后就这么写": from now on, this — what "this" was is the agent's (memory/approach-confirmed), nothing of its own. */
const ONLY_POINTS_BACK_ZH = /^(?:(?:好的?|很好|不错|可以|对|嗯|行)[，,。！!～~]*\s*)*(?:以后|今后|之后)?(?:都|就|也)?(?:这样|这么|那样|那么|照这样|按这个|按这样)(?:做|写|弄|来|办|处理|搞)?(?:吧|就行|就好)?[。！!～~]*$/;

/** "不要停，继续修直到测试通过": the work driven on to its end. */
const DRIVEN_ON_ZH = /^(?:请)?(?:不要|别)停(?:下来)?[，,。！!]?\s*(?:继续|一直)/;

/** Who the user is, without the request said after it: "我是新来的后端，你先帮我把环境搭起来" is "我是新来的后端". */
function withoutTheRequest(s: string): string {
  const at = s.search(/[，,]\s*(?:你|请)?(?:先)?(?:帮我|帮忙|给我|麻烦|把)/);
  return at > 0 ? s.slice(0, at) : s;
}

/**
 * "别再写那种复述代码的注释了": an order to stop doing a kind of thing, its 了 read off (the sentence is not something
 * done) — the kind described ("…的注释"), not pointed at nor the work of the moment ("别再用这个方法了", "别再跑测试了").
 */
const NO_MORE_ZH = /^((?:以后)?(?:请)?(?:千万)?(?:别|不要)再(?![^，,。]*(?:这个|那个|这样|那样|这些|那些|这么|那么))[^，,。]{1,30}的[^，,。]{1,12}?)了([。！!]?)$/;

/** Where the one before went, after a part handed over: "…，老王去做风控了", "…，小张调到基础架构组了". */
const WHERE_THE_LAST_ONE_WENT_ZH = /[，,]\s*[^，,。]{1,6}?(?:去做|去了|调去|调到|转去|转到|去负责)[^，,。]{0,12}了[。！!]?$/;
/** The tool the change left, said gone after it: "…，ELK 不用了", "…，Jenkins 下线了". */
const THE_OLD_ONE_GONE_ZH = /[，,]\s*[A-Za-z][\w.-]*\s*(?:已经|也)?(?:不用|下线|停用|弃用|废弃)了[。！!]?$/;

/** A newcomer saying so before a rule: "我是新来的后端，…", "我刚入职，…". */
// ("我在做用户访谈的整理，引用原话的时候…": or the kind of work the user is doing, the rule's setting)
const INTRO_FIRST_ZH = /^(?:我是(?:新来的|刚来的|新入职的|刚入职的|新加入的|刚加入的)[^，,。]{0,10}|我(?:刚|才)(?:入职|来|加入[^，,。]{0,10})|我(?:正|一直)?在(?:做|写|整理|准备|负责)(?!这|那)[^，,。]{2,14})[，,]\s*/;

/** What comes before a request for work now, after a comma: "…，帮我改一下 CI 里的推送地址", "…，你把配置也改了". */
const ASKED_AFTER_ZH = /^(.{6,}?)[，,]\s*(?:你\s*)?(?:帮我|帮忙|麻烦|请|顺便|你把|把)[^，,。]*[。！!]?$/;

/** "…改热更代码的时候注意一下": a care to take whenever a kind of work is done. */
const MIND_IT_WHEN_ZH = /(?:的时候|时)(?:要|都)?(?:注意|小心|留意)一下[。！!]?$/;

/**
 * Why said after a value the agent asked for, in Chinese, that holds beyond this time: "Lambda 跑的是 nodejs20.x",
 * "前端代理写死了这个端口", "她负责那块" — of the software or who owns it, not of now, asked or asked for.
 */
export function lastingReasonZh(why: string): boolean {
  // (or who outside the team requires it: "合规要求的", "安全审计要求的"; or a lesson: "latest之前两次在我们不知道的情况下变了", "之前导入任务就是这么超时的")
  if (/^(?:这是)?(?:合规|法务|审计|监管|安全(?:组|团队|审计|合规)?|内控|等保|财务|客户合同|合同)(?:那边)?(?:要求|规定)(?:的|这样)?[。！!]?$/.test(why.trim())) return true;
  // ("财务导出就是按这个算的": what a part already works by; "价格每天晚上才变一次": how often a kind of thing changes;
  // "加默认值会重写每一行并锁表": what a way does to a whole table; "还有四分之一的用户在安卓7上": how many users are where;
  // "这张表有几百万行": how big a table is, which it only grows from; "轮询把网关打爆过一次": what the way once brought down;
  // "我们项目里不混用": one way held to, no mix)
  return why.replace(/\s+/g, '').length >= 5 && (aboutSoftware(why) || /负责|归|管|写死|固定|只用来|只能|(?:就是|都是|一直)按(?:这个|这种|这样)|每(?:天|周|月|晚|小时)[^，,。]{0,6}(?:才|只|会|都)?(?:变|更新|刷新|同步)|会(?:重写|锁|扫)[^，,。]{0,4}(?:每一|全|整张|表)|(?:[一二三四五六七八九十\d]+分之[一二三四五六七八九十\d]+|\d+\s*%)的?(?:用户|客户|玩家|安装量|下载量)|会有(?:误差|精度问题|舍入误差)|(?:会|就会)?(?:丢|损失)精度|会差(?:一|几|[\d]+)分钱|(?:都|全)在(?:那里|那儿|那边|那层|里面)(?:做|处理|实现|管)?[。！!]?$|^(?:运营|产品|业务|客服|财务|市场|策划)(?:同学|那边|的人)?(?:要|会|得|需要)(?:自己|经常)?(?:调|改|配|维护)|^里面(?:有|带|做了)[^，,。]{0,8}(?:拦截|鉴权|校验|重试|埋点|日志|限流|缓存|降级)|要(?:跑)?(?:一|两|三|半|\d+)个?(?:多)?(?:小时|钟头)|要(?:跑)?(?:好|十|几十|\d+|几)(?:几)?分钟|(?:之前|以前|上次)[^，,。]{0,12}就是这么[^，,。]{1,10}的|每(?:晚|天|周)(?:都)?会(?:跑|执行)|改不了|控制不了|管不了|不归我们|(?:一律|统一|都|从来)?(?:不|不能|别)混用|只用一(?:种|个|套)|(?:之前|以前|上次|去年|上个月|上个季度)(?:已经)?(?:有)?(?:两|三|好几|几|[\d一二三四五六七八九十]+)次[^，,。]{0,20}(?:变了|挂了|坏了|崩了|丢了|出过问题|出过事|出事|被改了)|从(?:那里|这里|那儿)(?:复制|拷|抄)|(?:很|太|特别|非常)贵|把[^，,。]{1,10}(?:打爆|打挂|搞挂|拖垮|压垮|搞崩|撑爆)过|(?:表|库|集合|索引)(?:里|中)?(?:有|存了|放了)(?:几|上|好几|[\d一二三四五六七八九十两]+)(?:十|百|千)?(?:万|亿)(?:多)?(?:行|条|记录|条数据|个文档)/.test(why)) && !MOMENT.test(why) && !REQUEST.test(why) && !ASKED.test(why) && !/暂时|先|随便|今天|明天|刚才|这次|试试|不记得|不知道(?!的情况)/.test(why);
}

/**
 * Words to write into the work, not how things are: "给 linter 加一条禁止 console.log 的规则", "写一段 README，说明贡献者必须签
 * CLA" — the rule is what the work is to say.
 */
const WORK_TO_WRITE_ZH = /^(?:请|帮我|麻烦)?(?:给|在)[^，,。]{1,12}(?:里|中|上)?(?:加|写|补|添加|新增|增加)(?:上)?(?:一|个|一个|一条|一段|条|段|几条)[^，,。]*(?:规则|说明|注释|提示|文案|校验|检查|章节)|^(?:请|帮我|麻烦)?(?:写|加|补)(?:一|个|一段|一篇|段|篇|一节|节)[^，,。]{0,12}[，,]\s*(?:说明|写明|注明|提到|告诉|讲清楚)/;
/** Others' ways, not the team's: "我们的竞争对手都用 GraphQL". */
const THEIRS_NOT_OURS_ZH = /^(?:我们的)?(?:竞争对手|对手|友商|同行|别的公司|其他公司|别家|大厂)/;

/**
 * Words read as another wording that means the same, and kept as said: "waybill-rules 这个包" is a name and its kind (no
 * thing at hand), "给我答案的时候先说结论" is how every answer goes (no request), "这个单体应用的事务都…" how all of its kind goes.
 */
const READ_AS_ZH: Array<[RegExp, string]> = [
  [/([A-Za-z][\w.-]*)\s*这个(?=包|库|仓库|服务|模块|项目|组件|文件)/g, '$1 '],
  [/^给我(?=(?:答案|回答|回复|解释)(?:的时候|时))/, '给'],
  // ("这个单体应用的事务都在 service 层开": the whole of the project, named — how all of a kind in it goes)
  [/^这个((?:单体|整个)?(?:应用|系统|单体)的)(?=[^，,。]{1,12}(?:都|一律|统一|只))/, '$1'],
];

/** Why after a prohibition, in a clause of its own: "…，别加 firefox，太慢了" (its 慢 no trouble of now, but what the other way costs). */
const COSTS_TOO_MUCH_AFTER_ZH = /^(.*(?:别|不要|不许|不准|禁止)[^，,。]{1,20})[，,]\s*(?:因为)?(?:太|很|特别|非常)(?:慢|贵|大|重|卡|麻烦|费钱|占内存|占空间)了?[。！!]?$/;

export function classifyChinese(quote: string): Found | null {
  // ("CI 上的 e2e 只跑 chromium，别加 firefox，太慢了": read without what the other way costs, kept with it)
  const costs = COSTS_TOO_MUCH_AFTER_ZH.exec(quote.trim());
  const withoutCost = costs ? classifyChinese(costs[1]!) : null;
  if (withoutCost) return { ...withoutCost, text: quote.trim() };
  // (read as another wording, kept in the user's words)
  const read = READ_AS_ZH.reduce((t, [re, by]) => t.replace(re, by), quote);
  if (read !== quote) {
    const st = classifyChinese(read);
    return st && { ...st, text: st.text.replace(read.trim(), quote.trim()) };
  }
  const found = classifyAsSpaced(quote);
  if (found) return found;
  // ("所有 MonoBehaviour 的 Update 里不许分配内存": the spaces set around a Latin name take no room of a clause's own — read
  // last, without them, as one sentence)
  const said = quote.trim();
  const tight = said.replace(/(?<=[\u4e00-\u9fff])\s+(?=[A-Za-z0-9])|(?<=[A-Za-z0-9.)\]])\s+(?=[\u4e00-\u9fff])/g, '');
  const readTight = tight !== said ? classifyChineseOne(tight) : null;
  return readTight && { ...readTight, text: readTight.text === tight || readTight.text === `${tight}。` ? said : readTight.text };
}

function classifyAsSpaced(quote: string): Found | null {
  if (ONLY_POINTS_BACK_ZH.test(quote.trim()) || DRIVEN_ON_ZH.test(quote.trim()) || WORK_TO_WRITE_ZH.test(quote.trim()) || THEIRS_NOT_OURS_ZH.test(quote.trim())) return null;
  // ("别再写那种复述代码的注释了": the 了 of "no more", not of something done)
  const trimmed = quote.replace(LEAD_IN, '').trim().replace(NO_MORE_ZH, '$1$2');
  const behind = SAID_BEHIND_ZH.exec(trimmed)?.[0];
  const said = behind && trimmed.length - behind.length >= 4 ? trimmed.slice(behind.length) : trimmed;
  // "我是新来的后端，以后请用中文回答我": who they are is the rule's reason, not the memory (read before the whole
  // sentence, which would be kept as who the user is)
  const introduced = INTRO_FIRST_ZH.test(said) ? classifyChineseOne(said.replace(INTRO_FIRST_ZH, '')) : null;
  if (introduced?.kind === 'rule') return { ...introduced, text: said };
  const whole = classifyChineseOne(trimmed);
  const found = whole?.kind === 'remember' ? whole : (said !== trimmed ? classifyChineseOne(said) : null) ?? whole;
  if (found) return found;
  // "太多了，只在逻辑复杂的地方写注释": a verdict on the agent's work, then the rule — kept with the verdict, which says what it was for
  const afterVerdict = /^太(?:多|长|复杂|啰嗦|乱|重|大)了[，,]\s*(\S.{3,})$/.exec(said)?.[1];
  const ruleAfterVerdict = afterVerdict && !REQUEST.test(afterVerdict) && !/一下/.test(afterVerdict) ? classifyChineseOne(afterVerdict) : null;
  if (ruleAfterVerdict) return { ...ruleAfterVerdict, text: said };
  // "不用，这个接口数据实时性要求高，我们的原则是…": a refusal, then what holds — read without the refusal
  const afterRefusal = /^(?:不用|不要|不行|不需要|没必要)[，,]\s*(\S.{5,})$/.exec(said)?.[1];
  const heldAfterRefusal = afterRefusal && !REQUEST.test(afterRefusal) && !MOMENT.test(afterRefusal) ? classifyChinese(afterRefusal) : null;
  if (heldAfterRefusal) return heldAfterRefusal;
  // "镜像仓库迁到阿里云 ACR 了，地址换成 …，帮我改一下 CI 里的推送地址": news of a change, then the work it asks for now (the
  // news is kept without the request; a rule before a request is the work's, as in English)
  // (news of a change only: "我们团队用的是 pnpm，帮我装一下依赖" is the setting of the request)
  const beforeAsk = ASKED_AFTER_ZH.exec(said)?.[1];
  const news = beforeAsk && CHANGED_ZH.test(beforeAsk) ? classifyChinese(beforeAsk) : null;
  if (news?.kind === 'notice') return news;
  // "我们全部用游标分页，不用 offset，表太大了 offset 很慢": a rule, then why it lasts in the last clause — read without the why
  // (whose "太…了" is no complaint of the moment), kept with it
  const whyAt = said.search(/[，,][^，,]{3,}$/);
  const ruleBeforeWhy = whyAt > 0 && lastingReasonZh(said.slice(whyAt + 1).replace(/[。！!]$/, '')) ? classifyChineseOne(said.slice(0, whyAt)) : null;
  if (ruleBeforeWhy?.kind === 'rule') return { ...ruleBeforeWhy, text: said };
  const core = said.replace(ITS_COST, '').replace(ITS_REASON, '').replace(WHOM_IN_TROUBLE, '').replace(WHERE_THE_LAST_ONE_WENT_ZH, '').replace(THE_OLD_ONE_GONE_ZH, '');
  const withoutCost = core !== said ? classifyChineseOne(core) : null;
  if (withoutCost) return { ...withoutCost, text: said };
  // "对，就是这样，改动集中在 service 层，controller 不动，这种改法很好，以后保持": a way the user confirmed, to keep from now on
  const confirmed = KEEP_THIS_WAY_ZH.test(said) ? said.replace(CONFIRMED_FIRST_ZH, '') : null;
  if (confirmed && aboutSoftware(confirmed.replace(KEEP_THIS_WAY_ZH, '')) && !ASKED.test(confirmed) && !REQUEST.test(confirmed) && !MOMENT.test(confirmed)) return { type: 'feedback', kind: 'rule', text: confirmed };
  // "不用，网关那层已经有缓存了，再加一层会读到脏数据": not needed, a part already does it, and the harm a second one does
  if (ALREADY_DONE_THERE_ZH.test(said) && !MOMENT.test(said) && !ASKED.test(said)) return { type: 'feedback', kind: 'rule', text: said };
  // "真实数据库，用 testcontainers 起，mock 掩盖过好几次迁移问题": the way picked, and the harm the other did more than once
  if (OTHER_WAY_HURT_ZH.test(said) && aboutSoftware(said) && !MOMENT.test(said) && !ASKED.test(said) && !REQUEST.test(said)) return { type: 'feedback', kind: 'rule', text: said };
  // "导出功能走异步任务，数据量大的时候同步导出会把接口拖超时，这个是之前踩过的坑": the lesson marks it as the way it is done
  const lesson = LESSON_LEARNED.test(said) ? said.replace(LESSON_LEARNED, '') : null;
  if (lesson && aboutSoftware(lesson) && !/^[这那你]|^我(?!们)/.test(lesson) && !REQUEST.test(lesson) && !MOMENT.test(lesson)) return { type: 'feedback', kind: 'rule', text: said };
  // "我们这边提交信息都用英文写，格式是 feat/fix 开头": the rule in the first clause, told on after it
  const first = /^([^，,]{5,})[，,]/.exec(said)?.[1];
  // (not with a request after it: "我们把 fix-refund 分支改名成 fix-refund-2 了，你推一下")
  // (a care to take whenever it is touched is no request of the moment: "…，改热更代码的时候注意一下")
  const told = first && !MOMENT.test(said) && !REQUEST.test(said) && !/一下/.test(said.replace(MIND_IT_WHEN_ZH, '')) && !FAILING_ZH.test(said) && !ASKED.test(said) ? classifyChineseOne(first) : null;
  if (told) return { ...told, text: said };
  // "要，路径里带 /v1，以后改不兼容的字段就升版本": the rule from now on in the last clause, kept with what it closes
  const laterRule = /[，,]\s*((?:以后|今后)[^，,。]{4,})[。！!]?$/.exec(said)?.[1];
  // (not what may come, "以后可能要换机器", nor work dropped, "这个需求砍了，以后不用做了", nor after a complaint)
  const fromThen = laterRule && !/可能|也许|大概|不用|不需要|再说|再看|看情况/.test(laterRule) && !/^[这那]|太\S{1,3}了/.test(said) && !FAILING_ZH.test(said) && !MOMENT.test(said) && !REQUEST.test(said) && !ASKED.test(said) ? classifyChineseOne(laterRule) : null;
  if (fromThen?.kind === 'rule') return { ...fromThen, text: said };
  // "存 pinia，我们已经不用 vuex 了": the tool to use, then what the project holds that makes it so (the order alone is the work's)
  const orderThen = /^(?:要[，,]\s*)?(?:用|存|放|走|改用|统一用|存到|放到)\s*[A-Za-z][\w.-]*\s*[，,]\s*(\S.{4,})$/.exec(said)?.[1];
  const holds = orderThen && !MOMENT.test(said) && !REQUEST.test(orderThen) && !ASKED.test(said) ? classifyChineseOne(orderThen) : null;
  if (holds) return { type: 'feedback', kind: 'rule', text: said };
  // "烧录用 J-Link，那个 ST-Link 山寨版会把板子刷坏", "打包用 vite，webpack 太慢了": the tool for a kind of work, then what
  // the other one does wrong — the other named, so the pick is the project's, not this time's
  const toolThenOther = TOOL_THEN_THE_OTHER_ZH.exec(said);
  if (toolThenOther && toolThenOther[2]!.toLowerCase() !== toolThenOther[1]!.toLowerCase() && !MOMENT.test(said) && !REQUEST.test(said) && !ASKED.test(said) && !/一下/.test(said)) return { type: 'feedback', kind: 'rule', text: said };
  // "这个项目是给医院用的，所有时间都按北京时间算": whom the project is for, then the rule that follows from it
  const forWhom = PROJECT_IS_FOR_ZH.exec(said);
  const ruleForThem = forWhom && !MOMENT.test(said) && !REQUEST.test(said) && !ASKED.test(said) ? classifyChineseOne(said.slice(forWhom[0].length)) : null;
  if (ruleForThem?.kind === 'rule') return { ...ruleForThem, text: said };
  // "代码评审我一般在手机上看，所以每次改动尽量小一点": why, then the rule it leads to
  const soRule = /^[^，,。]{4,}[，,]\s*所以\s*(\S.{3,})$/.exec(said)?.[1];
  const ruleSo = soRule && !MOMENT.test(said) && !REQUEST.test(said) && !/一下/.test(said) && !FAILING_ZH.test(said) && !ASKED.test(said) ? classifyChineseOne(soRule) : null;
  if (ruleSo?.kind === 'rule') return { ...ruleSo, text: said };
  // "上次你把 migrations 目录里的旧文件删了，导致线上回滚失败，以后这个目录里的文件一个都不能删": what went wrong, then
  // the rule from now on, kept whole (it points back at what went wrong) — not "以后再说", "以后小心点", "以后不能这样了"
  const fromNowOn = FROM_NOW_ON_ZH.exec(said)?.[1];
  if (fromNowOn && FROM_NOW_ON_MUST.test(fromNowOn) && !/这样|那样|小心|注意点|再说|再(?:优化|改|弄|看)/.test(fromNowOn) && !MOMENT.test(fromNowOn) && aboutSoftware(said) && !ASKED.test(said) && !/帮我|帮忙|麻烦|^(?:请)?(?:把|给我)/.test(said)) {
    return { type: 'feedback', kind: 'rule', text: said };
  }
  // "我们这个项目是 Spring Boot 2.7 + MyBatis-Plus，数据库是 MySQL 8，帮我给用户表加一个字段": what the project is built on, before the request
  // (or what the team makes: "我们这边是做智能门锁固件的，MCU 是 nRF52840，你先帮我看一下…")
  // (or said as "我们这个是…" with what it is built on after it: "我们这个是微信小程序，用的 Taro 3 + React，帮我…";
  // "这个是我们的会员服务，Spring Boot 3 + MyBatis，帮我…")
  const stack = /^((?:(?:我们(?:这个)?|这个|本)(?:项目|仓库|服务|系统|工程)|(?:项目|仓库|工程))(?:是|用的是|用|使用|基于)\s*[A-Za-z][^。！!？?]*?|这(?:个)?是我们(?:的)?[^，,。]{1,12}(?:服务|项目|系统|应用|后台|网关|中台|小程序|代码|仓库|工程|模型|平台|引擎|客户端|SDK|程序|软件|上位机)[，,]\s*(?:用的(?:是)?|基于|技术栈是)?\s*[A-Za-z][^。！!？?]*?|我们(?:这个|这边|这里)(?:项目|仓库|服务|系统)?是(?![^，,。]*(?:点|周|天|号|早上|晚上|下午|上午|中午|凌晨))[^，,。]{2,12}[，,]\s*(?:(?:用的(?:是)?|基于|技术栈是)\s*[A-Za-z]|[A-Za-z][\w.#-]*\s*(?:\d|\+|[，,]))[^。！!？?]*?|我们(?:这边|这里)?是做[^，,。]{2,16}的(?:[，,][^。！!？?]*?)?|我们(?:这边|这里)?做的是[^，,。]{2,16}[，,]\s*(?:后端|前端|服务端|客户端)?\s*[A-Za-z][^。！!？?]*?)(?:[，,]\s*(?:请|麻烦)?(?:你)?(?:先)?(?:帮我|帮忙|给我)|[。！!]?$)/.exec(said)?.[1];
  // (with what it rules out after it, a rule: "这个项目用的是 pnpm workspace，别用 npm install")
  if (stack && !MOMENT.test(stack) && !FAILING_ZH.test(stack) && !ASKED.test(stack) && !/临时|暂时|先顶着|先用着/.test(stack)) {
    // (not "…，别问我为什么": a word to the listener)
    return /[，,]\s*(?:千万)?(?:别|不要|不能|禁止)(?!问|管|担心|急|催|怪)/.test(stack) ? { type: 'feedback', kind: 'rule', text: stack } : { type: 'project', kind: 'notice', text: stack };
  }
  // "按照公司规范，接口文档要写在 Yapi 上，你帮我生成一份": what the convention says, before the request it is cited for
  const cited = /^(?:按照|根据|按)(?:公司|团队|组里|我们|咱们)?的?(?:规范|规定|约定|惯例|规矩)[，,]\s*([^，,。]{4,}?)(?:[，,]\s*(?:你|请)?(?:帮我|先|再|给我)[^。]*)?[。！!]?$/.exec(said)?.[1];
  if (cited && ruleOfTheTeam(cited, /要|得|必须|都|统一|一律|不能|不要|别/)) return { type: 'feedback', kind: 'rule', text: cited };
  // "咱们组的规矩：PR 标题要带 Jira 单号，比如 [PAY-123] 修复退款": a rule under its label
  const underLabel = /^(?:咱们|我们)?(?:组|团队|公司|项目|仓库)?(?:里)?的?(?:规矩|规范|约定|规定|硬性要求)(?:是|如下)?[：:]\s*(.{4,})$/.exec(said)?.[1];
  if (underLabel && ruleOfTheTeam(underLabel, /要|得|必须|都|统一|一律|不能|不要|别|禁止|只能/)) return { type: 'feedback', kind: 'rule', text: said };
  // "这个接口是公开的，公开接口都要加限流": the rule for its kind, in the last clause
  const last = /[，,]\s*([^，,]{6,})$/.exec(trimmed)?.[1];
  // (not a request: "这个仓库太乱了，帮我整理一下 import")
  // (nor a part named by its product: "这个服务是用 Go 写的，数据库是 MySQL 8" is that service's database)
  if (!last || !/^[这那]/.test(trimmed) || NO_SUBJECT_OF_ITS_OWN.test(last) || PART_BY_ITS_PRODUCT_ZH.test(last) || REQUEST.test(last) || /一下/.test(last) || !aboutSoftware(last)) return null;
  const ofItsKind = classifyChineseOne(last);
  // (after what the project is, the clause is said of it, and kept with it: "这是我们的 Hugo 博客，部署在 Netlify 上" is not
  // "部署在 Netlify 上" alone)
  return ofItsKind && WHAT_THE_PROJECT_IS_ZH.test(trimmed) ? { ...ofItsKind, text: trimmed } : ofItsKind;
}
/** "这是我们的…", "这个仓库是…", "这是一个…": what the project is, said first. */
const WHAT_THE_PROJECT_IS_ZH = /^这(?:个)?(?:仓库|项目|代码库|repo)?是(?:我们的?|一个|个)/i;

/**
 * What the team's convention says, cited or under its label, read as a rule: about software, no
 * question, request, moment, day or thing at hand, and said as what must be (`must`).
 */
const ruleOfTheTeam = (said: string, must: RegExp): boolean =>
  aboutSoftware(said) && !ASKED.test(said) && !MOMENT.test(said) && !REQUEST.test(said) && !/这|那|一下|^你|明天|后天|今晚|这周|本周|下周/.test(said) && must.test(said);

/** The kinds of named things whose names change, in Chinese: 表, 服务, 环境变量… */
const NAMED_PART_ZH = '(?:表|数据表|服务|仓库|分支|字段|列|环境变量|变量|接口|包|模块|目录|文件夹|集群|项目|库|队列|主题|桶|域名|命名空间|频道|群)';
/** "我们把 users 服务改名为 accounts 了", "API_URL 这个环境变量已经改名叫 BACKEND_URL 了": a name that changed, with its new name. */
const RENAMED_ZH = new RegExp(
  String.raw`^(?:我们(?:已经|早就|上个?(?:迭代|月|季度|星期|周)|去年)?把\s*[A-Za-z\`'"][\w\`'".@/-]*\s*(?:这个)?${NAMED_PART_ZH}?|[A-Za-z\`'"][\w\`'".@/-]*\s*(?:这个)?${NAMED_PART_ZH})\s*(?:上个?(?:迭代|月|季度|星期|周)|去年|之前|前段时间)?(?:已经|早就)?(?:被)?(?:改名|重命名)(?:成|为|叫)?了?\s*[A-Za-z\`'"][\w\`'".@/-]*\s*了`,
);

/** The word that joins what follows a request to it: "但是", "不过". */
const JOINED_BY_BUT_ZH = /^(?:但是?|不过|可是)\s*/;

/**
 * A report from the people who use or test the product: "用户说…", "客户反馈…", "测试同学反映…" (a teammate passing on a
 * rule, "同事说以后…", is not one; nor "客户反馈的 bug 从 Intercom 进来", which says where such reports go).
 */
const REPORTED_BY_USERS_ZH = /^(?:有|好多|很多|不少)?(?:的)?(?:用户|客户|测试(?:同学|同事|那边)?|QA|玩家|商家)(?:那边|们)?(?:在[^，,。]{1,8})?(?:说|反馈|反映|投诉|吐槽|抱怨|报)(?!的)/i;

/** What one Chinese sentence of the user's says that lasts, if anything (the English forms' counterpart). */
/** Where a kind of thing goes since ("日志现在改打到 Loki 了", "接口文档迁到 Apifox 了"): shared with memory/updates, which reads where. */
export const MOVED_TO_ZH = '改打到|改到|迁到|迁移到|搬到|挪到|换到|改放到|改存到';
/** "调度改到每天凌晨 4 点了": a step (1) that runs at another hour (2) every day or week since (not "会议推迟到 3 点了": once; shared with memory/updates). */
export const TIME_MOVED_ZH = String.raw`(?!把|请|帮|麻烦|你|这|那)([\u4e00-\u9fff]{2,8}?)(?:现在)?(?:已经)?(?:改到|改成|挪到|调到|换到|提前到|推迟到)(?:每天|每晚|每周[一二三四五六日天]|每个工作日)(?:早上|上午|中午|下午|晚上|凌晨)?\s*(\d{1,2})\s*点(?:半)?了[。！!]?$`;
/** The words of a change: 迁到, 换成, 升级到, 不用了… (a move's among them). */
const CHANGED_ZH = new RegExp(`(?:${MOVED_TO_ZH}|换成|改成|改发到|升级到|升到|改用|换用|不用|下线|停用|弃用|废弃)`);
/** Where all of a kind goes, said with 现在 to say since when ("日志现在都打到 Loki 了"): shared with memory/updates too. */
export const GOES_TO_ZH = '打到|放到|存到|推到|发到|写到|放在|存在';

/** A number and its unit, as a limit is set in Chinese: "50MB", "30 秒", "500 条" (shared with memory/updates). */
export const LIMIT_AMOUNT_ZH = String.raw`(\d+(?:\.\d+)?)\s*(MB|GB|KB|TB|M|G|K|ms|%|秒|分钟|小时|天|条|个|次|行|页|人)`;
/** A limit set to a number: "上限调到 50MB", "超时改成 30 秒" — the number (1) and its unit (2) (shared with memory/updates). */
// ("下载延迟现在放宽到 1 秒了": a delay or an interval, "现在" before the verb; "包体积上限现在是 4M 了": what it is now;
// "下载延迟现在最低 2 秒": the least it may be now)
// ("数据现在保留 365 天", "日志保留时间改成 30 天了": how long a kind of data is kept, since; "灰度现在先切 10% 流量": the share a
// rollout starts at)
export const LIMIT_SET_ZH = String.raw`(?:(?:上限|限制|最大值|超时时间|超时|延迟|间隔|要求)(?:已经|现在)?(?:调到|调整到|提到|提高到|改到|改成|改为|降到|调成|放宽到|收紧到|(?<=现在)(?:是|为|最低|最少|最高|最多|至少))|(?<=现在\s*)保留(?:时间)?(?:是|为)?|(?<=现在\s*)(?:先)?切|保留(?:时间)?(?:已经|现在)?(?:调到|调整到|改到|改成|改为|延长到|缩短到))了?\s*${LIMIT_AMOUNT_ZH}`;

/** "数据现在每天早上同步一次": a step of the work (its doer 1) at another rhythm (2) since, and the step (3). */
// ("位置现在改成每 10 秒上报一次了": every so many seconds or minutes; "日文翻译现在每周交一次了": work handed in; "现在改成每 10
// 分钟检查一次": no doer said, the step alone)
export const RHYTHM_NOW_ZH = String.raw`(?!把|请|帮|麻烦|你|这|那)((?:[\u4e00-\u9fff]{2,6}?)?)(?:现在|以后)(?:改成|改为)?(每(?:个)?(?:天|晚|周[一二三四五六日天]?|星期[一二三四五六日天]|月|小时|(?:两|三|四|半)(?:天|周|个?月|个?小时))|每\s*\d+\s*(?:秒|分钟|小时|天))[^，,。]{0,8}?(同步|备份|发版|发布|更新|刷新|清理|重建|重置|跑|生成|导出|汇总|发送|推送|对账|写|上报|上传|采集|交付|交稿|提交|交(?=一次)|检查|轮询|抓取)(?:一次)?(?:更新)?了?[。！!]?$`;

/**
 * What a later day changed: "测试环境地址换成 test.acme.cn 了", "Node 升级到 22 了", "发版改到周五了", "小王离职了，支付那块现在归小李"
 * (not "把地址换成 test.acme.cn", a request; nor "这个接口改到明天再上线", one thing at hand).
 */
const CHANGED_SINCE_ZH = [
  // ("Dana 是产品负责人，每个版本上什么由她定": who holds a role in the team)
  /^(?!这|那|你|我)[A-Za-z\u4e00-\u9fff]{1,10}\s*是\s*(?:我们的?)?(?:产品|技术|项目|测试|前端|后端|设计|运维|安全|数据)?(?:负责人|owner|PM|经理|主管|leader|lead|架构师)(?:[，,]\s*[^。]{2,30})?[。！!]?$/i,
  // ("安全评审每季度一次，有严重问题就卡发版", "我们两周一个迭代，周一规划"): how often a step of the team's work comes round
  /^(?!这|那|你|我(?!们))[^，,。]{2,10}?每(?:季度|个月|月|周|两周|年|半年)(?:一次|做一次|跑一次|一轮)(?:[，,]\s*[^。]{2,30})?[。！!]?$/,
  /^我们\s*(?:一|两|三|四|[1-4])\s*周一个\s*(?:迭代|sprint|冲刺)(?:[，,]\s*[^。]{2,40})?[。！!]?$/i,
  // ("分析库里的表都归数据组，改表结构前先问他们": which team owns a kind of thing)
  /^(?!这|那|你|我)[^，,。]{2,16}(?:都|全)?归\s*[^，,。]{1,8}(?:组|团队|部门|team)(?:管)?[。！!]?$/i,
  // ("以前用 Jenkins，现在全换成 GitHub Actions 了": the tool before, and the one since)
  /^(?:我们)?以前(?:用|是|跑在)\s*[A-Za-z][\w.+# -]*?[，,]\s*现在(?:全|都|全部)?(?:换成|改成|迁到|改用|用)(?:了)?\s*[A-Za-z][\w.+# -]*?\s*(?:了)?[。！!]?$/,
  // ("我们是 Rails 单体，前端是后来加的 React": what the project is, by its stack)
  /^我们是\s*[A-Za-z][\w.+#-]*\s*(?:单体|单体应用|微服务|monorepo|单仓|全栈)(?:[，,]\s*[^，,。]{2,20})?[。！!]?$/i,
  // ("欧洲集群在法兰克福，美国的在俄勒冈": where a part of the system runs)
  /^(?!这|那|你|我)[\u4e00-\u9fffA-Za-z]{1,6}(?:集群|机房|数据中心|区域|节点|主库|从库)(?:部署)?在\s*(?!重启|迁移|升级|维护|跑|更新|修|扩容|缩容|下线|上线|恢复|同步|处理|排查|用|打|做|改|加|删|装|建|测)[\u4e00-\u9fffA-Za-z]{2,8}(?:[，,]\s*[\u4e00-\u9fffA-Za-z]{1,6}的(?:在|部署在)\s*[\u4e00-\u9fffA-Za-z]{2,8})?[。！!]?$/,
  // ("数据现在每天早上同步一次": how often a step of the work happens since)
  new RegExp(String.raw`^${RHYTHM_NOW_ZH}`),
  /^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,12}(?:地址|域名|网址|端口|链接)(?:已经)?(?:换成|改成|改为|变成|换到|迁到)\s*[A-Za-z0-9][\w.:/-]*\s*了?[。！!]?$/,
  // ("测试环境换地址了，现在是 http://ticket-qa.internal")
  /^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,12}?(?:已经)?换(?:了)?(?:新)?(?:的)?(?:地址|域名|网址)了?[，,]\s*(?:现在|新的)?(?:是|在)\s*[A-Za-z0-9][\w.:/-]*\s*了?[。！!]?$/,
  // ("接口文档不用 Apifox 了，改成直接用 Swagger 生成": a tool a kind of work no longer uses, and what it uses since)
  // ("现在接口不走 request.js 了，统一用 api/http.ts": or goes through)
  new RegExp(String.raw`^(?!把|请|帮|麻烦|你|这|那)[^，,。]{2,10}?(?:现在)?(?:已经)?(?:不用|不再用|不走|不再走)\s*(?:[A-Za-z][\w.-]*|${TOOLS_NAMED_IN_CHINESE})\s*了(?:[，,]\s*(?:现在)?(?:改成|改用|换成|直接用|都用|统一用)[^，,。？?]{1,24})?[。！!]?$`),
  // ("现在 iOS 包改到云打包了，不用那台 Mac mini 了": where a kind of work is done since, and the tool it no longer needs)
  /^(?:现在)?[^，,。]{2,12}?(?:改到|改成|换成|迁到|改用|换到)[^，,。]{1,12}了[，,]\s*(?:不用|不再用)(?:那台|这台|那个|这个)?\s*[A-Za-z][\w .-]*?\s*了[。！!]?$/,
  // ("测试环境换了新地址 test2.shop.cn")
  /^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,12}?(?:已经)?换了(?:个)?新?(?:的)?(?:地址|域名|网址|端口|链接)[:：]?\s*[A-Za-z0-9][\w.:/-]*\s*[。！!]?$/,
  // ("订单服务现在交给小刘了": a part of the work handed to someone since)
  /^(?!把|请|帮|麻烦|你|这|那)[^，,。]{2,12}?现在(?:交给|归|由)\s*(?:(?:小|老|阿)[\u4e00-\u9fff]|[\u4e00-\u9fff]{2,3}|[A-Z][a-z]+)(?:管|负责)?了[。！!]?$/,
  /^(?!把|请|帮|麻烦|你|这|那)(?:我们的?\s*)?[A-Za-z][\w.-]*\s*(?:已经)?(?:升级|升|降级|降)(?:到|至|成)了?\s*v?\d+(?:\.\d+)*\s*了?[。！!]?$/,
  // ("数据库升级到 MySQL 8.0 了": the part, then the tool and version it is on since; "测试现在统一用 JUnit 5 了": a tool's version since)
  /^(?!把|请|帮|麻烦|你|这|那)(?:我们的?\s*)?[\u4e00-\u9fff]{2,8}?\s*(?:已经)?(?:升级|升|降级|降)(?:到|至|成)了?\s*[A-Za-z][\w.-]*\s*v?\d+(?:\.\d+)*\s*了?[。！!]?$/,
  /^(?!把|请|帮|麻烦|你|这|那)[\u4e00-\u9fff]{2,8}?现在(?:都|统一|一律)?(?:用|改用|换成)\s*[A-Za-z][\w.-]*\s*v?\d+(?:\.\d+)*\s*了[。！!]?$/,
  /^(?!把|请|帮|麻烦|你|这|那|我们把)[^，,。把]{0,6}(?:发版|上线|发布|部署|封版|构建|备份|值班|例行维护|停服维护)(?:时间|日)?(?:已经)?(?:改到|改成|挪到|换到)(?:每周|每个?星期|周|星期)[一二三四五六日天](?:了)?[。！!]?$/,
  // ("调度改到每天凌晨 4 点了": a step that runs at another hour of the day since)
  new RegExp(String.raw`^${TIME_MOVED_ZH}`),
  // ("小张调去别的组了，发版现在由小刘负责")
  /^[^，,。]{1,8}(?:离职|走|调走|转岗|调去别的组|去别的组|换组|调岗|调到[^，,。]{1,6})了[，,]\s*[^，,。]{1,12}(?:现在)?(?:归|由|交给)\s*[^，,。]{1,6}(?:管|负责)?了?[。！!]?$/,
  // ("日志现在改打到 Loki 了", "接口文档迁到 Apifox 了": where a kind of thing goes since)
  // ("接口文档已经从 YApi 迁到 Apifox 了": and where it was)
  // ("镜像仓库迁到阿里云 ACR 了", "告警现在改发到钉钉了": a vendor's name first, or a tool named in Chinese)
  new RegExp(String.raw`^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,10}?(?:现在)?(?:都)?(?:已经)?(?:从\s*[A-Za-z][\w.-]*\s*)?(?:${MOVED_TO_ZH}|改发到|改用|换用|换成)\s*(?:(?:[\u4e00-\u9fff]{1,4}\s*)?[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?|${TOOLS_NAMED_IN_CHINESE})\s*(?:上|里)?了[。！!]?$`),
  // ("日志现在都打到 Loki 了": where all of a kind goes, since)
  new RegExp(String.raw`^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,10}?现在(?:都)?(?:${GOES_TO_ZH})\s*[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?\s*(?:上|里)?了?[。！!]?$`),
  // ("测试环境现在在 qa.shop.cn": where a part is served, since)
  /^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,12}?现在(?:在|是)\s*(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)+\S*\s*了?[。！!]?$/i,
  // ("支付服务以后找小李，小王转岗了": who to go to for a part since, and why)
  new RegExp(String.raw`^(?!把|请|帮|麻烦|你|这|那)[^，,。]{2,12}?(?:以后|现在)(?:都)?(?:找|归|由|交给)\s*${PERSON_ZH}(?:管|负责)?了?[，,]\s*${PERSON_ZH}(?:离职|走|调走|转岗|去别的组)了[。！!]?$`),
  // ("moment 已经弃用了，改用 dayjs": a tool dropped, and what is used in its place)
  /^[A-Za-z][\w.-]*\s*(?:已经|也)?(?:弃用|废弃|下线|停用|不用)了[，,]\s*(?:现在)?(?:改用|换成|换用|都用)\s*[A-Za-z][\w.-]*\s*(?:了)?[。！!]?$/,
  // ("日志现在统一走阿里云 SLS": the tool all of a kind goes through since — a vendor's name may come first)
  /^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,10}?现在(?:都|统一|一律|全部)?(?:走|接入|接到)\s*(?:[\u4e00-\u9fff]{1,4}\s*)?[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?\s*(?:了)?[。！!]?$/,
  // ("上传文件的大小上限调到 50MB 了": a limit set to another number)
  new RegExp(String.raw`^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,12}?${LIMIT_SET_ZH}\s*了?[。！!]?$`, 'i'),
  // ("预发环境现在改成每周一重置了": a rhythm of the system changed)
  /^(?!把|请|帮|麻烦|你|这|那)[^，,。把]{1,10}?(?:现在)?(?:改成|改为|改到|变成)(?:每周|每个?星期|每天|每晚|每月)[^，,。]{0,8}(?:重置|清空|备份|同步|重启|发版|上线|部署|清理)了[。！!]?$/,
];
/** "代码评审用 Gerrit", "监控用 Grafana": the tool a step of the team's work is done in. */
const STEP_DONE_IN_ZH = /^(?:我们的?\s*)?(?:代码评审|评审|代码审查|CI|持续集成|部署|监控|告警|文档|需求管理|项目管理|任务管理|工单)\s*(?:都)?(?:用|用的是|走|在)\s*[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?\s*(?:上)?[。！!]?$/i;
/** Rules said in ways the other forms do not read: the check before saying work is done, the order of every answer, … */
/** "生产变更现在不用走工单了，改成在群里报备就行": a step (2) a kind of work (1) no longer needs since (a rule changed; 现在 says since) — memory/updates reads the same. */
export const STEP_NO_LONGER_NEEDED_ZH = String.raw`(变更|改动|发版|上线|发布|部署|合并|提交|PR|MR|需求|代码)(?:现在)?(?:已经)?(?:都)?(?:不用|不需要|无需|不必)(?:再)?(?:走|提|开|填|发|找|等|过)([^，,。了]{1,10})了`;
const NO_LONGER_NEEDED_ZH = new RegExp(String.raw`^(?!这|那|你|我(?!们))(?:另外|还有)?[，,]?\s*(?:现在)?[^，,。]{0,6}${STEP_NO_LONGER_NEEDED_ZH}`, 'i');

const MORE_RULES_ZH = [
  // "这个桶开了对象锁，删除永远会失败，别去清理": a setting turned on for a part, what it always makes fail, and what not to do
  /^(?:这个|那个)?[^，,。]{1,10}(?:开了|启用了|开启了|打开了|配了)[^，,。]{2,12}[，,]\s*[^，,。]{0,10}(?:永远|一直|总是)(?:都)?会?[^，,。]{2,16}(?:[，,]\s*(?:别|不要|不用)[^，,。]{2,12})?[。！!]?$/,
  // "公开schema不做破坏性修改": what the published surface never takes
  /^(?!这|那|你|我)[^，,。]{0,10}(?:不做|不允许|不许|不能有|不能做|禁止)破坏性(?:的)?(?:修改|变更|改动)/,
  // "包不能引用应用": which part may not import which
  // (after what may: "应用可以引用包，包不能引用应用")
  /^(?!这|那|你|我)(?:[\u4e00-\u9fffA-Za-z\s]{1,10}(?:可以|能)(?:引用|依赖|导入|import|调用)[\u4e00-\u9fffA-Za-z\s]{1,10}[，,]\s*)?[\u4e00-\u9fffA-Za-z\s]{1,10}(?:不能|不许|不可以|禁止|绝不能)(?:直接)?(?:引用|依赖|导入|import|调用)[\u4e00-\u9fffA-Za-z\s]{1,10}$/i,
  // "网络请求都走APIClient这个actor", "所有缓冲区都静态分配", "对时间敏感的任务都挂在1毫秒的调度节拍上": what every one of a kind goes through or how it is done
  /^(?!这|那|你|我|他|她|大家|今天|昨天|刚才|把|请|帮|给|麻烦)(?![^，,。]*(?:这个|那个|这几|那几|这些|那些))(?:所有(?:的)?)?[^，,。]{2,16}?都(?:要|得|必须)?(?:走|通过|经过|挂在|跑在|静态分配|动态分配|标|加|用)\s*(?=[A-Za-z@\d\u4e00-\u9fff])(?![^，,。]*(?:了|过(?!滤)|一下))[^，,。]{1,24}(?:[，,]\s*(?:不能|不许|不要|别|禁止)[^，,。]{2,24})*(?:[，,]\s*[^，,。]{2,16}都(?:要|得|必须)?(?:走|通过|经过|挂在|跑在|静态分配|用)[^，,。]{1,24})?$/,
  // "初始化之后不许动态分配内存": what is not done once a stage is past
  /^(?!这|那|你|我)(?![^。]*了[。！!]?$)[^，,。]{1,8}(?:之后|以后|完成后|开始后)(?:就)?(?:不许|不能|禁止|不准|不要|不再)[^，,。]{2,16}(?:[，,]\s*[^，,。]{2,20})?$/,
  // "CI里跑mix format和credo --strict，有警告就算失败": what CI runs on every change, and what fails it
  /^(?:CI|流水线)\s*(?:里|上)?\s*(?:会|都会|都|每次都)?\s*跑\s*[A-Za-z](?![^，,。]*(?:挂|失败|报错|错|了|一下))[^，,。]{1,40}(?:[，,]\s*(?:有|一有|出现)?[^，,。]{0,8}(?:就|都)(?:算|会|直接)?(?:失败|挂|不通过|红))?$/i,
  // "数据量大的时候要批量插入，一次最多 1000 条", "本地配置写在 application-local.yml 里": how a kind of case is handled, with its
  // bound; where a kind of setting is written, by its file
  /^(?!这|那|你|我(?!们))[^，,。]{2,12}?(?:的时候|时)(?:都)?(?:要|得|必须)\s*[^，,。]{2,12}[，,]\s*(?:一次|每次|每批|单次)(?:最多|不超过|最少|至少)\s*\d+\s*[\u4e00-\u9fffA-Za-z]{0,3}[。！!]?$/,
  /^(?!这|那|你|我(?!们))(?:本地|线上|测试|生产|开发)(?:环境)?的?[\u4e00-\u9fff]{1,6}(?:都)?(?:写在|放在|配在|在)\s*[\w./-]+\.(?:ya?ml|json|toml|properties|env|ini|conf|xml)\s*(?:里|中|里面)?[。！!]?$/i,
  // "团员的手机号导出的时候要打码，只留后四位": what is masked whenever it leaves the system, and what stays
  /^(?!这|那|你)[^，,。]{2,12}?(?:导出|展示|显示|打印|发出去|分享|对外)(?:的时候|时)?(?:都)?(?:要|必须|得)(?:打码|脱敏|隐藏|遮住)(?:[，,]\s*(?:只留|只显示|只保留)[^，,。]{1,8})?$/,
  // "新病人第一次来要多留 15 分钟": how much more time a kind of visit is given
  /^(?!这|那|你|我)[\u4e00-\u9fff]{2,8}?(?:第一次来|首次来|初诊|第一次)?(?:都)?(?:要|得|需要)(?:多)?(?:留|预留|空出)\s*\d+\s*(?:分钟|小时)$/,
  // "周末预约要导师审批": whose approval a kind of thing needs ("退款要经过财务的王姐审批": named with where they work)
  /^(?!这|那|你|我)[^，,。]{2,10}?(?:都)?(?:要|需要|得|必须)(?:经过|让|找)?\s*(?:[\u4e00-\u9fff]{1,6}的)?[\u4e00-\u9fff]{2,4}(?:审批|批准|签字)$/,
  // "学生的名字不能出现在发到家长群的表里，只用学号": what may never show in a place, and what goes there instead
  /^(?!这|那|你)[^，,。]{2,10}?(?:不能|不可以|不要|别|不许|禁止)(?:出现|写|放|显示|露)在\s*[^，,。]{2,16}?(?:里|上|中)(?:[，,]\s*(?:只用|只写|只放|只显示|只留|用)[^，,。]{1,8})?$/,
  // "版本号要在 version.h 里手动改": the file a value is kept in, by hand
  /^(?!这|那|你|我(?!们))[^，,。]{2,10}?(?:都)?(?:要|得|必须|需要|统一)在\s*[\w./-]+\.[\w]+\s*(?:里|中)(?:手动)?(?:改|更新|维护|写|配|定义)[。！!]?$/i,
  // "收入口径的改动要财务签字": who must agree to any change of a kind
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}的(?:改动|修改|变更|调整)(?:都)?(?:要|得|必须|需要)[^，,。]{0,8}(?:同意|确认|审批|批准|签字|review|评审|过目)/i,
  // "主线程上不要做耗时操作": what is never done in a place of the program
  /^(?:在)?(?:主线程|UI\s*线程|渲染线程|中断(?:处理)?(?:函数)?|ISR|回调)(?:上|里|中)?(?:都)?(?:不要|别|不能|禁止)(?:做|跑|调|放)[^，,。]*[。！!]?$/i,
  // terse corrections after the agent did otherwise: "一个函数就别引新依赖了，自己写", "太长了，总结两三行就够了",
  // "修 bug 就只修 bug，重构单独提 PR"
  /^(?:就|为了)?一个(?:小)?(?:函数|方法|功能|工具函数)就?(?:别|不要|不用)(?:再)?(?:引|引入|加|装)(?:新)?(?:的)?(?:依赖|库|包|第三方库)/,
  /(?:^|[，,]\s*)(?:总结|回答|回复|描述|说明|PR 描述|提交信息)(?:写)?(?:一两|两三|三五|[一二三四五\d]+)(?:行|句|条)(?:话)?就(?:够|行|可以)了/,
  /^修\s*bug\s*就只修\s*bug|(?:^|[，,]\s*)重构(?:都|要)?单独(?:提|开|发)\s*(?:PR|MR|一个\s*PR)/i,
  // "说修好之前先把失败的测试跑一遍": the check owed before any claim that work is finished
  /^(?:在)?(?:说|告诉我|跟我说)(?:它|代码|功能|bug)?(?:已经)?(?:修好|好了|完成|搞定|能用|没问题)(?:了)?(?:之前|以前|前)[，,]?\s*(?:先|一定要|务必|要|都要)?\s*(?:把|跑|运行|测|验证)/,
  // "先给代码，再解释": the order of every answer (not "先给我代码", this one)
  /^先(?:给|写|上|贴)?代码[，,]\s*(?:再|然后|后)(?:解释|说明|讲|说)/,
  // "不用每次都问我，直接跑测试": what the agent may do without asking
  /^(?:以后)?(?:不用|不必|无需)(?:每次都?|都)?(?:问我|跟我确认|让我确认|征求我的同意)[，,]\s*(?:直接|自己)\S/,
  // "不确定的时候先看源码再回答", "改动大的时候先给我看方案": what to do each time a kind of situation comes up
  /^(?!这次|今天|现在|刚才)(?:[^，,。]{1,8}?的时候|不确定时|拿不准时)[，,]?\s*(?:都|一律|记得|一定要)?(?:先|要|直接)\s*(?:给我看|问我|看|跑|写|加|用|查|确认)(?:\S|[，,]\s*(?:别|不要)猜)/,
  // "回答尽量简短，除非我要求展开": how long every answer is
  // (with what is left out, typed with spaces for commas: "回答简短点 不用解释 除非我问")
  /^(?:回答|回复)(?:都)?(?:尽量|要|请|保持)?(?:简短|简洁|精简|短一点|短一些)(?:一点|一些|点)?(?:[，,\s]\s*(?:不用|不要|别)(?:多)?(?:解释|展开|寒暄|客套)[^，,。\s]{0,4})?(?:[，,\s]\s*除非[^，,。]{2,12})?[。！!]?$/,
  // "代码评审至少要一个人通过": how many must pass every review
  /^(?:代码评审|代码审查|code review|CR|评审|PR|MR)\s*(?:都)?(?:至少|最少)(?:要|需要|得)\s*[一两二三四\d]+\s*(?:个人|人|个)\s*(?:通过|同意|approve|批准|点赞)/i,
  // "回答里不要重复我的问题": what an answer leaves out
  /^(?:回答|回复)(?:里|中|的时候)?(?:都)?(?:不要|别|不用)\s*\S{2,}/,
  // "线上库只读，查数据走从库": a place read-only, and what to do instead
  /^(?!这|那|你)[^，,。]{2,8}?(?:是)?只读[，,]\s*\S/,
  // "列东西的时候用列表": how a kind of answer is laid out
  /^(?:列|罗列|列举|对比|比较)[^，,。]{0,6}的时候(?:都|一律)?用(?:列表|表格|要点|清单)/,
  // "CI 上的测试因为时区不稳定，跑的时候加 TZ=UTC": why a kind of run misbehaves, and how to run it
  /^[^，,。]{0,12}(?:测试|构建|CI|用例)[^，,。]{0,10}因为[^，,。]{1,12}(?:不稳定|会挂|会失败|老挂)[，,]\s*(?:跑的时候|运行时|跑之前|跑)?(?:要|记得)?(?:加|设|带上|用|设置)\s*\S/,
  // "功能开关全量两周后要清理掉", "合并后的分支一天后删掉": what happens to every one of a kind, a while after a step
  /^(?!这|那)[^，,。]{0,10}?(?:全量|上线|合并|发布|合入)(?:后|之后)?的?[^，,。]{0,4}?(?:一|两|三|四|五|\d+)\s*(?:天|周|个月|个星期)(?:后|之后)(?:要|就|都|会)?(?:清理掉|删掉|删除|清理|下掉|归档|关掉)了?$/,
  // "我们任何地方都不记录请求体，里面有表单的个人信息": what the team never logs or keeps, anywhere
  /^我们(?![^，,。]*[这那])(?:任何地方|哪里|所有地方|全站|全部服务)?(?:都|从来|一律)?(?:不|从不|绝不)(?:记录|打印|记|存|保存|上报|落盘|缓存)\s*[^，,。]{2,12}(?:[，,]\s*\S|[。！!]?$)/,
  // "numpy 数组全部用 float32，GPU 核函数默认是这个": the one type or tool every one of a kind uses
  // (not a request to make them so: "帮我把所有按钮统一用 loading 组件")
  /^(?!这|那|你|我(?!们)|请|帮|麻烦|给我|把)(?![^，,。]*(?:帮我|麻烦|给我|一下))[^，,。]{2,12}?(?:全部|一律|统一|全都)用\s*[A-Za-z][\w.+-]*/,
  // "这个库是我业余时间维护的，API 尽量少加": a part kept small, what is added to it as little as may be
  /(?:^|[，,]\s*)(?:API|api|接口|公开接口|依赖|配置项|参数|公开方法)(?:尽量|能)少(?:加|暴露|引|开)/,
  // "全量上线两个迭代内要删掉 feature flag": what goes, within a while after a step, for every one of a kind
  /^(?!这|那)[^，,。]{0,10}?(?:全量|上线|合并|发布|合入)[^，,。]{0,6}?(?:一|两|三|四|五|\d+)\s*(?:个)?(?:天|周|个月|个星期|迭代|sprint)(?:内|之内|以内)(?:要|就|都|得)?(?:清理掉|删掉|删除|清理|下掉|归档|关掉)/i,
  // "我们所有依赖都锁精确版本": what every one of a kind is held to
  /^我们(?:的)?所有(?:的)?[^，,。]{1,8}?都(?:锁|锁死|固定|钉|pin)(?:在|到|成)?\s*(?:精确|具体|固定)?(?:版本|版本号)/i,
  // "卡住超过几分钟就停下来，告诉我你试了什么": what to do when stuck, every time
  /^(?:如果|要是)?(?:卡住|搞不定|没思路|拿不准|不确定)[^，,。]{0,10}?(?:就)?(?:停下来|先停|先停下|别硬来|来问我|问我|告诉我)/,
  // "集成测试要连VPN": what a kind of run needs to reach
  /^[^，,。]{0,10}(?:测试|用例|构建|CI|部署|脚本)[^，,。]{0,6}(?:要|得|需要)(?:先)?(?:连|开|挂)(?:上)?\s*(?:VPN|vpn|代理|内网)/,
  // "读走从库，写走主库": where each kind of request goes
  /^(?:读|写|查询|写入|读请求|写请求)(?:都)?走\s*[^，,。]{1,8}[，,]\s*(?:读|写|查询|写入|读请求|写请求)(?:都)?走\s*\S/,
];

/** A number with its unit, as a setting is said: "每分钟 100 次", "30 秒", "5 分钟", "80%". */
/** Devices a shop runs, by their Chinese names (a device's make is read by the forms and the changes alike). */
export const DEVICES_ZH = '打印机|扫码枪|收银机|秤|摄像头|路由器';
/** Services a small business buys, by their Chinese names: what a change of provider names ("短信换成腾讯云短信了"). */
export const SERVICES_ZH = '短信|支付|地图|推送|客服|邮件|存储';
/** Places of a business where people go, by their Chinese names. */
export const PLACES_ZH = '提货点|取货点|自提点|集合点|接送点|上车点|集合地点|报到处|办公室|仓库|门店|机房|前台';
const A_SETTING_ZH = String.raw`(?:每(?:秒|分钟|小时|天|周|月)\s*)?\d+(?:\.\d+)?\s*(?:次|秒|分钟|小时|天|周|个月|MB|GB|KB|mb|gb|kb|%|ms|毫秒|个|条|人|行|字)`;
/** How the project's system and its rhythm stand, said tersely: a setting, the day or rhythm of a step, whom a part goes to, where records go. */
const TERSE_FACTS_ZH = [
  // "报表库是只读副本，最多延迟5分钟": what a store is to another
  /^(?!这|那|你|我(?!们))[^，,。]{2,10}?是(?:一个)?(?:只读)?(?:副本|从库|备库|镜像|只读库)(?=[，,]|$)/,
  // "CI缓存的key里有lockfile的哈希": what a key is made of
  // (not what one carried once: "缓存 key 里带上了旧版本")
  /^(?!这|那|你|我(?!们))[^，,。]{0,12}key\s*(?:里|中)?(?:有|包含|带着?|是用)(?![^，,。]*了)\s*[^，,。]{2,20}/i,
  // "支付商的沙箱每天凌晨2点到3点（UTC）会挂": when a part is down, every day
  /^(?!这|那|你|我(?!们))[^，,。]{2,16}?每(?:天|晚|周[一二三四五六日天]?)(?:凌晨|早上|上午|中午|下午|晚上)?\s*\d{1,2}\s*点[^，,。]{0,16}?(?:会)?(?:挂|不可用|维护|停机|重启|宕机|断)/,
  // "我们给企业客户的SLA是每月99.95%": the availability promised
  /(?:SLA|SLO|可用性)(?:是|为|承诺)?\s*(?:每月|每年|月度|年度)?\s*\d{2,3}(?:\.\d+)?\s*%/i,
  // "值班每周二上午10点换人": when the rota hands over
  /^(?:值班|轮值|on-?call|oncall)[^，,。]{0,4}每(?:周|星期)[一二三四五六日天](?:上午|下午|晚上|早上)?\s*(?:\d{1,2}\s*(?:点|:\d{2})\s*)?(?:换人|交接|轮换)/i,
  // "没有复现步骤的 issue 两周后机器人会自动关掉": what a bot does to every one of a kind, a while after
  /^(?!这|那|你|我(?!们))[^，,。]{2,20}?(?:一|两|三|四|五|六|七|十|\d+)\s*(?:个)?(?:天|周|月|小时|星期)(?:后|之后|没动静)[^，,。]{0,6}?(?:会)?(?:被)?自动(?:关掉|关闭|删掉|删除|合并|归档|清理|过期)/,
  // "行宽最多100", "一行最多100个字符": the line length the code keeps to
  /^(?:行宽|行长|每行|一行|单行)(?:限制)?(?:最多|最长|不超过|上限是?|是|为)?\s*\d{2,3}\s*(?:个)?(?:字符|列)?$/,
  // "每个环境一个AWS账号，生产账号里没有人有写权限": one of a thing for each of another, and who may write where
  /^(?=.*(?:[A-Za-z]|环境|账号|仓库|服务|数据库|集群|命名空间|分支|队列|租户|应用|项目))每(?:个|一个)[\u4e00-\u9fffA-Za-z]{1,6}(?:都)?(?:一个|单独一个|各一个|有自己的)\s*[\u4e00-\u9fffA-Za-z\s]{1,12}(?:[，,]\s*[^，,。]{1,10}(?:没有人|谁都没有|任何人都没有)(?:有)?[^，,。]{0,4}权限)?$/,
  // (and said the other way round, the thing first: "命名空间一个团队一个")
  /^(?!这|那|你|我)[\u4e00-\u9fffA-Za-z]{2,8}?(?:是)?一个([\u4e00-\u9fff]{1,4})一个(?:[，,]|$)/,
  // "查询延迟预算是p95 150毫秒，超过的要有缓存方案": a budget in numbers, and what going past it asks for
  /^(?!这|那|你|我(?!们))[^，,。]{0,10}(?:预算|上限|SLA|SLO)\s*(?:是|为)\s*(?:p\d+\s*)?\d+(?:\.\d+)?\s*(?:毫秒|ms|秒|s|分钟|MB|GB|KB|%)(?:[，,]\s*(?:超过|超出|超了)(?:的|了)?(?:就)?(?:要|得|必须)[^，,。]{2,16})?$/i,
  // "我们用.NET 8 LTS，新的LTS出来半年内跟上": the version the team is on, and how soon it follows the next
  /^我们(?:现在)?(?:都)?用\s*\.?[A-Za-z][\w.+#-]*(?:\s+[A-Za-z][\w.+#-]*)?\s*v?\d+(?:\.\d+)*(?:\s*LTS)?(?:[，,]\s*新(?:的)?(?:LTS|大版本|版本)[^，,。]{0,12}(?:内|之内)(?:跟上|升级|升上去))?$/i,
  // how the team counts (口径): "GMV 不含退款和税", "日活按有事件的去重 user_id 算", "报表里一周从周一开始算", "财年从二月开始"
  /^(?![^。]*(?:这个|那个|不对|[吗吧呢？?]))(?:[^，,。]{0,6}里)?(?:GMV|收入|营收|日活|月活|DAU|MAU|留存|留存率|转化率|ARR|MRR|活跃用户|新用户|付费用户|订单数|客单价)\s*(?:都)?(?:不含|不包含|不包括|包含|包括|含|按|以)[^，,。]{1,30}?(?:算|计算|统计|在内)?$/i,
  /^(?![^。]*(?:这周|本周|这个|那个|[吗吧呢？?]))(?:[^，,。]{0,6}里)?(?:一周|每周|一个?月|每个?月|财年|财季|一个?季度)(?:都)?从[^，,。]{1,6}(?:开始)(?:算|计算)?$/,
  // "iOS 最低支持 16", "我们的安卓项目用 Kotlin + Jetpack Compose，最低支持 Android 8（API 26）": the oldest version the product runs on
  /^(?:iOS|Android|安卓|macOS|Windows|Chrome|Safari|Node|Python|Java|小程序基础库)\s*(?:最低|最低支持|最低版本)(?:支持|是|为|到)?\s*(?:API\s*)?\d+(?:\.\d+)?$|最低(?:只)?支持(?:到)?\s*(?:iOS|Android|macOS|Windows|API|Python|Node|Java|JDK)\s*v?\d/i,
  // "每天下午两点到五点店里休息，这段时间不能下单": the hours of a day or week when the place is closed, and what follows
  /^(?:每天|每周[一二三四五六日天]|周[一二三四五六日末]|工作日|周末)(?:的)?(?:早上|上午|中午|下午|晚上|凌晨)?\s*[\d一二三四五六七八九十两]+\s*点(?:半)?\s*(?:到|至|-|~)\s*(?:早上|上午|中午|下午|晚上|凌晨)?\s*[\d一二三四五六七八九十两]+\s*点(?:半)?[^，,。]{0,8}?(?:休息|不营业|打烊|停业|维护|停机|封网|不上班|午休)(?:[，,][^。？?]{2,30})?$/,
  // "排课脚本用 Python 写的，数据从教务系统导出的 Excel 里读": what a script or a tool of the project is written in (and what
  // follows of it)
  // ("接口用 Java 8 写的，跑在 WebLogic 上": with its version, and where it runs)
  /^(?!这|那|你|我(?!们))[^，,。]{0,10}(?:脚本|程序|工具|插件|小程序|后台|后端|前端|网站|接口|服务|系统)(?:是)?用\s*[A-Za-z][\w.+#-]*(?:\s*\d+(?:\.\d+)*)?(?:\s*(?:和|\+|＋)\s*[A-Za-z][\w.+#-]*)?\s*写的(?:[，,](?![^。]*(?:问题|报错|慢|卡|挂|崩|不行|不对|失败|bug|BUG))[^。？?]{2,40})?$/,
  // "订单表格每天早上从淘宝后台导出来": where a kind of data comes from, and how often
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}(?:每天|每周[一二三四五六日天]?|每月|每晚|每个工作日)(?:早上|上午|中午|下午|晚上|凌晨)?(?:\s*\d+\s*点)?从\s*[^，,。]{1,12}?(?:导出|下载|拉取|同步|导入|拉)(?:来|出来|过来)?$/,
  // "回测数据从聚宽下载，存在本地的 parquet 文件里": where a kind of data comes from, and where it is kept
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}从\s*[^，,。]{1,12}?(?:导出|下载|拉取|同步|导入|拉)(?:来|出来|过来)?[，,]\s*(?:存在|放在|存到|放到|写到|写入|存成)[^，,。]{2,24}$/,
  // "生产数据每班结束后导出到 MES 系统": where a kind of data goes, and at which point of each day or shift
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}(?:每天|每周|每月|每晚|每班|每次)[^，,。]{0,6}?(?:结束后|下班后|之后|后)?(?:导出到|同步到|上传到|推送到|写入|发到)\s*[A-Za-z\u4e00-\u9fff][^，,。]{0,12}$/,
  // "手续费按万分之三算，滑点按千分之一": how a cost is counted, in parts of ten thousand or a thousand
  /^(?!这|那|你|我)[^，,。]{2,8}按\s*(?:万分之|千分之|百分之)[一二三四五六七八九十两\d.]+\s*(?:算|计算|收|计)?(?:[，,]\s*[^，,。]{2,8}按\s*(?:万分之|千分之|百分之)[一二三四五六七八九十两\d.]+\s*(?:算|计算|收|计)?)*$/,
  // "司机的位置每 30 秒上报一次": how often a kind of data is reported
  /^(?!这|那|你|我)[^，,。]{2,12}每\s*\d+\s*(?:秒|分钟|小时|天)(?:上报|同步|刷新|推送|上传|采集|备份)一次$/,
  // "单词数据来自一个开源的 JSON 词库，放在 assets/words 里": where data comes from, and its path in the repository
  /^(?!这|那|你|我(?!们))[^，,。]{1,10}来自[^，,。]{2,20}[，,]\s*(?:放在|存在|在)\s*[A-Za-z][\w./-]*\s*(?:里|下|中)?$/,
  // "接口文档在信息科的共享盘里": where a kind of document is kept, on a shared drive or a wiki
  // (a tool by its name is where the pointers' forms read it: "需求文档都在飞书的「产品需求」文件夹里")
  /^(?:接口文档|需求文档|设计文档|文档|设计稿|原型|PRD)(?:都)?(?:在|放在)\s*(?![^。]*(?:[A-Za-z]|飞书|钉钉|语雀|企业微信|腾讯文档|石墨))[^，,。]{0,16}?(?:共享盘|网盘|共享文件夹|文件夹|知识库|空间)(?:里|上|中)?$/,
  // "崩溃日志在 Crashlytics 里看": where a kind of record is looked at, in a tool named in Latin letters
  /^(?!这|那|你|我)(?![^。]*(?:看不到|找不到|查不到|打不开|没有))[^，,。]{2,10}?(?:在|都在|放在)\s*[A-Z][\w.-]*(?:\s+[A-Z][\w.-]*)?\s*(?:里|上)(?:看|查|找)?$/,
  // "接口超时是 30 秒", "缓存过期时间是 5 分钟", "接口限流是每分钟 100 次"
  new RegExp(String.raw`^(?!这|那|你|我的)[^，,。]{0,10}?(?:限流|超时|过期时间|有效期|保留时间|保留|上限|下限|最大值|最小值|并发数?|重试次数|配额|连接池|批量大小)(?:时间)?(?:都|统一)?(?:是|为|设为|设成|设置为|[:：])\s*${A_SETTING_ZH}$`),
  // "每节课 60 分钟，两节课之间至少留 15 分钟": how long each one of a kind lasts, and what goes with it
  /^每(?:节|堂|次|个|场)(?:课|会|疗程|场)?\s*\d+\s*(?:分钟|小时)(?:[，,]\s*(?!帮|请|麻烦|你)[^，,。]{2,20})?$/,
  // "课表每周日晚上发给学员": what is sent to whom on a day that comes back
  /^(?!这|那|你)[^，,。]{2,8}?每(?:周[一二三四五六日天]|天|晚|月)(?:早上|上午|中午|下午|晚上|凌晨)?(?:发给|发到|推送给|同步给)(?!我)[^，,。吧呢吗]{1,10}$/,
  // "每天下午 2 点到 5 点不接单": hours of the day a business takes nothing
  /^每天(?:早上|上午|中午|下午|晚上|凌晨)?\s*\d+\s*点(?:半)?(?:到|至|-)\s*\d+\s*点(?:半)?(?:不接单|休息|不营业|打烊|不发货|不配送|关门)$/,
  // "打印小票用的是芯烨的打印机", "数据库是腾讯云的 MySQL": the make of a device, the cloud a store runs on
  new RegExp(String.raw`^(?!这|那|你)[^，,。]{2,8}?用的是\s*(?![^，,。]*(?:哪|什么|谁))[\u4e00-\u9fffA-Za-z]{2,8}的(?:${DEVICES_ZH}|服务器)$`),
  /^(?:数据库|缓存|服务器|存储|对象存储|消息队列)(?:用的)?是\s*(?:阿里云|腾讯云|华为云|百度云|AWS|Azure|GCP)\s*的?\s*[A-Za-z][\w.-]*$/,
  // "每个学员一天最多约 2 个小时的车", "每个护士一个月夜班不超过 6 次": the most each one may take in a span
  /^每(?:个|位|名)[\u4e00-\u9fff]{1,4}(?:一天|一周|每天|每周|一个月|每月)[\u4e00-\u9fff]{0,3}?(?:最多|最长|不超过|不能超过|限)(?:约|借|用|预约|领|上|看|接)?\s*\d+\s*(?:个)?(?:小时|天|次|本|节|份|号|单|位|人)/,
  // "排班表每月 25 号前要交给院办": what is handed to whom before a day of every month
  /^(?!这|那|你)[^，,。]{2,8}?每(?:月|个月)\s*\d+\s*号(?:之)?前(?:要|都要|必须)?(?:交给|发给|提交给|报给|交到)[^，,。]{1,8}$/,
  // "周日只留一个护士值班": who is left on duty on a weekday
  /^(?:周|星期)[一二三四五六日天](?:只|都)?留\s*(?:一|两|三|\d+)\s*(?:个|名|位)[\u4e00-\u9fff]{1,4}(?:值班|上班|在岗)$/,
  // "排班的最终决定权在王院长": who has the last word on a kind of thing
  new RegExp(String.raw`^(?!这|那|你)[^，,。]{2,10}?的?(?:最终)?(?:决定权|拍板权|审批权)在\s*${PERSON_ZH}$`),
  // "及格线是 60 分": a line a score or a price is held to
  /^(?:[^，,。这那你]{0,6}?)(?:及格线|分数线|优秀线|录取线|起步价|起送价|门槛|警戒线)(?:是|为|定在|[:：])\s*\d+(?:\.\d+)?\s*(?:分|元|块|%|度)?$/,
  // "退房时间是中午 12 点，页面上要写清楚": the hour a kind of time of the business is, and what goes with it
  /^(?:退房|入住|上班|下班|营业|开门|关门|打烊|截单|发车|开课|放学|接送)时间(?:是|为|[:：])\s*(?:早上|上午|中午|下午|晚上|凌晨)?\s*\d{1,2}\s*点(?:半|\d+分?)?(?:[，,]\s*(?!帮|请|麻烦|你|先)[^，,。]{2,16})?$/,
  // "成绩表是从教务系统导出来的 Excel": where a kind of record comes from
  /^(?!这|那|你|我)[^，,。]{2,8}?(?:是|都是)从\s*[^，,。]{2,12}?(?:导出|下载|同步|拉|导)(?:来|出来|下来|过来)的(?:\s*[A-Za-z\u4e00-\u9fff]{1,8})?$/,
  // "部署在周二", "发版都是周四": the weekday of a step of the work
  /^(?:部署|发版|上线|发布|封版|评审|站会|周会|组会|例会|晨会|值班交接)(?:都)?(?:在|是)(?:每)?(?:周|星期)[一二三四五六日天]$/,
  // "每两周发一次版": the rhythm of a step
  /^每(?:周|两周|天|月|个月|季度|晚|周[一二三四五六日])(?:发|部署|上线|发布|备份|同步|重置)(?:一次)?版?$/,
  // "发版找小张", "压测找老周，他管性能环境": whom a part of the work goes to, and what they look after (not "发版找小张问一下", a request)
  // ("账号找财务的小林": named by the part they are of)
  new RegExp(String.raw`^(?!这|那|你|我|去|先|再|就|也|还|明天|今天|后天|下午|上午|晚上|待会|等下|马上|可以|可能|把|请|帮)(?:[^，,。找]{2,6}?)(?:的事情|的事|相关的事?|有问题)?(?:都)?找\s*(?!到|着|过|一下)(?:做[^，,。的]{1,6}的|(?![我你他她这那])[\u4e00-\u9fff]{1,4}的)?${PERSON_ZH}(?:(?!问|看|说|聊|确认|商量|帮)[\u4e00-\u9fff]{2}(?=[，,]))?(?:[，,]\s*(?:他|她)(?:在)?(?:管|负责|维护|有)[^，,。]{2,12})?$`),
  // "有啥后端问题直接找阿强": whom every question of a kind goes to
  new RegExp(String.raw`^有(?:啥|什么|任何)?[\u4e00-\u9fffA-Za-z]{0,6}问题(?:都|就)?(?:直接)?找\s*${PERSON_ZH}$`),
  // "发版一般周四晚上，别周五发": the day of the week a step of the work is on, and the one it must not be
  /^(?:发版|上线|发布|部署|更新|维护)(?:一般|通常|都|固定)(?:在)?(?:每)?(?:周[一二三四五六日天]|星期[一二三四五六日天])(?:早上|上午|中午|下午|晚上|凌晨)?(?:[，,]\s*(?:别|不要|不能)[^，,。]{1,10})?$/,
  // "周日不接预约": a day no bookings or orders are taken
  /^(?:每)?(?:周[一二三四五六日天]|星期[一二三四五六日天]|周末|节假日|工作日)(?:都)?不(?:接|收|开放|约)(?:预约|订单|单|客人|病人|新客)$/,
  // "报表每天早上 8 点出": a step of the work at a time of day, every day or week
  /^(?!这|那|你)[^，,。]{2,8}?每(?:天|周[一二三四五六日]?|晚|月|个工作日)(?:早上|上午|中午|下午|晚上|凌晨)?\s*\d+\s*点(?:半|\d+分?)?(?:出|跑|发|更新|同步|备份|重置|推送|生成)/,
  // "月结每个月第一个工作日早上六点跑", "集群每个季度第二周升级": a step of the work on a day of each month or quarter
  /^(?!这|那|你|我(?!们))[^，,。]{2,8}?每个?(?:月|季度)(?:的)?(?:第[一二三四五\d]+(?:个工作日|周|天)|最后一(?:个工作日|周|天)|[\d一二三四五六七八九十]+号)(?:早上|上午|中午|下午|晚上|凌晨)?\s*(?:[\d一二三四五六七八九十两]+\s*点(?:半)?)?(?:跑|做|发|出|结|升级|更新|同步|备份|重置|推送|生成|发布|发版|对账|结账|关账)/,
  // "每天早上 6 点跑全量调度": the same, said with the time first and what runs after it
  // ("每天凌晨 2 点全量跑一次": what runs said before its verb)
  /^每(?:天|周[一二三四五六日]?|晚|月|个工作日)(?:早上|上午|中午|下午|晚上|凌晨)?\s*\d+\s*点(?:半|\d+分?)?(?:全量|增量)?(?:跑|发|更新|同步|备份|重置|推送|生成|出)(?!一下)[^，,。]{2,12}$/,
  // "每天晚上 10 点截单": when orders close, every day or week
  /^每(?:天|周[一二三四五六日]?|晚)(?:早上|上午|中午|下午|晚上|凌晨)?\s*\d+\s*点(?:半|\d+分?)?(?:截单|截止|关单|开团|发货|配送|送货|收单)$/,
  // "提货点在 3 号楼大堂": where a kind of place of the business is
  new RegExp(String.raw`^(?:${PLACES_ZH})(?:在|设在|是)\s*(?![^，,。]*(?:哪|什么|谁))[^，,。]{2,16}$`),
  // "共聚焦显微镜每人每次最多预约 4 小时": the most each person may book or take
  /^(?!这|那|你|我)[^，,。]{2,12}?每人(?:每次|每天|每周|每月)?(?:最多|最长|不超过|限)(?:预约|借|用|约|领)?\s*\d+\s*(?:小时|天|次|个|本|分钟|份|件)$/,
  // "数据落到 MongoDB，库名是 sentiment": where a kind of data is written, a named store
  /^(?:数据|结果|日志|埋点数据|爬取结果|采集数据)(?:都|统一)?(?:落到|落在|存到|存在|写到|写入|入)\s*[A-Za-z][\w.-]*(?:[，,]\s*(?:库名|表名|索引名?|集合名?|bucket)(?:是|叫)\s*[\w.-]+)?$/,
  // "ETL 任务失败会发钉钉告警": how a kind of failure is reported
  /^(?!这|那|你|刚才)[^，,。]{2,12}?(?:失败|挂了|报错|异常|超时)(?:了)?(?:会|都会|就会)(?:自动)?(?:发|推|打)(?:到)?\s*[^，,。]{1,8}(?:告警|通知|消息|报警)$/,
  // "热更新走 HybridCLR": the tool a part of the work goes through
  /^(?!这|那|你|我|把|请|帮)[^，,。\s]{2,8}(?:都)?走\s*[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?$/,
  // "帧率目标是 60，低端机 30": a target the project holds to
  /^(?!这|那|你)[^，,。]{0,6}?(?:目标|指标)(?:是|为)\s*\d+(?:\.\d+)?\s*(?:%|ms|毫秒|秒|fps|帧|MB|KB|GB)?(?:[，,]\s*[^，,。]{1,10}\s*\d+(?:\.\d+)?\s*(?:%|ms|毫秒|秒|fps|帧)?)?$/i,
  // "日志打到 ELK": where a kind of record goes, without 都
  /^(?:日志|告警|报警|错误|异常|埋点|监控数据|指标|审计日志)(?:都)?(?:打到|发到|推到|写到|存到|放到|进)\s*[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?\s*(?:上|里)?$/,  // "物业费每平米每月 2.5 元", "会费每人每年 200 元": what a fee is, by the unit and the span it is counted in
  // ("押金每间 200 元，退房时退": and when it is paid or given back)
  /^(?!这|那|你|我)[\u4e00-\u9fff]{0,6}?(?:费|价|价格|单价|租金|押金|定金)(?:是|为|按)?(?:每[\u4e00-\u9fff]{1,3}?)+\s*\d+(?:\.\d+)?\s*(?:元|块|美元|欧元)(?:[，,]\s*(?!帮|请|麻烦|你)[\u4e00-\u9fff]{2,10})?$/,
  // "停车费只收现金和微信，不收支付宝": the ways of paying a kind of fee is taken in, and the one it is not
  /^(?!这|那|你|我|把|请|帮)[^，,。]{1,10}?只(?:收|接受|支持)[^，,。]{1,16}[，,]\s*不(?:收|接受|支持)[^，,。]{1,16}$/,
  // "报修单由李经理统一分派给维修师傅", "食谱每周由陈老师来定": who does a step of the work for every one of a kind
  // ("进货由店长老林决定": named with their role first; "价格表由我老婆定": someone of the user's own)
  new RegExp(String.raw`^(?!这|那|你|我|把|请|帮)[^，,。由]{1,10}?(?:每(?:天|周|月|个月|年|学期))?由\s*(?:(?:店长|经理|主管|老板|园长|院长|主任|组长|老师)\s*${PERSON_ZH}|${PERSON_ZH}|我(?:的)?(?:老婆|老公|爱人|太太|先生|妈|爸|合伙人|老板))(?:统一|负责|来)*(?:分派|分配|安排|定|决定|审核|审批|确认|签字|把关|排)`),
  // "我们组负责订单服务，用 Go 写的，部署在 K8s 上": the part of the system the user's team is responsible for (and what follows of it)
  /^我们(?:组|团队|小组|部门|这边)(?:负责|维护|管)\s*[^，,。]{2,12}?(?:服务|系统|模块|项目|平台|网关|后台|中台|App|app)(?:[，,](?![^。]*(?:帮|看看|一下|为什么|报错|挂了|[?？]))[^。]{2,40})?$/,
  // "周报每周一上午 10 点前发给老板": what is sent to whom before an hour of a day that comes back
  /^(?!这|那|你)[^，,。]{2,8}?每(?:周[一二三四五六日天]|天|个工作日)(?:早上|上午|中午|下午|晚上)?\s*\d{1,2}\s*点(?:半)?(?:之)?前(?:要)?(?:发给|交给|发到|提交给)(?!我)[^，,。吧呢吗]{1,8}$/,
  // "我们是一个三人小团队，在做一个跨境电商独立站，前端用 Vue 3": the team, what it makes (and what with)
  /^我们(?:是(?:一个|一家)?[^，,。]{0,8}?(?:团队|工作室|公司)[，,]\s*)?(?:在)?(?:做|开发)(?:一个|一款)\s*[^，,。]{2,16}?(?:网站|独立站|商城|App|app|小程序|系统|平台|游戏|工具|SaaS|服务)(?:[，,](?![^。]*(?:帮|看看|一下|为什么|报错|挂了|[?？]))[^。]{2,30})?$/,
  // "支付只接 PayPal 和 Stripe": the only ways a kind of payment is taken, said alone
  /^(?!这|那|你|我|把|请|帮)[\u4e00-\u9fff]{2,6}只(?:接|收|支持|接受)\s*[A-Za-z\u4e00-\u9fff][^，,。]{0,16}(?:和|、|跟|或)[^，,。]{1,16}$/,
  // "报表工具用的是帆软": the product a kind of tool of the work is, named in any script
  /^[\u4e00-\u9fff]{2,4}(?:工具|系统|软件|平台)用的是\s*(?![^，,。]*(?:哪|什么|谁))[\u4e00-\u9fffA-Za-z][\u4e00-\u9fffA-Za-z\s.-]{1,12}$/,
  // "会员买书打九折": the discount a kind of customer gets
  /^(?!这|那|你|我|把|请|帮)[\u4e00-\u9fff]{1,6}?(?:买[\u4e00-\u9fff]{1,4}?|消费|购物|续费)?(?:都|一律)?(?:打|享|享受)\s*(?:[一二三四五六七八九]{1,2}|\d(?:\.\d)?)\s*折(?:优惠)?$/,
  // "会员积分一年清零一次": how often a kind of balance is cleared
  /^(?!这|那|你|我)[\u4e00-\u9fff]{2,8}?(?:每|一)(?:年|个?月|季度|周|学期)(?:清零|清空|重置|过期|结算|续费|作废)(?:一次)?$/,
  // "每只狗洗澡至少要预约 1 个小时": how long each one of a kind must be booked for at least (or at most)
  /^每(?:只|个|位|名|次|台|辆|条)[\u4e00-\u9fff]{1,6}?(?:至少|最少|最多|不超过)(?:要|得)?(?:预约|留|约|排)?\s*\d+\s*(?:个)?(?:小时|分钟|天)$/,
  // "大型犬只在周末接": the only days or times a kind of job is taken
  /^(?!这|那|你|我)[\u4e00-\u9fff]{2,8}?只(?:在)?(?:周末|工作日|周[一二三四五六日天](?:到周[一二三四五六日天])?|晚上|上午|下午)(?:才)?(?:接|做|收|营业|开放|上课|发货|送)$/,
  // "石楠蜜只装小瓶", "鲜花只用牛皮纸包", "万能钥匙只用登记过的胚子配": the one container, wrapping or blank or wrapping a kind of goods goes in (not "今天只卖了三瓶")
  /^(?!这|那|你|我|他|她|它|把|请|帮|今天|昨天|刚才|现在|还)[\u4e00-\u9fff]{2,8}?只(?:装|用)\s*(?:小|大|中)?[\u4e00-\u9fff]{1,9}(?<![了过吗呢吧])[。！!]?$/,
  // "气温低于十四度不开箱", "风力超过五级不出海": a bound past which a step of the work is never done (not "今天低于十度，不开了")
  new RegExp(String.raw`^(?!这|那|你|我|他|她|它|今天|昨天|刚才|现在)[\u4e00-\u9fff]{0,6}?(?:低于|高于|超过|不到|少于|大于|小于)\s*(?:零下)?(?:\d+(?:\.\d+)?|[一二三四五六七八九十两百千]+)\s*(?:度|级|℃|°C|米|公里|岁|%|个|人|分钟|小时|天|斤|公斤)?(?:以下|以上)?(?:的时候|时|的话)?(?:就|都|一律|绝对)?(?:不|别|不许|不能|禁止|不要)(?:要)?[\u4e00-\u9fff]{1,6}(?<![了过吗呢吧])[。！!]?$`),
  // "第一节课一律在工业区上，不上主路": where a kind of work is always done, and where never
  /^(?!这|那|你|我|他|她|它|今天|昨天|刚才|现在)[^，,。]{2,10}(?:一律|都|总是|只)在[^，,。]{2,10}?(?:上|做|进行|练|开|办)?[，,]\s*(?:不|从不|绝不|别)(?:上|去|在|进)[^，,。]{1,10}(?<![了过吗呢吧])[。！!]?$/,
  // "考前一个月改成两小时一节": how a kind of work changes in a stretch before an event
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{1,4}前(?:一|两|三|四|半|\d+)(?:个)?(?:月|周|星期|礼拜|天)(?:内|里)?(?:都|一律|就)?(?:改成|改为|换成|变成)\s*[\u4e00-\u9fff\d]{2,10}(?<![了过吗呢吧])[。！!]?$/,
  // "窑只能由花或者我来装": the only hands a step of the work is done by (a name, or the user)
  new RegExp(String.raw`^(?!这|那|你|我|把|请|帮)[\u4e00-\u9fff]{1,6}只(?:能|许|可以)?由\s*(?:${PERSON_ZH}|[\u4e00-\u9fff](?=或|和|跟)|我)(?:(?:或者|或|和|跟)(?:${PERSON_ZH}|我))?(?:来|亲自)?[\u4e00-\u9fff]{1,4}(?<![了过吗呢吧])[。！!]?$`),
  // "釉烧每周四，素烧每周一": which weekday each kind of a step falls on
  // ("枫林院隔周二去，桦树院隔周四去": every other week's day, and the going there said)
  /^(?!这|那|你|我|今天|明天|下周|这周)[\u4e00-\u9fff]{2,6}(?:在|是|定在)?(?:每|隔)(?:周|星期|礼拜)[一二三四五六日天](?:和(?:周|星期)?[一二三四五六日天])?(?:去|来|上门|过去)?[，,]\s*[\u4e00-\u9fff]{2,6}(?:在|是|定在)?(?:每|隔)(?:周|星期|礼拜)[一二三四五六日天](?:去|来|上门|过去)?[。！!]?$/,
  // "没晾满一周的坯不进窑": what has not had its time yet is never taken into the next step
  /^没(?:有)?[\u4e00-\u9fff]{1,4}(?:满|够|过)\s*[\d一二三四五六七八九十两半]+\s*(?:个)?(?:小时|天|周|星期|个月|月|年|遍|次)的[\u4e00-\u9fff]{1,6}(?:一律|都|就)?(?:不|不许|不能|别)[\u4e00-\u9fff]{1,6}(?<![了过吗呢吧])[。！!]?$/,
  // "不看到和地址对得上的证件，绝不开门": what must be seen first, or a step is never done
  /^不(?:先)?(?:看到|看过|核对|核实|确认|签|拿到|收到|见到)[^，,。]{1,16}[，,]\s*(?:绝不|绝对不|一律不|就不|不)(?:会|能|许)?[\u4e00-\u9fff]{1,6}(?<![了过吗呢吧])[。！!]?$/,
  // "晚上十点以后出工双倍收费": what a job costs past an hour or in a stretch
  /^(?!这|那|你|我|今天|昨天|刚才)[\u4e00-\u9fff\d]{2,12}?(?:以后|之后|以前|之前|期间)[\u4e00-\u9fff]{0,6}?(?:双倍|三倍|加倍|半价|加收\s*[\d一二三四五六七八九十百]+\s*(?:元|块|%)?)(?:收费|计费|收钱|算)?[。！!]?$/,
  // "所有照片都拍 RAW，图交付之前存储卡不格式化": how every one of a kind of the work is done (and what is kept until a step)
  /^所有(?:的)?[\u4e00-\u9fff]{1,6}都(?:拍|存|录|印)\s*[A-Za-z\u4e00-\u9fff][\w\u4e00-\u9fff ]{0,10}?(?:[，,]\s*[^，,。]{2,12}(?:之前|以前)[\u4e00-\u9fff]{1,8}(?:一律|都|绝)?(?:不|不许|不能|别)[\u4e00-\u9fff]{1,6})?(?<![了过吗呢吧])[。！!]?$/,
  // "正片六周内交付，花絮四十八小时内": how soon each kind of work is handed over
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{2,6}?[\d一二三四五六七八九十两]+\s*(?:个)?(?:小时|天|周|星期|个月|工作日)(?:内|之内|以内)(?:交付|交|发|回复|出|完成|送到|到账|到|处理|退回)[，,]\s*[\u4e00-\u9fff]{2,6}?[\d一二三四五六七八九十两]+\s*(?:个)?(?:小时|天|周|星期|个月|工作日)(?:内|之内|以内)(?:交付|交|发|回复|出|完成|送到|到账|到|处理|退回)?[。！!]?$/,
  // "修图免费改一轮，之后每小时二十": how much of a kind of work is free, and its price after
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{2,6}免费(?:改|修|送|退|换|做|调)?[\u4e00-\u9fff\d]{1,4}?(?:次|轮|遍|回|个|份)[，,]\s*(?:之后|以后|超过|再改|多的|超出)(?:的|部分)?(?:每[\u4e00-\u9fff]{1,3})?(?:收)?[\d一二三四五六七八九十百两]+\s*(?:元|块)?[。！!]?$/,
  // "葡萄一律手工采摘，不用机器": how a step is always done, by hand or not, and the way it never is
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{1,6}(?:一律|都|全部|只)(?:手工|人工|手|机器|线上|线下|现场)[\u4e00-\u9fff]{1,4}[，,]\s*(?:不用|不走|不靠|从不用)[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "品酒最多八人一组": the largest (or smallest) group a kind of session takes
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{1,6}(?:最多|至多|不超过|最少|至少)[\d一二三四五六七八九十两]+\s*(?:人|个人|位)一(?:组|桌|批|班|车)[。！!]?$/,
  // "六到八月酒窖不对外开放": the months of the year a place is shut
  /^(?:每年)?[\d一二三四五六七八九十]+(?:月)?(?:到|至|-)[\d一二三四五六七八九十]+月(?:份)?[\u4e00-\u9fff]{1,6}(?:不对外开放|不开放|不营业|关门|休息|停业|闭馆|不接待)[。！!]?$/,
  // "十六岁以下没有家长在场不治疗": whom, by age, the work is not done for without someone there
  /^[\d一二三四五六七八九十]+岁(?:以下|以上)(?:的)?[\u4e00-\u9fff]{0,4}?(?:没有|没)[\u4e00-\u9fff]{1,6}(?:在场|陪同|签字|同意)(?:的)?(?:一律|都|就)?(?:不|不能|不给|不许)[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "病历当天写完": a kind of record always finished the same day
  /^(?!这|那|你|我|他|她|今天)[\u4e00-\u9fff]{2,6}(?:一律|都|必须|要)?当天(?:写完|做完|交|发|整理完|录入|归档|处理完|回复|结清)[。！!]?$/,
  // "钢琴我们不搬，转给哈珀家": a kind of job the business never takes (and whom it is passed to)
  /^(?!这|那|你|他|她|它|今天)[\u4e00-\u9fff]{1,6}我们(?:一律|从来)?(?:不接|不做|不搬|不修|不卖|不收|不送|不洗|不剪)(?:[，,]\s*(?:都|一律)?(?:转给|介绍给|推给|交给)[^，,。]{1,10})?[。！!]?$/,
  // "大车出车至少两个人": how many go out at least for a kind of job
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{1,6}(?:出车|出工|上门|出海|上山|下井|作业|值班|出诊|送货)(?:至少|最少|必须|一律)(?:要)?[\d一二三四五六七八九十两]+\s*(?:个)?(?:人|名)[。！!]?$/,
  // "每组三次提示，前十分钟不给提示": how much each group or person gets, and when none is given (not "每个人一个苹果", handed out once)
  /^每(?:组|人|位|桌|队|个人|间)[\d一二三四五六七八九十两]+\s*(?:次|个|张|份|杯|瓶)[\u4e00-\u9fff]{1,4}[，,]\s*(?:前|开始)[\d一二三四五六七八九十两半]+\s*(?:分钟|小时|天)(?:内)?(?:不给|不|不许|不能)[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "十二岁以下必须有大人陪同": whom, by age, someone must always be with
  /^[\d一二三四五六七八九十]+岁(?:以下|以上)(?:的)?[\u4e00-\u9fff]{0,4}?(?:必须|要|得|一律)(?:有)?[\u4e00-\u9fff]{1,4}(?:陪同|在场|陪着|签字)[。！!]?$/,
  // "管制药品每天关门时清点，记在登记簿上": what is counted or checked at each close, and where it is written
  /^(?!这|那|你|我)[\u4e00-\u9fff]{2,8}每(?:天|晚|周|班)(?:关门|下班|打烊|交班|营业结束)(?:时|后|前)(?:都)?(?:要)?(?:清点|盘点|检查|对账|登记|记录|核对)(?:[，,]\s*(?:记在|写在|登记在|录入)[^，,。]{2,10})?[。！!]?$/,
  // "冰箱温度每天记录两次，必须在二到八度之间": a reading taken at a rhythm, and the range it must keep
  /^(?!这|那|你|我)[\u4e00-\u9fff]{2,8}每(?:天|班|周|小时)(?:记录|检查|测|量|记)[\d一二三四五六七八九十两]+次(?:[，,]\s*(?:必须|要|得|一定要)(?:在|保持在)[^，,。]{2,14}(?:之间|以下|以上|以内))?[。！!]?$/,
  // "每条船下水前都要按清单检查，由教练签字": what every one is checked against before it goes out, and who signs it off
  /^每(?:条|个|台|辆|只|位|件|架)[\u4e00-\u9fff]{1,4}(?:下水|出发|上路|出车|起飞|开工|使用|出门|上台)前(?:都)?(?:要|得|必须)?(?:按[\u4e00-\u9fff]{1,6})?(?:检查|核对|清点|测试|试一遍)(?:[，,]\s*(?:由|让)[\u4e00-\u9fff]{1,6}(?:签字|确认|签名|把关))?[。！!]?$/,
  // "码头上也要穿救生衣": where a piece of safety kit is always worn
  /^(?!这|那|你|我|他|她|今天)[\u4e00-\u9fff]{1,6}(?:上|里|内)?(?:也|都|一律|必须)(?:要|得)?(?:穿|戴)(?:好)?(?:救生衣|安全帽|头盔|手套|护目镜|口罩|工作服|防护服|安全带|反光背心|鞋套)[。！!]?$/,
  // "酵种每天早六点晚六点各喂一次，不进冰箱": the hours a thing is tended each day (and where it never goes)
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{1,6}每天(?:早上?|上午|中午|下午|晚上?)\s*[\d一二三四五六七八九十两]+\s*点(?:半)?(?:[、和]?(?:早上?|上午|中午|下午|晚上?)\s*[\d一二三四五六七八九十两]+\s*点(?:半)?)?(?:各)?(?:喂|浇|遛|检查|打扫|清理|巡)(?:一次|一遍)?(?:[，,]\s*(?:从)?不(?:进|放|用|放进)[\u4e00-\u9fff]{1,6})?[。！!]?$/,
  // "批发订单下午两点截单，第二天送": the hour a kind of order closes, and when it goes out (not "明天晚上 10 点截单", one day's)
  /^(?!这|那|你|我|他|她)(?![^，,。]*(?:今天|明天|后天|今晚|明晚|这周|下周|本周))[\u4e00-\u9fff]{2,8}(?:每天)?(?:早上|上午|中午|下午|晚上)?\s*[\d一二三四五六七八九十两]+\s*点(?:半)?(?:截单|截止|停止接单|关单)(?:[，,]\s*(?:第二天|次日|隔天|当天)[\u4e00-\u9fff]{1,4})?[。！!]?$/,
  // "周二那条线不做含坚果的东西": what is never made on a weekday that comes back
  /^(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:那条线|的线|那天|的)?(?:不做|不用|不卖|不上|不放)(?:含|带)?[\u4e00-\u9fff]{1,8}(?<![了过吗呢吧])[。！!]?$/,
  // "每节课最多十八张垫子，满了开候补": the most a session takes, and what happens when it is full
  /^每(?:节|堂|场|期|班|次)[\u4e00-\u9fff]{1,3}(?:最多|至多|限)[\d一二三四五六七八九十两百]+\s*(?:张|个|人|位|名|桌)[\u4e00-\u9fff]{0,4}(?:[，,]\s*(?:满了|满员|超过)(?:就)?[\u4e00-\u9fff]{2,6})?[。！!]?$/,
  // "开课五分钟后不再放人进来": how late anyone is let in after the start
  /^(?:开课|开始|开场|开演|上课|开门)[\d一二三四五六七八九十两半]+\s*(?:分钟|小时)(?:以)?后(?:就)?(?:不再|不|一律不)(?:放人|让人|进人|接待|入场|放)[\u4e00-\u9fff]{0,4}[。！!]?$/,
  // "每场放映后都要记录灯泡时长，到两千小时就换": what is logged after every one, and when it is replaced
  /^每(?:场|次|班|天|周)[\u4e00-\u9fff]{1,4}(?:后|前)(?:都)?(?:要|得)?(?:记录|记|登记|检查|清点)[\u4e00-\u9fff]{1,8}(?:[，,]\s*(?:到|满|超过)[\d一二三四五六七八九十两百千万]+\s*(?:个)?(?:小时|次|天|公里|千米|万公里)(?:就)?(?:换|更换|保养|检修))?[。！!]?$/,
  // "开映前三十分钟开门，预告片开始就关吧台": when the doors open before each show, and what shuts when
  /^(?:开映|开场|开演|开课|开赛|开餐)前[\d一二三四五六七八九十两半]+\s*(?:分钟|小时)(?:开门|入场|检票|开放)(?:[，,]\s*[\u4e00-\u9fff]{2,8}(?:就)?(?:关|开|停)[\u4e00-\u9fff]{1,4})?[。！!]?$/,
  // "票绝不超过座位数": a bound a kind of thing never passes
  /^(?!这|那|你|我|他|她|今天|明天)[\u4e00-\u9fff]{1,6}(?:绝不|从不|一律不|永远不)(?:会)?(?:超过|多于|少于|低于)[\u4e00-\u9fff\d]{1,8}(?<![了过吗呢吧])[。！!]?$/,
  // "大狗和小狗永远分开": two kinds always kept apart
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{1,5}和[\u4e00-\u9fff]{1,5}(?:永远|一律|始终|必须|要)(?:分开|隔开|分开放|分开养|不混)[。！!]?$/,
  // "一岁以上没绝育的公狗不收": whom, by age, the business never takes
  /^[\d一二三四五六七八九十两半]+\s*(?:岁|个月)(?:以上|以下)(?:的)?[\u4e00-\u9fff]{0,6}?(?:一律|都)?(?:不收|不接|不要|不治|不收留)[。！!]?$/,
  // "每辆车报价前都先免费做安全检查": what is always done first to every one of a kind, before a step (not "每辆车报价前都先检查了吗")
  /^每(?:只|个|位|名|次|台|辆|条|件|把|张|单|家|户|间|套|批|桌)[\u4e00-\u9fff]{1,6}?前(?:都|一律|必须)?(?:要|得)?先(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{2,12}[。！!]?$/,
  // "电动车电池只能在铁柜里充电": the one place a step is ever done to a kind of thing (not "我只能在家里等", "今天只能在外面充")
  /^(?!这|那|你|我|他|她|它|把|请|帮|今天|昨天|明天|刚才|现在|还)[\u4e00-\u9fff]{2,8}?只(?:能|许|可以)?在[\u4e00-\u9fff]{1,8}?(?:里|上|外|下|内|旁边)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,4}[。！!]?$/,
  // "超过六十天没取的车就卖掉抵账": what becomes of what is never collected
  new RegExp(String.raw`^(?:超过|过了|满)\s*(?:\d+|[一二三四五六七八九十两百]+)\s*(?:个)?(?:天|周|星期|月|年)(?:还)?(?:没(?:有)?|不)(?:来)?(?:取|拿|领|提)(?:走|回)?的[\u4e00-\u9fff]{1,6}?(?:就|一律|都)?(?:卖掉|处理掉|扔掉|捐掉|捐出去|拍卖|清掉|销毁|回收|收保管费)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,4}[。！!]?$`),
  // "地租每年三月一号交，四月还没交的收回地块": when a yearly or monthly payment falls due (and what an unpaid one costs)
  /^(?!这|那|你|我|他|她)[\u4e00-\u9fff]{1,6}?每(?:年|个?月|季度|学期)\s*(?:[一二三四五六七八九十\d]{1,3}\s*月)?\s*(?:[一二三四五六七八九十\d]{1,3}\s*(?:号|日))?(?:之?前)?(?:交|付|缴|续费|缴清|结清)(?:[，,][^，,。]{2,20}?)?(?![^。]*[了过吗呢吧])[。！!]?$/,
  // "等候名单严格按申请日期排": the one order a list or a queue keeps (not "名单按日期排一下")
  /^(?!这|那|你|我|他|她|把|请|帮)[\u4e00-\u9fff]{2,8}?(?:严格|一律|都|只|永远)按(?:照)?[\u4e00-\u9fff]{2,8}(?:排|排队|排序|分配|安排)(?:[，,][^，,。]{2,16})?(?![^。]*(?:一下|[了过吗呢吧]))[。！!]?$/,
  // "新会员第一年只给半块地": what a newcomer gets, alone, in a first stretch
  /^(?:新|新来的|刚来的|第一次来的)[\u4e00-\u9fff]{1,4}?第一(?:年|个月|周|学期|季|次)(?:都|一律)?只(?:给|发|能|上|用|租|借|排|分)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,8}[。！!]?$/,
  // "家属没签同意书的老人一律不剪", "吃抗凝药的老人不用剃刀", "进水的手机不修": what a kind of person, animal or goods in some state never gets
  /^(?!这|那|你|我|他|她|它|今天|昨天|刚才|现在|上次)[\u4e00-\u9fff]{2,12}?的(?:老人|病人|客人|孩子|小孩|学生|学员|狗|猫|会员|顾客|患者|住户|宠物|马|车|客户|手机|电脑|表|手表|包|鞋|衣服|货)(?:一律|都|就|绝对|永远)?(?:不|不许|不能|别)(?:用|做|剪|收|接|上|进|碰|染|给|烫|打|带|修|退|换)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,6}[。！!]?$/,
  // "没有我看过两次训练的不升组": what has not had a step first never gets the next (not "没有的不用管了")
  /^没(?:有)?[^，,。]{2,14}的(?:一律|都|就|谁都|谁也)?(?:不|不许|不能|别)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "九岁以下不报公开赛": what no one under (or over) an age does
  /^(?:\d{1,2}|[一二三四五六七八九十两]{1,3})\s*(?:岁|周岁)(?:以下|以上|及以下|及以上)(?:的)?[\u4e00-\u9fff]{0,4}?(?:一律|都|就|绝对)?(?:不|不许|不能|别|禁止)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "比赛报名提前三周截止，晚了谁都不收": how long before an event sign-ups close
  /^(?!这|那|你|我|今天|这次)[\u4e00-\u9fff]{2,8}?(?:提前|提早)\s*(?:\d+|[一二三四五六七八九十两半]+)\s*(?:个)?(?:天|周|星期|月|小时)(?:截止|截单|关闭|结束)(?:[，,][^，,。]{2,12})?(?![^。]*[了过吗呢吧])[。！!]?$/,
  // "上岸超过两天的鱼不上摊": past what age or bound a kind of thing is never put out
  /^(?!这|那|你|我|他|她|它|今天|昨天|刚才|现在)[\u4e00-\u9fff]{0,6}?(?:超过|满|不到|低于|高于)\s*(?:\d+|[一二三四五六七八九十两半]+)\s*(?:个)?(?:小时|天|周|星期|月|年|度|公斤|斤)的[\u4e00-\u9fff]{1,6}(?:一律|都|就|绝对)?(?:不|不许|不能|别)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,4}[。！!]?$/,
  // "冰每四个小时换一次": how often a step is done, by a count of hours or days
  /^(?!这|那|你|我|他|她|今天|刚才)[\u4e00-\u9fff]{1,6}?每(?:\d+|[一二三四五六七八九十两半]+)\s*(?:个)?(?:小时|钟头|天|周|星期|月)(?:都)?(?:要|得)?[\u4e00-\u9fff]{1,3}一(?:次|遍|回)[。！!]?$/,
  // "贝类当天卖不完就扔": what becomes of what is not sold (or used) the same day
  /^(?!这|那|你|我|他|她|今天|昨天)[\u4e00-\u9fff]{1,6}?当(?:天|周|晚)(?:卖|用|吃|送|做)不完(?:的)?(?:就|一律|都)(?:扔|倒掉|扔掉|处理掉|捐掉|捐|打折|半价|送人|喂)[\u4e00-\u9fff]{0,2}[。！!]?$/,
  // "录音一律按四小时一段订": the block a kind of booking is made in
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{1,6}?(?:一律|都|统一|只)按\s*(?:\d+|[一二三四五六七八九十两半]+)\s*(?:个)?(?:小时|天|周|分钟|晚)一(?:段|节|场|次|档|个时段)(?:订|约|收费|算|卖|排|租)[。！!]?$/,
  // "多轨原始文件走之前要备份到两块硬盘": what is always made safe before the day ends
  /^(?!这|那|你|我|他|她|今天|这次|明天)[\u4e00-\u9fff]{2,10}?(?:走之前|下班前|离开前|锁门前|关门前|收工前)(?:都)?(?:要|得|必须|一律)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff\d]{2,14}[。！!]?$/,
  // "录音棚里不许吃东西": what is never done in a kind of place
  /^(?!这|那|你|我|他|她|今天)[\u4e00-\u9fff]{2,8}?(?:里|内|上)(?:一律|绝对)?(?:不许|不准|禁止|不能)(?:吃|喝|抽烟|吸烟|带|拍照|打电话|进|穿鞋)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,4}[。！!]?$/,
  // "下摆改短只试一次，收腰要试两次": how many times each kind of job is tried (or done)
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{2,6}?(?:只|要|得|都)?(?:试|来|做|约|上|改)\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:次|遍|回)[，,]\s*[\u4e00-\u9fff]{2,6}?(?:只|要|得|都)?(?:试|来|做|约|上|改)\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:次|遍|回)[。！!]?$/,
  // "婚纱至少要六周，少了不接": the time a kind of job takes at least, and none shorter taken
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{2,6}?(?:至少|最少|起码)(?:要|得|需要)\s*(?:\d+|[一二三四五六七八九十两半]+)\s*(?:个)?(?:天|周|星期|月|工作日)(?:[，,]\s*(?:少了|再短|更短|不够|赶工)(?:就|的|也)?(?:不接|不做|不收|不答应))?[。！!]?$/,
  // "买家佣金一律百分之二十五": the share a fee or commission takes, on all of it
  /^(?!这|那|你|我|他|她|今天|这次|这单)[\u4e00-\u9fff]{2,8}?(?:一律|都|统一|固定)(?:是|收|按|为)?\s*(?:百分之[一二三四五六七八九十百零两\d]+|\d+(?:\.\d+)?\s*%)(?:[，,][^，,。]{2,16})?(?![^。]*[了过吗呢吧])[。！!]?$/,
  // "五百镑以上的首饰在预展前都锁在保险柜里": where a kind of goods past a value is kept
  /^(?:[一二三四五六七八九十百千万两\d]+)\s*(?:镑|元|块|美元|欧元|英镑)(?:以上|以下)的[\u4e00-\u9fff]{1,6}[^，,。]{0,8}?(?:都|一律)?(?:锁在|放在|存在|收在|放进|锁进)[\u4e00-\u9fff]{2,8}(?![^。]*[了过吗呢吧])[。！!]?$/,
  // "六百克以下的刺猬留着过冬，开春再放": what a kind past a weight or size is kept to
  /^(?:[一二三四五六七八九十百千两\d]+)\s*(?:克|公斤|千克|斤|厘米|公分|米)(?:以下|以上)的[\u4e00-\u9fff]{1,6}(?![^。]*[了吗呢吧])[^，,。]{2,12}(?:[，,]\s*[^，,。]{2,10})?[。！!]?$/,
  // "每只伤员一进门就编号建卡": what is done to every one of a kind the moment it comes in
  /^每(?:只|个|位|名|台|辆|条|件|批|单|户)[\u4e00-\u9fff]{1,6}?一(?:进门|到|来|送来|进来|入院|到店|入库|入住)就(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{2,10}[。！!]?$/,
  // "志愿者不碰成年獾，只有西安和罗布可以": what a kind of helper never does, and the only hands that do
  /^(?!这|那|你|我|他|她|今天)[\u4e00-\u9fff]{2,8}?(?:不|不能|不许|别|从不)(?:碰|做|处理|抱|动|开|用|接|喂)[\u4e00-\u9fff]{1,8}[，,]\s*只有[\u4e00-\u9fff]{1,4}(?:(?:和|跟|或|、)[\u4e00-\u9fff]{1,4})?(?:可以|能|才能|才可以|来)[。！!]?$/,
  // "最后一批船下午四点出，六点前都要上岸": when the last of a kind goes out (and when all are back)
  /^最后一(?:批|班|场|轮|单|个|趟)[\u4e00-\u9fff]{0,4}?(?:上午|下午|晚上|早上)?\s*(?:[一二三四五六七八九十两\d]{1,3})\s*点(?:半)?(?:出|发|开|进|收|截止|出发)(?:[，,](?![^。]*[了吗呢吧])[^，,。]{2,14})?[。！!]?$/,
  // "水位超过桥上绿线就不出租": a reading past a mark past which the work stops
  /^(?!这|那|你|我|他|她|它|今天|昨天|刚才|现在)[\u4e00-\u9fff]{1,6}?(?:超过|高于|低于|过了|没过)[\u4e00-\u9fff]{2,8}?(?:就|一律|都)(?:不|不许|不能|别|停)(?![^。]*[了吗呢吧])[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "屏幕保修九十天，电池保修半年": the warranty each kind of job carries
  /^(?!这|那|你|我|他|她|今天|这次|这台|这个)[\u4e00-\u9fff]{2,6}保修\s*(?:[一二三四五六七八九十百两\d]+\s*(?:个)?(?:天|周|月|年)|半年)(?:[，,]\s*[\u4e00-\u9fff]{2,6}保修\s*(?:[一二三四五六七八九十百两\d]+\s*(?:个)?(?:天|周|月|年)|半年))*[。！!]?$/,
  // "租用的人去小卖部拿钥匙，用完从信箱塞回来": where a key is collected, and how it comes back
  /^(?!这|那|你|我|他|她|今天|明天|这次)[\u4e00-\u9fff]{2,8}?(?:去|到|在)[\u4e00-\u9fff]{2,8}?(?:拿|取|领|借)(?:钥匙|门卡|卡)[，,]\s*(?:用完|走的时候|走前|结束后|离开前|用完后)(?![^。]*[了吗呢吧])[^，,。]{2,12}[。！!]?$/,
  // "平日晚上十一点以后不接预订": the hour past which a kind of job is not taken
  /^(?:平日|工作日|周末|每天|(?:周|星期)[一二三四五六日天])?(?:晚上|早上|上午|下午|凌晨)?\s*(?:[一二三四五六七八九十两\d]{1,3})\s*点(?:半)?(?:以后|之后|以前|之前)(?:一律|都|就)?(?:不|不再)(?:接|收|做|营业|开|出|订)(?![^。]*[了吗呢吧])[\u4e00-\u9fff]{0,4}[。！!]?$/,
  // "儿童派对按社区价，私人活动按全价": which rate each kind pays
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{2,6}(?:都|一律)?按[\u4e00-\u9fff]{1,4}价[，,]\s*[\u4e00-\u9fff]{2,6}(?:都|一律)?按[\u4e00-\u9fff]{1,4}价[。！!]?$/,
  // "锯齿刀一律拿回工作室磨，摊上不做": a kind of job always taken elsewhere to be done (and not done here)
  /^(?!这|那|你|我|他|她|今天|这次|这把|这个)[\u4e00-\u9fff]{1,6}?(?:一律|都|统一)(?:拿回|送回|送到|拿到|带回)[\u4e00-\u9fff]{2,6}(?:磨|修|做|处理|洗|改)?(?:[，,]\s*[\u4e00-\u9fff]{1,6}?(?:不做|不修|不接|不磨|不处理))?[。！!]?$/,
  // "每把刀还给客人前都要在纸上试": what is always done to every one of a kind before a step
  /^每(?:只|个|位|名|次|台|辆|条|件|把|张|单|家|户|间|套|批|桌|双|副|块|本)[\u4e00-\u9fff]{1,10}?前(?:都|一律|必须)(?:要|得)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{2,12}[。！!]?$/,
  // "每周六都在斯特劳德，每周日在弗罗姆": where the user is each weekday (said as every week's: "周六在…" alone may be this week's)
  /^(?=[^。]*(?:每|都|固定|一般))(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:都|固定|一般)?在[\u4e00-\u9fff]{2,8}[，,]\s*(?:每)?(?:周|星期|礼拜)[一二三四五六日天](?:都|固定|一般)?在[\u4e00-\u9fff]{2,8}[。！!]?$/,
  // "教练带训练前都要先做无犯罪记录审查": what is always done first, before a step
  /^(?!这|那|你|我|他|她|今天|这次|明天)[\u4e00-\u9fff]{2,10}?前(?:都|一律|必须)(?:要|得)先(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{2,14}[。！!]?$/,
  // "九岁以下五人制，十一岁以下七人制": what each age group plays, side by side
  /^(?:[一二三四五六七八九十两\d]{1,3})\s*岁以下(?:的)?[\u4e00-\u9fff]{1,6}[，,]\s*(?:[一二三四五六七八九十两\d]{1,3})\s*岁以下(?:的)?(?![^。]*[了吗呢吧])[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "月费十五镑，兄弟姐妹半价": what a membership costs, and who pays less
  /^(?:月费|年费|会费|学费|课时费|季费)[一二三四五六七八九十百千两\d]+\s*(?:镑|元|块|美元|欧元?)[，,]\s*[\u4e00-\u9fff]{2,8}(?:半价|打[一二三四五六七八九]折|免费)[。！!]?$/,
  // "换客每周五十点到四点": the weekday and hours a kind of visit is kept to
  /^(?!这|那|你|我|他|她|今天|这周|下周)[\u4e00-\u9fff]{2,6}?每(?:周|星期)[一二三四五六日天]\s*(?:上午|下午|早上|晚上)?\s*(?:[一二三四五六七八九十两\d]{1,3})\s*点(?:半)?\s*到\s*(?:下午|晚上)?\s*(?:[一二三四五六七八九十两\d]{1,3})\s*点(?:半)?[。！!]?$/,
  // "每间小屋换客都要全换床品": what is always done to every one of a kind at each turn
  /^每(?:只|个|位|名|台|辆|条|件|间|套|张|把)[\u4e00-\u9fff]{1,8}?(?:换客|退房|用完|结束|下课|收工)(?:后|时)?(?:都|一律|必须)(?:要|得)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{2,10}[。！!]?$/,
  // "坏了的东西当天拍照告诉房东": what is done with what is broken or found, the same day
  /^(?:坏了的|丢了的|损坏的|找到的|落下的|捡到的)[\u4e00-\u9fff]{1,6}?(?:一律|都)?当天(?![^。]*[了吗呢吧])[\u4e00-\u9fff]{2,12}[。！!]?$/,
  // "钢琴搬动后两周内不调音": how long after a move (or an arrival) a kind is left alone
  /^(?!这|那|你|我|他|她|今天|这次|这台)[\u4e00-\u9fff]{1,6}?(?:搬动|搬家|搬过|运输|移动|到货|进店|移栽|栽下|手术|装好|打完疫苗)(?:后|以后|之后)\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:天|周|个月|小时)(?:内|之内|以内)(?:都|一律)?(?:不|不能|不要|别)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "学校按学期结账，私人客户当天付": when each kind of client pays
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{2,6}?按(?:学期|月|季度|年|周|次|单|小时|天|课时)(?:结账|结算|付款|付|交钱|收费|开票|算)[，,]\s*[\u4e00-\u9fff]{2,6}?(?:当天|当场|提前|预先|月底|每月|按[\u4e00-\u9fff]{1,3})(?:付|结|交|付款|结账)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,2}[。！!]?$/,
  // "马每六周钉一次掌": how often a kind is done
  /^(?!这|那|你|我|他|她|今天|这次|这匹)[\u4e00-\u9fff]{1,6}?每\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:天|周|个月|年)(?:都|要|得)?[\u4e00-\u9fff]{1,2}一次(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,2}[。！!]?$/,
  // "出诊十英里内三十镑，超出每英里五十便士": what a visit costs near, and by the mile past that
  /^(?:出诊|上门|配送|送货|运费|路费|车费)(?:费)?\s*[\u4e00-\u9fff\d]{1,6}?(?:内|以内|之内)\s*(?:[一二三四五六七八九十百千两\d]+)\s*(?:块|元|镑|美元|欧元?)[，,]\s*(?:超出|超过|以外|之外)(?:的|部分)?[\u4e00-\u9fff]{0,4}?(?:[一二三四五六七八九十百千两\d]+)\s*(?:块|元|镑|美元|便士|毛|分|欧元?)[。！!]?$/,
  // "马没拴好之前我不钉掌": what the user will not do before a thing is done
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,6}?没[\u4e00-\u9fff]{1,6}?(?:之前|以前)(?:我|我们)?(?:不|从不|绝不|一律不)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,4}[。！!]?$/,
  // "新学员前十节课不上快速路": what a newcomer does not do in the first lessons
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{1,6}?前\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:节课|堂课|节|次|周|天|个月)(?:都|一律)?(?:不|不能|不要|别)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "十节课打包预付，送一节": how a block of lessons is paid, and what it comes with
  /^(?:[一二三四五六七八九十两\d]{1,3})\s*(?:节课|次课|堂课|节|次|堂|张)(?:打包|一起)?(?:预付|先付|提前付|一次付清)[，,]\s*(?:送|多送|赠|免费)\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:节|次|堂|张)?(?:课)?[。！!]?$/,
  // "烧柴的炉子一年扫两次，开放式壁炉一年一次": how many times a year each kind is seen to
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{2,8}?一(?:年|个月|周|季度?)[\u4e00-\u9fff]{0,2}?(?:[一二三四五六七八九十两\d]{1,2})次[，,]\s*[\u4e00-\u9fff]{2,8}?一(?:年|个月|周|季度?)[\u4e00-\u9fff]{0,2}?(?:[一二三四五六七八九十两\d]{1,2})次[。！!]?$/,
  // "烟灰装袋我自己带走，不放客户的垃圾桶": what the user always takes away, and where it never goes
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,8}?(?:我|我们)(?:自己|都|一律)(?:带走|拿走|运走|处理|收走)[，,]\s*(?:不|从不|绝不)(?:放|扔|留|丢)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,10}[。！!]?$/,
  // "钥匙只照原配的配，不照照片配": the only thing a kind is done from, and what it is never done from
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,6}?只(?:照|按|用|从)[\u4e00-\u9fff]{1,6}?(?:配|做|修|剪|切|磨|改)[，,]\s*不(?:照|按|用|从)[\u4e00-\u9fff]{1,6}?(?:配|做|修|剪|切|磨|改)[。！!]?$/,
  // "换跟当场等，换底要一周": how long each kind of job takes, side by side
  /^[\u4e00-\u9fff]{1,4}(?:当场等|当场取|立等可取|当天取|当天好)[，,]\s*[\u4e00-\u9fff]{1,4}(?:要|得|需要)\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:天|周|个星期|个工作日)[。！!]?$/,
  // "三个月没取的鞋都捐给慈善店": what becomes of what is never collected
  /^(?:[一二三四五六七八九十两\d]{1,3})\s*(?:天|周|个月|年)(?:没|没有|未|不)(?:取|拿|领|来取)的[\u4e00-\u9fff]{1,6}(?:都|一律)?(?:捐给|送给|卖掉|扔掉|处理掉|退回|捐到|送到)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,8}[。！!]?$/,
  // "司机连续开四个半小时必须休息四十五分钟": the rest owed after so long at a stretch
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,6}?连续[\u4e00-\u9fff]{1,3}?(?:[一二三四五六七八九十两\d]{1,3})\s*(?:个)?(?:半)?(?:小时|天|周|班)(?:半)?(?:以后|之后|后)?(?:必须|都要|要|得|一律)(?:休息|停|歇|换人|下车)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff\d]{0,8}[。！!]?$/,
  // "学校包车要提前十四天书面确认": how long ahead a kind of booking must be settled (not "…要提前一天通知运维": a rule)
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{2,8}?(?:要|得|必须|需要)提前\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:天|周|个月|小时|个工作日)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,4}?(?:确认|预约|预订|订好|付定金|交定金|付款|付清)[。！!]?$/,
  // "老客户每四周一轮，临时的单独报价": how often the regular work comes round, and how the rest is priced
  /^(?!这|那|你|我|他|她|今天|这次)[\u4e00-\u9fff]{2,6}?每\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:天|周|个月)一(?:轮|次|趟)[，,]\s*[\u4e00-\u9fff]{1,6}?(?:单独|另外|另行|按次)(?:报价|收费|算|计价)[。！!]?$/,
  // "玻璃房顶我不擦，保险不管": a kind of job the user never does, and the cover that rules it out
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{2,8}?(?:我|我们)(?:从来)?(?:不|从不)[\u4e00-\u9fff]{1,2}[，,]\s*(?:保险|保险公司|房东|合同|执照|规定)(?:不管|不保|不赔|不让|不允许|不覆盖)[。！!]?$/,
  // "新成员先旁听两次排练再试唱": what every newcomer does first, and before what
  /^新(?:成员|队员|会员|学员|员工|人|球员|歌手)先[\u4e00-\u9fff]{1,4}?(?:[一二三四五六七八九十两\d]{1,3})\s*(?:次|周|天|个月|节课)[\u4e00-\u9fff]{0,4}?再(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "原版乐谱不外借，只借复印件": what never leaves, and what is lent instead
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{2,8}?(?:不外借|不借出|不出借|不外带|不带走)[，,]\s*只(?:借|给|发|带)[\u4e00-\u9fff]{1,6}[。！!]?$/,
  // "学生和十八岁以下的免费": who is free (or half price) by age
  /^(?!这|那|你|他|她|今天|这次)(?:[\u4e00-\u9fff]{1,6}(?:和|、))?(?:[一二三四五六七八九十两\d]{1,3})\s*岁以下(?:的)?(?:[\u4e00-\u9fff]{1,3}?)?(?:都|一律)?(?:免费|半价|打[一二三四五六七八九]折)[。！!]?$/,
  // "框架检查完才订布，不提前订": a step that only ever comes after another
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{2,8}?(?:完|好|过)(?:以后|之后|后)?才(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{1,6}[，,]\s*(?:不|从不|绝不)(?:提前|先)[\u4e00-\u9fff]{1,4}[。！!]?$/,
  // "报价免费，订布时收百分之三十定金": what costs nothing, and when the deposit is taken
  /^(?:报价|估价|咨询|上门看|量房|测量)(?:都|一律)?免费[，,]\s*[\u4e00-\u9fff]{1,8}?(?:时|的时候|前|以后|后)(?:收|交|付)\s*(?:百分之[一二三四五六七八九十]+|[\d一二三四五六七八九十百千两]+\s*(?:%|块|元|镑))?(?:的)?(?:定金|押金|订金)[。！!]?$/,
  // "釉料只有我配，别人不碰化学品": the only one who does a step, and what nobody else touches
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,6}?只有?(?:我|我们|[\u4e00-\u9fff]{0,4}?(?:老师|师傅|店长|经理|主管))(?:能|可以|来)?[\u4e00-\u9fff]{1,2}[，,]\s*(?:别人|其他人|学生|别的人|谁)(?:都)?(?:不|不能|不许|不准)(?:碰|动|用|配|拿)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{0,6}[。！!]?$/,
  // "作品放架子上最多一个月，过期清走": how long a thing may be left, and what happens after
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,8}?(?:放|存|停|留)[\u4e00-\u9fff]{1,6}?(?:最多|最长|不超过)\s*(?:[一二三四五六七八九十两\d]{1,3})\s*(?:个)?(?:天|周|个月|月|晚)[，,]\s*(?:过期|超时|到期|超过)(?:了)?(?:就|一律)?(?:清走|清掉|扔掉|处理|收费|移走|捐掉)[。！!]?$/,
  // "课程价格包含装备租用，休闲潜不包含": what one price includes, and what another does not
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{2,8}?(?:包含|包括|含)[\u4e00-\u9fff]{2,8}[，,]\s*[\u4e00-\u9fff]{2,6}?(?:不包含|不包括|不含)[。！!]?$/,
  // "节目要么预录，要么直播时演播室里有第二个人": the only two ways a kind is done (not a choice of the moment)
  /^(?![^。]*(?:你|这|那|明天|后天|今天|今晚|这周|下周))(?:每(?:个|期|场|次))?[\u4e00-\u9fff]{1,6}?要么[\u4e00-\u9fff]{2,10}[，,]\s*要么(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{2,20}[。！!]?$/,
  // "主持人播的每首歌都要登记": what is always done with every one of a kind a person handles
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,6}?的每(?:首|个|件|张|单|次|台|辆|位|本)[\u4e00-\u9fff]{1,4}?(?:都|一律)(?:要|得|必须)(?![^。]*[了过吗呢吧])[\u4e00-\u9fff]{2,8}[。！!]?$/,
  // "变速箱的活一律送修理厂，路边只做保养和刹车": a kind of job always sent elsewhere, and the only work done here
  /^(?!这|那|你|他|她|今天|这次)[\u4e00-\u9fff]{1,8}?的(?:活|活儿|单|单子)(?:一律|都)(?:送|转|交给|拿到)[\u4e00-\u9fff]{2,8}[，,]\s*[\u4e00-\u9fff]{1,6}?只(?:做|修|接|管)[\u4e00-\u9fff]{2,10}[。！!]?$/,
  // "工时费每小时四十五镑，最少按一小时算": what an hour costs, and its least
  /^(?:工时费|人工费|出诊费|服务费|课时费)(?:是)?每(?:小时|天|次|节课)\s*(?:[一二三四五六七八九十百千两\d]+)\s*(?:镑|元|块|美元|欧元?)[，,]\s*(?:最少|至少|最低)(?:按)?\s*(?:[一二三四五六七八九十两\d]+|半)\s*(?:个)?(?:小时|天|次)(?:算|收|起)?[。！!]?$/,
  // "三十英里以外不送，客人自己来取": how far the business goes, and what those past it do
  /^(?:[一二三四五六七八九十百两\d]+)\s*(?:英里|公里|里)(?:以外|之外|以上)(?:就|一律|都)?不(?:送|去|接|上门)[，,]\s*[\u4e00-\u9fff]{1,6}?(?:自己|自行)(?:来取|来拿|取|过来)[。！!]?$/,
  // "每天下午 4 点半放学": the hour of a step of every day (or of a weekday)
  /^(?:我们)?每(?:天|周[一二三四五六日天]|个工作日)(?:早上|上午|中午|下午|晚上|凌晨)?\s*\d{1,2}\s*点(?:半|\d{1,2}分?)?(?:放学|上学|开门|关门|上班|下班|营业|打烊|开课|下课|发车|收车)$/,
  // "通知都是通过企业微信发的": the channel every one of a kind of message goes out through
  /^(?!这|那|你|我|把|请|帮)(?![^，,。]*(?:什么|哪|谁))[^，,。]{1,8}?(?:都|统一)?(?:是)?(?:通过|用|走)\s*[^，,。\s]{2,10}?(?:发|发送|推送)的?$/,
];
/** The same said as changed since ("现在每周发一次版", "PR 现在需要两个人审批", "限流提到每分钟 500 次了"): its 现在 says since when. */
const TERSE_CHANGES_ZH = [
  // "lint 现在放到 CI 里跑了，本地不用跑了": where a step runs since
  /^[^，,。]{1,12}?现在(?:都)?(?:放到|改到|挪到|改在|放在|统一在)\s*[A-Za-z][\w.-]*\s*(?:里|上)?(?:跑|执行|做)了/,
  /^现在每(?:周|两周|天|月|个月|季度|晚|周[一二三四五六日])(?:发|部署|上线|发布|备份|同步|重置)(?:一次)?版?了?$/,
  new RegExp(String.raw`^(?!这|那|你)[^，,。]{1,8}?现在(?:需要|要)\s*(?:\d+|[一两二三四五])\s*(?:个人|个|人)\s*(?:审批|审核|评审|批准|review|approve)了?$`, 'i'),
  // (a report, said done: "…了" or "已经…"; "超时改成 30 秒" alone is a request)
  new RegExp(String.raw`^(?!这|那|你|把|请|帮)[^，,。]{1,8}?(?:已经(?:提到|提高到|调高到|降到|降低到|调低到|调到|调整到|改成|改为|改到)\s*${A_SETTING_ZH}了?|(?:提到|提高到|调高到|降到|降低到|调低到|调到|调整到|改成|改为|改到)\s*${A_SETTING_ZH}了)$`),
];
/** What every one of a kind of change must be: "数据库迁移要向后兼容", "接口都要幂等". */
const KIND_MUST_BE_ZH = /^(?!这|那|你)[^，,。]{2,10}?(?:都)?(?:要|必须|得)(?:对(?:上一个|前一个|老|旧)[^，,。]{0,6})?(?:保持)?(?:向后兼容|幂等|可回滚|可重入|线程安全|无状态|可重试)$/;

/** "小张负责订单服务": who owns a part of the system (not "小王负责这个需求", the work at hand). */
const OWNS_A_PART_ZH = new RegExp(String.raw`^${PERSON_ZH}\s*(?:在)?(?:负责|管|维护)(?!的|了|一下|这个|那个|这次)[^，,。]{1,10}(?:服务|模块|那块|这块|系统|后端|前端|网关|仓库|数据库|集群)[。！!]?$`);
/** "日志都打到 ELK", "截图都放在 Figma 里", "图片都丢腾讯云 COS 上": where a kind of thing goes, said as where all of it ends up. */
const ALL_GOES_TO_ZH = /^(?!把|请|帮|麻烦|你|这|那)[^，,。]{1,8}都(?:打到|放在|存在|写到|发到|推到|放到|存到|丢到|丢在|丢)\s*(?:[\u4e00-\u9fff]{2,4}\s*)?[A-Za-z][\w.-]*(?:\s+[A-Za-z][\w.-]*)?\s*(?:上|里)?[。！!]?$/;

function classifyChineseOne(quote: string): Found | null {
  // ("我们这边…", "我们这里…": the team, not a thing at hand)
  const s = quote.replace(LEAD_IN, '').trim().replace(/^我们(?:这边|这里|这儿)/, '我们').replace(/^我们(?:的)?([\u4e00-\u9fff]{2,4}?)(?:那边|那里)/, '我们$1');
  if (s.length < 4) return null;
  // "别动那一行", "不要改这个": a prohibition that only points back at the thing at hand
  if (/^(?:先)?(?:别|不要|不准|不许)(?:动|改|碰|删|提交|管)(?:这|那)(?:一?[行个段块处里些])?(?:了)?[。！!]?$/.test(s)) return null;
  // "提交吧，commit message 用英文写": a go-ahead for the work at hand, then a rule of its own
  const afterGoAhead = /^[^，,。]{1,6}吧[，,]\s*(\S.{5,})$/.exec(s);
  if (afterGoAhead) {
    const rule = classifyChineseOne(afterGoAhead[1]!);
    if (rule) return rule;
  }
  // "小李接手了支付服务", "现在支付归小李管": a part changed hands (its 现在 says since when)
  if (handoverZh(s) && !ASKED.test(s) && !/明天|今天|今晚|下午|这次|这周/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "这个季度的目标是…", "我们不搞微服务，单体就够了": what the project is for, and what it decided
  if (projectAimZh(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  if (checkedPageZh(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  // (its 现在 says since when, not for the moment)
  if (CHANGED_SINCE_ZH.some((re) => re.test(s)) && !MOMENT.test(s.replace(/现在/g, '')) && !ASKED.test(s) && !/明天|今天|今晚|下午|这次/.test(s)) return { type: 'project', kind: 'notice', text: s };
  if (ALL_GOES_TO_ZH.test(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  // "售后电话是 400-820-1234，工作日九点到六点": where customers reach the shop, and when
  if (/^(?:我们的?)?(?:售后|客服|前台|总机|投诉|财务|技术支持|预约)(?:电话|热线|邮箱|微信|QQ|号码)(?:是|为|：|:)\s*[\dA-Za-z]/i.test(s) && !ASKED.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  if ((STEP_DONE_IN_ZH.test(s) || OWNS_A_PART_ZH.test(s)) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "单测覆盖一下边界情况，空数组和 null 都要测": a request for now (一下) in the first clause, and nothing that says it lasts
  // (not "上线前的改动都要找测试确认一下", "把 axios 升级一下，前端只能通过 src/api 里生成的客户端调后端": a step before another, the one way)
  // (nor a kind of change that must first be aligned with someone: "协议改动要先跟客户端的阿杰对一下")
  // ("提交前帮我跑一下测试": a "before" that asks for help this once is no rule for each time)
  if (/一下/.test(s.split(/[，,。]/)[0]!) && !/^(?:每次|每个|所有|以后|今后)/.test(s) && !SAID_TO_LAST_ZH.test(s) && (!/前|只能/.test(s) || /帮我[^，,。]{0,6}一下/.test(s)) && !ALIGN_FIRST_ZH.test(s) && !DONE_AFTER_CHECKS_ZH.test(s) && !TOOL_FOR_A_KIND_ZH.test(s)) return null;
  // "理论上缓存一小时后过期", "听说永远不要…", "以前的团队都用…": a theory, hearsay, another team's way — not how things are here
  if (/^(?:理论上|按理说|假设|假如|[^，,。]*(?:就完了|会怎样|会怎么样|就糟了|就麻烦了)|听说|据说|网上说|以前的团队|之前的团队|上家公司|我上家公司|我以前(?:的)?公司|别人家|别的团队|其他公司)/.test(s)) return null;
  if (LIFE.test(s) && !TRADE.test(s) && !/[A-Za-z]/.test(s)) return null;
  // "每次运行都要等好久", "每次都要我提醒你吗": a complaint, a question back — not how things are meant to be
  if (/(?:等|花)(?:好久|很久|半天|老半天|好长时间|很长时间)|太慢了|好慢|^每次都要我/.test(s) || /[吗呢][？?。！!]*$/.test(s)) return null;
  // "用户说每次打开都要重新登录，查一下": what users, customers or testers report, not how things are meant to be
  if (REPORTED_BY_USERS_ZH.test(s)) return null;
  // "用 map 吧，别用 for 循环了", "不用写文档了，时间不够": stop it, or no need, now
  // (not "别把它弄坏了", a warning: a result before 了)
  // (but "别再用 var 了" says "again": a tool or a construct not to come back; and "一个函数就别引新依赖了" is a rule of its own)
  if (/(?:别|不要|不用|不必)[^，,。]{1,8}(?<![坏丢错乱漏掉砸])了(?=[，,。！!]|$)/.test(s) && !/(?:以后|今后|永远|一律|每次|所有|总是|从来|都)/.test(s) && !NOT_AGAIN_ZH.test(s) && !MORE_RULES_ZH.some((re) => re.test(s)) && !NO_LONGER_NEEDED_ZH.test(s) && !TERSE_CHANGES_ZH.some((re) => re.test(s))) return null;
  // "帮我写个脚本回填订单表，线上有四千万行，要分批跑", "把迁移写了，以后迁移都要用事务": the request, then what
  // lasts, read on its own
  // (or opening with the work itself: "修一下这个 500，…", "加一个订单状态的枚举，…", "给退款流程加个测试，…")
  const afterRequest = /^(?:请)?(?:帮我|麻烦你?|给我|把|(?:修|加|改|写|删|升级|重构|更新|实现|新增|添加|接入|优化)(?:一下|个|一个)|给(?!我)[^，,。]{1,12}(?:加|写|补|改))[^，,。]{2,30}[，,]\s*(\S.{3,})$/.exec(s)?.[1];
  // (not "给我写个脚本统计活跃用户，别把测试账号算进去", "帮我写单元测试，覆盖率到 80% 就行，不要写快照测试": what
  // the work must and must not do)
  if (afterRequest) {
    const clauses = afterRequest.split(/[，,]\s*/);
    // (nor a limit on what is being made, or when it runs: "帮我写个脚本…，但是千万别删 error 级别的", "帮我生成 20 条测试数据，
    // 金额都不能超过 1000", "帮我写个定时任务，每天凌晨 2 点同步一次库存，失败了要重试三次")
    const makes = /^(?:请)?(?:帮我|麻烦你?|给我)?\s*(?:写|生成|造|准备|做|建|搭)/.test(s);
    const saidToLast = SAID_TO_LAST_ZH.test(afterRequest);
    const limitsTheWork = (clause: string) =>
      !saidToLast &&
      // (said bare too: "给仪表盘加个 loading，别改布局")
      (/^(?:(?:但是?|不过|并且|而且|同时|注意)\s*)?(?:千万)?(?:别|不要|不能|不许|不准)/.test(clause) ||
        (makes && (/^[^，,。]{1,10}都(?:不能|不要|不许|要|得|必须)/.test(clause) || /^(?:每天|每周|每小时|每隔|凌晨|失败(?:了|后)|成功(?:了|后)|超时(?:了|后)|保留|最多|最少|间隔|超时|重试)/.test(clause))));
    const lasting = clauses.filter((clause) => !boundsTheWork(clause, [s]) && !limitsTheWork(clause) && !/(?:就行|即可|就好|就可以)[。！!]?$/.test(clause));
    if (lasting.length === clauses.length) {
      // (read without the "but" that joined it to the request: "…，但是千万别连生产库，我们一直是这么规定的")
      const rule = classifyChinese(afterRequest.replace(JOINED_BY_BUT_ZH, ''));
      // "…放到 src/utils 下面，以后工具函数都放这里": the place is in the request, kept with it
      return rule && /这里|那里|这儿|那儿|这个目录|那个目录/.test(afterRequest) ? { ...rule, text: s } : rule;
    }
    // (a prohibition after a lasting fact is its consequence: "…，生产环境的 Redis 是共享的，别用 KEYS 命令")
    const found = lasting.length ? classifyChinese(lasting.join('，')) : null;
    return found && (classifyChinese(afterRequest.replace(JOINED_BY_BUT_ZH, '')) ?? found);
  }
  let m = /^(?:请)?(?:记住|记得|要记得|别忘了)[：:，,]?\s*(?:一下)?[：:，,]?\s*(.{3,})$/.exec(s);
  if (m) {
    const content = m[1]!;
    // "记得帮我提交一下": a request for now; "别忘了提交代码": a reminder for now (not "别忘了每次提交前跑 lint")
    if (/^(?:帮我|给我|把|去)|一下[。！!]?$/.test(content)) return null;
    if (/^(?:记得|别忘了)/.test(s) && !SCOPE.test(content) && !/(?:都|每次|总是|一律|永远|之前|以前|的时候)/.test(content)) return null;
    if (/^我(?!们)/.test(content)) return { type: 'user', kind: 'remember', text: content };
    const instruction = /^别忘了|^记得/.test(s) || /(?:不要|别|总是|必须|一定要|永远|务必|始终|一律|都要|都得)/.test(content);
    return { type: instruction ? 'feedback' : PLACE.test(content) ? 'reference' : 'project', kind: 'remember', text: content };
  }
  m = /^(?:以后|今后|往后|从现在开始|从现在起|从今以后)[，,：:\s]*(?:请)?(.{4,})$/.exec(s);
  // "以后我想…" is a plan, "以后再说吧" a putting-off, "以后用不到了" says a thing is done with
  // (not "这个"/"那个" at hand: "这个仓库", "这个项目" name the scope)
  // ("以后提交前跑一下 make lint": 一下 softens an order with a scope of its own, each commit)
  // (这个 in a reason after it points back at the order: "…，CI 会卡这个")
  if (m && !/(?:这个|那个)(?!仓库|项目|代码库|团队|组)/.test(m[1]!.split(/[，,]/)[0]!) && !/^(?:我(?:想|打算|希望|会|要)|再|有(?:空|时间)|提醒我)|^(?:也|就|应该|可能)?(?:用不到|用不上|不需要|不用|没用|没必要)(?:它|了|啦)*[。！!]?$/.test(m[1]!) && (!/一下/.test(m[1]!) || /(?:提交|推送|合并|发布|上线|发版|部署)(?:代码)?(?:之)?前|每次/.test(m[1]!))) return { type: 'feedback', kind: 'rule', text: m[1]!.replace(SAID_BEHIND_ZH, '') };
  if (NOT_RULE.test(s)) return null;
  // "这个项目的接口文档在 Yapi 上，地址是 https://…": where a document lives, not a rule about the project
  // "队列的 Grafana 看板叫「任务总览」", "架构决策记录在 docs/adr 目录下", "状态页是 status.acme.io": a place by its name, folder or host
  if (!REQUEST.test(s) && !MOMENT.test(s) && !FAILING_ZH.test(s) && !ASKED.test(s) && !NOT_WHERE_IT_IS_ZH.test(s) && (
    (PLACE.test(s) && /(?:看板|仪表盘|dashboard|文档|页面|空间|频道|群|表格)\s*叫\s*[「"'“]/i.test(s)) ||
    // ("标定参数在 calib/ 下面，每辆车一份": a kind of the project's files, and the folder it is kept in)
    /(?:记录|文档|复盘|手册|决策|笔记|规范)[^，,。]{0,6}在\s*[\w.-]+\/[\w./-]*\s*(?:目录)?(?:下|里)/.test(s) ||
    (/(?:参数|权重|证书|数据集|样例)[^，,。]{0,6}在\s*[\w.-]+\/[\w./-]*\s*(?:目录)?(?:下面|下|里)/.test(s) && !DONE.test(s)) ||
    /(?:页|页面|站点|地址|网址|链接|控制台|后台)是\s*(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|cn|cloud|internal)\b/i.test(s) ||
    // ("压测环境在 perf.internal.cn": an environment at its host)
    /环境\s*(?:在|是)\s*(?:https?:\/\/)?[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:com|net|org|io|dev|cn|cloud|internal)\b/i.test(s)
  )) return { type: 'reference', kind: 'pointer', text: s };
  // (and where the logs, the alerts, the metrics are: "线上日志在阿里云 SLS 里")
  if (/(?:文档|wiki|手册|设计稿|看板|仪表盘|dashboard|日志|慢查询|告警|监控|指标|链路追踪|报表)[^，,。]{0,8}在\s*(?:[\u4e00-\u9fff]{1,4}\s*)?[A-Za-z]/i.test(s) && !REQUEST.test(s) && !DONE.test(s) && !MOMENT.test(s) && !FAILING_ZH.test(s) && !NOT_WHERE_IT_IS_ZH.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  // "代理池的配置在 Apollo 里，不在代码里": where a setting is kept, outside the code (not "在 config/db.py 里", a file of the repo)
  if (CONFIG_KEPT_IN.test(s) && !NOT_WHERE_IT_IS_ZH.test(s) && !REQUEST.test(s) && !DONE.test(s) && !MOMENT.test(s) && !FAILING_ZH.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  // ("现在 PR 要两个人 review 才能合": a bound said as changed, its 现在 since when)
  if (/^现在\s*/.test(s) && THRESHOLD_ZH.test(s) && !MOMENT.test(s.replace(/^现在\s*/, '')) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  if (!MOMENT.test(s)) {
    if (THRESHOLD_ZH.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // (a Latin word may follow with a space: "别用 any 类型", "禁止 force push 到 main"; not "别用这个", the thing at hand, nor "不要 push 了", for now)
    // (not "别猜了，…": stop it now)
    if (/^(?:请)?(?:永远|千万|绝对)?(?:不要|别|不许|不准|禁止|不能|切勿)\s*(?:\S{2,}|\S\s*[A-Za-z])/.test(s) && !/^(?:请)?(?:永远|千万|绝对)?(?:不要|别)(?:用|动|改|删)?(?:这个|那个|这些|那些|它|这样|那样|这么|那么)|^(?:请)?(?:不要|别)[^，,。]{1,4}了/.test(s) && !DONE.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    if (/^我们(?:的)?(?:团队|组|这边|项目)?[^，,。用]{0,6}?(?:用|使用)[^，,。]+[，,]\s*(?:不用|不要用|别用|而不是|不是|不搞|不做|不走)/.test(s) && !FAILING_ZH.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    if (/^(?:请)?(?:用|使用|保持|运行|跑|写|加|提交|确保|记得)/.test(s) && SCOPE.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "每次发布前都要更新 CHANGELOG" (not "这个 PR 合并前要先 rebase 一下": the thing at hand)
    if (SCOPE.test(s) && /(?:都要|都得|也要|也得|必须|一定要|务必|要先|先跑|先运行|先执行)/.test(s) && !/^(?:这|那)|这个|那个/.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "新写的组件都放到 src/components/common 下面", "密钥都放到环境变量里": where a kind of thing goes
    // (a place of the system: not "数据都放在桌面上")
    // ("我们的接口版本号放在 URL 里": "我们的" says it is the team's way too)
    // ("数据库迁移脚本放在 db/migrations 下面": a kind of file, and the folder of the repo it goes in)
    const putIn = /^(?:[^，,。]{1,14}都|我们的?[^，,。]{1,12}?|(?!把|请|帮|你|这|那)[^，,。]{2,14}?(?=(?:放到|放在|写在|写到|存放在|放进)\s*[A-Za-z][\w.-]*\/[\w./-]*\s*(?:下面|下|里|目录)|放\s*[A-Za-z][\w.-]*\/[\w./<>\u4e00-\u9fff-]*\/[\w./<>-]*$))(?:放到|放在|写在|写到|存到|存在|存放在|放进|放(?=\s*[A-Za-z][\w.-]*\/))([^，,。]*)/.exec(s)?.[1];
    // (in a place outside the code it is where they are kept: "事故复盘都放在 Confluence 的 ENG-OPS 空间")
    if (putIn !== undefined && (aboutSoftware(putIn) || /变量|下面|里/.test(putIn)) && !/桌面|便签|群里|手机|电脑上|网盘/.test(putIn) && !DONE.test(s) && !REQUEST.test(s)) return PLACE.test(putIn) ? { type: 'reference', kind: 'pointer', text: s } : { type: 'feedback', kind: 'rule', text: s };
    // "线上数据库只读，千万别在上面跑写操作": a fact, then the order it implies, said with weight
    if (THEN_NEVER_ZH.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "只有真的需要的时候才新建文件": what to do only when it is needed
    if (/^(?:只有|除非)[^，,。]{1,16}才(?:能|可以)?(?:新建|创建|加|添加|引入|安装|写|合并|发布|提交)/.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "快照要用 npm run test:update 更新，不要手改": how a thing is made, and not by hand
    // ("…，这些文件不要手改，改了下次导表会被覆盖": said of the kind just named)
    if (/[，,]\s*(?:所以)?(?:这些|这类|它们)?(?:文件|表|代码|配置)?(?:都)?(?:不要|别|不能|千万别)(?:手改|手动改|手工改|手动修改|直接改|手写|手动编辑)/.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "线上有四千万行，要分批跑": what production is like, and the care it asks for (not "线上挂了，要赶紧修")
    if (/^(?:线上|生产(?:环境)?|prod)[^，,。]{1,20}[，,]\s*(?:所以)?(?:要|得|必须|一定要|千万|别|不要)/i.test(s) && !/(?:挂|报错|故障|宕机|崩|出问题|赶紧|尽快)/.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    if (LIMIT_ZH.test(s) && (/^(?:我们|所有)/.test(s) || TRADE.test(s)) && !REQUEST.test(s) && !/^(?:这|那)|[吗呢][。！!]?$/.test(s)) return { type: 'project', kind: 'notice', text: s };
    // "移动端只支持 iOS 15 以上": the oldest version supported
    if (/只支持\s*[A-Za-z][\w .-]*?\d+(?:\.\d+)?\s*(?:以上|及以上|\+)/.test(s) && !REQUEST.test(s)) return { type: 'project', kind: 'notice', text: s };
    // "评审意见要在一个工作日内回复": how soon a kind of work is answered
    // (or a kind of trouble: "P1 的 bug 要在 4 小时内响应")
    if (/要在[^，,。]{1,10}(?:内|之内|以内)/.test(s) && (TRADE.test(s) || /\bP[0-4]\b|bug|工单|故障|事故|告警/i.test(s)) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "集成测试连真实的 MySQL，不要用 H2": what a kind of thing uses, and the one it must not
    if (/^(?!这|那|你|我(?!们))[^，,。]{2,20}[，,]\s*(?:不要|别|不能|千万别)(?:再)?用\s*[A-Za-z]/.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "老的 cron 服务器三月底下线，别再往上面加任务": what is going away, and what not to do with it
    // (or frozen, and what still goes in: "老的 SOAP 接口已经冻结了，只修安全漏洞")
    // ("评测集三月份就冻结了，不要动": frozen, and so not to be touched — a freeze till a day is the project's news, read below)
    if (/(?:下线|废弃|停用|淘汰|迁走|关掉)[^，,。]{0,6}[，,]\s*(?:所以)?(?:别|不要|不能|千万别)|(?:冻结|封存)了[，,]\s*(?:所以)?(?:别|不要|不能|千万别)(?:再)?(?:动|改|碰)|(?:废弃|冻结|下线|停用)[^，,。]{0,6}[，,]\s*(?:在那之前|在这之前|之前)?只(?:修|改|接受|合|处理|做)/.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "我们在搬离 moment，新代码用 date-fns": a tool being left, and the one new code uses
    if (/^我们(?:正)?在(?:慢慢|逐步)?(?:搬离|迁离|淘汰|去掉|弃用|替换掉?)\s*[A-Za-z][\w.-]*[，,]\s*新(?:代码|的?[\u4e00-\u9fff]{1,4})(?:都|一律|统一)?(?:用|改用)\s*[A-Za-z]/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "安卓这边 minSdk 还是 26，诊所的平板太老了", "iOS 还支持 iOS 15，因为有个大医院客户": a version a part is held at, or
    // still supports, and why
    if (/^(?:[\u4e00-\u9fffA-Za-z]{1,6}(?:这边|这块|端|里)?\s*)?(?:[A-Za-z][\w.-]*\s*(?:还是|仍然是|一直是|固定在|停在|卡在)|(?:还|仍然|依然|继续)(?:要)?支持\s*[A-Za-z][\w.-]*)\s*v?\d+(?:\.\d+)*\s*[，,]\s*(?:因为)?[^，,。]{4,30}[。！!]?$/.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !FAILING_ZH.test(s) && !MOMENT.test(s)) return { type: 'project', kind: 'notice', text: s };
    // "我们数仓是 Hive + Spark，调度用 DolphinScheduler": what a part of the project is built on, two named tools at least
    if (SETTING_VALUE_ZH.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !FAILING_ZH.test(s) && !MOMENT.test(s)) return { type: 'project', kind: 'notice', text: s };
    if (OUR_STACK_ZH.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !FAILING_ZH.test(s)) return { type: 'project', kind: 'notice', text: s };
    // "我们的数仓在 Hive 上，报表用帆软做": where a part of the project runs, and the tool another part is made with
    if (/^我们(?:的)?(?:这边的?)?[\u4e00-\u9fff]{1,6}?(?:在|跑在|建在|放在)\s*[A-Za-z][\w.-]*\s*(?:上|里)[，,]\s*[\u4e00-\u9fff]{1,6}?(?:用|走|在)\s*(?:[A-Za-z][\w.-]*|帆软|观远|永洪|FineBI)\s*(?:来)?(?:做|出|跑|上|里)?[。！!]?$/.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !FAILING_ZH.test(s)) return { type: 'project', kind: 'notice', text: s };
    // "我们的 iOS 工程用 SwiftUI": the one framework a part of the project is built with
    if (/^我们(?:的)?\s*(?:[A-Za-z][\w.-]*\s*)?(?:[\u4e00-\u9fff]{0,4})(?:工程|项目|客户端|后端|前端|App|app|小程序)\s*(?:都|统一)?(?:用|用的是|是用|基于)\s*[A-Za-z][\w.+#-]*(?:\s*\d+(?:\.\d+)*)?\s*(?:写的|开发的|做的)?[。！!]?$/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
    // "ods 层只做原样落地，不做任何清洗": what a layer or a part does only, and what never
    if (/^(?!这|那|你|我)[A-Za-z\u4e00-\u9fff][^，,。]{0,10}(?:层|模块|服务|库|表)(?:只|只能|只负责)(?:做|放|存|管)[^，,。]{1,12}[，,]\s*(?:不做|不放|不存|不管|不要做|别做|不允许)/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "打包机是那台 Mac mini，iOS 包只能在上面打": the only place a kind of build is made
    if (/(?:包|构建|编译|打包)[^，,。]{0,6}只能在[^，,。]{1,12}?(?:上|里)?(?:打|跑|编译|构建|发布)/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "主库只能在周日维护窗口重启，工作时间绝对不行": the only time a step of the work may be done
    if (/^(?!这|那|你|我)[^，,。]{1,10}只能在(?:每)?(?:(?:周|星期)[一二三四五六日天]|周末|凌晨|夜里|深夜|晚上|下班后|维护窗口|低峰期?)[^，,。]{0,8}?(?:重启|发版|上线|部署|升级|迁移|变更|维护|执行|跑|做|合并|发布)/.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "上线要在发布系统里提单": the step of a kind of work that goes through a system (a ticket, an approval)
    if (/^(?:上线|发版|发布|部署|变更|生产变更|合并|提测|改线上配置)(?:前|之前)?(?:都)?(?:要|需要|必须|得)(?:先)?(?:在\s*[^，,。]{2,10}?\s*(?:里|上|中))?(?:提单|提工单|走审批|走流程|报备|提申请)/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // "改 v1 之前要先升版本号": what must come first, each time
    if (/(?:改|动|删|升级|发布|上线|合并|部署)[^，,。]{0,10}(?:之前|以前)(?:都)?(?:要|得|必须|一定要)先/.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
    // (not with a request for the task after it: "这个仓库太乱了，帮我整理一下 import")
    // (一下 softens a request, but not an order for every time: "每次上线前要在测试群里发一下变更说明")
    // (nor one asked for now: "帮我把所有按钮统一用 loading 组件")
    if (RULES_ZH.some((re) => re.test(s)) && !/(?:^|[，,]\s*)(?:请|麻烦)?(?:帮我|帮忙|给我)|^(?:麻烦你?)?把/.test(s) && (!/一下/.test(s) || /^(?:每次|每个|所有|以后|今后)/.test(s) || TOOL_FOR_A_KIND_ZH.test(s))) return { type: 'feedback', kind: 'rule', text: s };
  }
  // "资源文件命名：模块名_类型_描述，比如 home_ic_search": how a kind of thing is named (a format, not "这个变量命名：不太好")
  // ("表名规范：层级_业务域_内容_周期": a kind's name, its rule)
  if (/^(?!这|那|你|我)(?:[^，,。：:]{2,12}命名(?:规则|规范|格式|方式)?|[^，,。：:]{1,8}名(?:规则|规范|格式))\s*[：:]\s*[^，,。？?]*(?:_|-|驼峰|下划线|前缀|后缀|小写|大写)/.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "我们的周是从周一开始算的，不是周日", "指标定义以她维护的指标字典为准": how the team counts a thing, the source a kind of thing follows
  if ((OUR_WAY_OF_COUNTING_ZH.test(s) || SOURCE_OF_TRUTH_ZH.test(s)) && !MOMENT.test(s) && !ASKED.test(s) && !REQUEST.test(s) && !FAILING_ZH.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "口径有疑问找数据产品的王姐，…": whom to ask about a kind of question
  if (ASK_ABOUT_ZH.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !/一下|你去|快去|赶紧|现在/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "改了通信协议要同步给上位机的老陈": whom to tell after a kind of change; "日志用 zap，字段名用小写下划线": the tool for a need
  const toolForANeed = TOOL_FOR_A_NEED_ZH.test(s);
  if ((toolForANeed || TELL_AFTER_CHANGE_ZH.test(s)) && !MOMENT.test(s) && !ASKED.test(s) && !/一下|你去|快去|赶紧|这个|那个/.test(s)) return toolForANeed ? { type: 'feedback', kind: 'rule', text: s } : { type: 'project', kind: 'notice', text: s };
  // "我不喜欢你每次改完都贴一大段代码，直接告诉我改了哪些文件就行": what the user does not want after each piece of work, and what instead
  if (/^我(?:不喜欢|不想看|不需要|讨厌|受不了)你(?:每次|总是|老是)?[^，,。]{2,24}[，,]\s*(?:直接|只)?(?:告诉我|说|列出|列一下|给我)/.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "你改代码之前先跟我说一下 plan，我确认了再动手", "写完跑一下 make lint 和 make test，两个都过了再告诉我 done": what the agent
  // shows the user before any change, and the checks before it calls the work done (their 一下 softens, it does not make them this once)
  if ((HOW_TO_WORK_WITH_ME_ZH.test(s) || DONE_AFTER_CHECKS_ZH.test(s) || WORK_STYLE_ZH.some((re) => re.test(s))) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "解释的时候说人话，别一上来就讲执行计划": how the user wants things explained
  if (PLAIN_EXPLANATIONS_ZH.test(s) && !MOMENT.test(s) && !/这个|那个|一下/.test(s)) return { type: 'user', kind: 'preference', text: s };
  // "权限相关的改动要找李娜 review": who reviews a kind of change (not "这个改动要找李娜 review 一下", this one)
  // (nor whom to ask about a part, sent to them now: "…，你去问他一下")
  const askHim = WHOM_TO_ASK_ZH.some((re) => re.test(s)) && !FAILING_ZH.test(s.split(/[，,]/)[0]!) && !/快去|赶紧/.test(s);
  // "埋点的事件名找产品的小雨确认，她维护埋点文档": whom a kind of thing is confirmed with
  if (WHOM_TO_CONFIRM_WITH_ZH.test(s) && /(?:他|她)(?:在)?(?:维护|负责|管)|都|统一|一律/.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !/你去|快去|赶紧/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // (一下 softens it, unless 都 says it is every time: "上架之前都要让阿敏确认一下隐私政策")
  const everyTimeLookedOver = LOOKED_OVER_BEFORE_ZH.test(s) && /都要/.test(s);
  // (nor when asking is tied to each time the part is touched: "小王负责支付模块，动之前问他一下")
  const everyTimeAsked = askHim && /(?:之前|以前|的时候|有问题|有疑问)[^，,。]{0,6}(?:问|找|联系)/.test(s);
  if ((WHO_REVIEWS_ZH.test(s) || askHim || LOOKED_OVER_BEFORE_ZH.test(s)) && (!/一下/.test(s) || everyTimeLookedOver || everyTimeAsked) && !/你去/.test(s) && !MOMENT.test(s)) return { type: 'project', kind: 'notice', text: s };
  if ((ALIGN_FIRST_ZH.test(s) || AGREED_FIRST_ZH.test(s) || TEAM_SIGNS_OFF_ZH.test(s)) && !/你去|快去|赶紧/.test(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  if (SHOWN_TO_ME_FIRST_ZH.test(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  if (SEEN_BEFORE_IT_GOES_OUT_ZH.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !REQUEST.test(s)) return { type: 'project', kind: 'notice', text: s };
  const format = OUR_FORMAT_ZH.exec(s);
  if (format && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s.slice(format.index).replace(/^[，,]\s*/, '') };
  if (ASK_BEFORE_ZH.test(s) && aboutSoftware(s) && !/你去|快去|赶紧|(\S)不\1/.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !REQUEST.test(s) && !DONE.test(s)) return { type: 'project', kind: 'notice', text: s };
  if (STEP_FIRST_ZH.test(s) && aboutSoftware(s) && !MOMENT.test(s) && !ASKED.test(s) && !REQUEST.test(s) && !DONE.test(s) && !/一下|明天|后天|今晚|这周|本周|下周/.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  if (REQUIRED_WITHIN_ZH.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !REQUEST.test(s) && !FAILING_ZH.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "老人不吃辣，做菜少放辣椒", "每个月十五号交房租", "这本书的目标读者是十几岁的孩子，别写太血腥的场面": the user's life
  // outside the code (life-facts.ts)
  const life = !MOMENT.test(s) && !ASKED.test(s) ? lifeFactZh(s) : null;
  if (life) return { ...life, text: s };
  // "我教初二数学，两个班": the grade and subject the user teaches
  if (/^我(?:在)?(?:主要)?教\s*(?:初[一二三]|高[一二三]|[一二三四五六]年级|小学|初中|高中|大一|大二|大三|本科|研究生)?[\u4e00-\u9fff]{0,4}?(?:数学|语文|英语|物理|化学|生物|历史|地理|政治|道德与法治|科学|美术|音乐|体育|编程|信息技术|计算机)/.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !/今天|明天|这节/.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "支付模块归财务组管": who owns a part of the code
  // (a new owner is news that lasts: "订单服务现在归 Dana 管，之前是 Maria")
  const owner = s.replace(/现在(?=\s*(?:归|由))/, '');
  // (a change of owner ends on 了, and what happened to the one before may follow: "…归 Dana 管了", "…，Maria 调岗了")
  const ownerClause = owner.split(/[，,]/).findIndex((clause) => /^(?!这|那|你|我(?!们))[^，,。]{2,16}(?:归|由)\s*(?!你)[^，,。]{1,12}?(?:组|团队|部门|小组)?(?:管|负责|维护)了?(?:[。]|$)/.test(clause.trim()));
  if (ownerClause >= 0 && !MOMENT.test(owner) && !REQUEST.test(s) && (!DONE.test(s) || ownerClause === 0) && TRADE.test(s)) return { type: 'project', kind: 'notice', text: s };
  // (a trade outside software too: "我是会计，会一点 Python", "我是学校教务处的老师")
  // "我们的客户是学校，暑假是流量低谷，…": whom the business serves (and what follows from it)
  if (/^我们(?:的)?(?:客户|用户|用户群)(?:主要|基本上?|大多|大部分|全)?(?:都)?是\s*[\u4e00-\u9fffA-Za-z]{2,12}(?:[，,]|[。！!]?$)/.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !REQUEST.test(s)) return { type: 'user', kind: 'profile', text: s };
  if (/^我(?:是|在)(?:一[名个位])?.{0,12}(?:工程师|开发者|开发|程序员|设计师|研究员|学生|实习生|应届生|新人|新同事|架构师|经理|负责人|维护者|分析师|科学家|策划|运营|团长|店长|站长|群主|会长|馆长|园长|队长)/.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我是团队里唯一的后端，…": the one of a trade in the team ("后端" alone names the trade; "程序" is the programmer, said short)
  if (/^我是(?:团队|组|公司|项目)?里?(?:唯一(?:的|一个)?|仅有的)(?:后端|前端|全栈|移动端|客户端|测试|运维|DBA|SRE|设计|产品|程序|开发|美术|策划)/i.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我在柏林，说"今晚"指的是柏林时间": where the user is, for what their times mean
  if (/^我在[\u4e00-\u9fffA-Za-z]{2,8}[，,]\s*(?:说|讲|提到)?[^，,。]{0,12}(?:指的是|是指|都是|按)[^，,。]{0,8}(?:时间|时区)/.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我用 vim 不开 LSP，…": the editor the user works in, and how (what they cannot see)
  if (/^我(?:平时|一般|都)?用\s*(?:vim|neovim|nvim|emacs|nano|记事本|notepad)\b[^，,。]{0,12}(?:不开|没有|不用|关了|关掉)\s*(?:LSP|补全|插件|语言服务)/i.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s };
  if (/^我是(?:一[名个位])?[^，,。这那说]{0,10}(?:会计|出纳|审计师|律师|医生|护士|老师|教师|博士生|研究生|记者|编辑|翻译|私教|教练|健身教练|厨师|店主|摄影师)(?:[，,。]|$)/.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我是幼儿园的园长助理", "我是博物馆的登记员": a role at a kind of place the user works at
  if (/^我是(?:一[名个位])?[^，,。这那你]{0,8}(?:幼儿园|托儿所|学校|小学|中学|大学|学院|医院|诊所|卫生院|药店|博物馆|图书馆|美术馆|档案馆|公司|工厂|仓库|餐厅|饭店|酒店|银行|社区|街道|居委会|村委会|协会|俱乐部|工作室|门店|超市|农场|养老院|报社|电视台|出版社|培训机构|律所|事务所|研究所|实验室|健身房|书店|花店|咖啡店|理发店|美容院|瑜伽馆|球馆|药房|门诊|科室)的[^，,。这那你的]{1,8}(?:[，,。]|$)/.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我在大理开了一家民宿": a business the user runs, and where
  // ("我家开了个小面馆": the family's)
  if (/^我(?:家|们家)?(?:在[\u4e00-\u9fff]{2,6})?(?:开了|经营着?|开着)(?:一家|一个|个|家)[^，,。这那]{0,6}?(?:民宿|客栈|酒店|店|餐厅|饭店|面馆|饭馆|小吃店|咖啡馆|工作室|公司|诊所|健身房|超市|农场|面包房|网店)(?:[，,。]|$)/.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我只在周一到周五上课": the days the user works
  if (/^我(?:只|一般|平时)?(?:在)?(?:周|星期)[一二三四五六日天](?:到|至|和|、)(?:周|星期)?[一二三四五六日天](?:上课|上班|营业|开门|干活|工作|接单)[。！!]?$/.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我这边是做餐饮小程序的，uniapp 写的，后端是 node": what the user makes for a living, and with what
  if (/^我(?:这边|这里)?是做(?!这|那)[^，,。]{0,10}(?:小程序|App|app|网站|系统|平台|游戏|前端|后端|测试|运维|设计|产品|电商|外包|开发|嵌入式|算法|数据)的(?:[，,](?![^。]*(?:帮|看看|一下|为什么|报错|挂了|[?？]))[^。]{2,40})?[。！!]?$/.test(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我在驾校负责教务": the kind of place the user works at, and what they do there
  if (/^我在(?:一家|一个)?[\u4e00-\u9fff]{0,4}?(?:驾校|学校|小学|中学|大学|医院|诊所|公司|工厂|仓库|餐厅|饭店|银行|超市|物业|社区|幼儿园|培训机构|书店|药店|花店|门店|工作室|报社|出版社|研究所|实验室|民宿|酒店|宾馆|客栈)(?:里|工作)?[，,]?\s*(?:负责|做|管)[^，,。]{1,8}(?:[，,。]|$)/.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我在医院信息科，负责 HIS 的接口开发": the department the user is in, and what they do there
  if (/^我在[^，,。这那]{2,10}(?:科|部|处|组|中心|办公室|团队|部门)[，,]\s*(?:负责|做|管)/.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我是店老板的儿子，在读大二": whose family they are, and what year of school they are in (how much to explain, and for whom)
  if (/^我是[^，,。这那你]{1,10}的(?:儿子|女儿|孩子|家人|亲戚|老婆|老公|妻子|丈夫)(?:[，,。]|$)|^我(?:现在)?(?:在读|正在读|还在读)(?:大[一二三四]|研[一二三]|博[一二三四五六]|高[一二三]|初[一二三])(?:[，,。]|$)/.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  if (/^我是(?:新来的|刚来的|新入职的|刚入职的|新加入的|刚加入的)?(?:做|搞|写)?(?:后端|前端|全栈|移动端|客户端|安卓|iOS|测试|运维|算法|数据|嵌入式)(?:的|开发|工程师)?(?:[，,。]|$)/i.test(s)) return { type: 'user', kind: 'profile', text: withoutTheRequest(s) };
  // "我是做数据分析的，不太懂部署": what they do, said as "做…的"
  // (not "我是做这个需求的": the work at hand)
  if (/^我(?:是)?(?:做|搞)(?![这那了完好过])[^，,。的了]{2,12}的(?:[，,。]|$)/.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s };
  if (/^我(?:是|对)(?![^，,。]*[这那]).{0,16}?(?:新手|不熟|不太熟|一窍不通)/.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我比较熟后端，前端的 CSS 布局问题你多解释几句", "我对 Go 比较熟": the trade or language they know best
  if (/^我(?:(?:比较|更|最|还算|挺)?(?:熟|熟悉|擅长)|对\s*(?:后端|前端|全栈|移动端|客户端|安卓|iOS|测试|运维|算法|数据|嵌入式|[A-Za-z][\w.+#-]*)\s*(?:比较|更|最|还算|挺)?(?:熟|熟悉|在行))\s*(?!你|这|那|了)(?:后端|前端|全栈|移动端|客户端|安卓|iOS|测试|运维|算法|数据|嵌入式|[A-Za-z][\w.+#-]*|[，,。]|$)/i.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我是后端出身": the trade they came from
  if (/^我是\s*[^，,。这那]{1,8}出身(?:[，,。]|$)/.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "不用给我解释代码，我 Go 很熟": what the user knows well, said after what they need not be told
  if (/(?:^|[，,]\s*)我\s*(?:对\s*)?[A-Za-z][\w.+#-]*\s*(?:很|挺|比较|非常|特别)熟(?:悉)?[。！!]?$/.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我喜欢早返回，不要嵌套太多 if": a taste in code, and what it rules out
  if (/^我(?:比较|更)?(?:喜欢|偏好|倾向于?)(?!你)[^，,。]{2,20}[，,]\s*(?:不要|别|少|不喜欢)[^。]{2,30}[。！!]?$/.test(s) && aboutSoftware(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "用英文回答，虽然我写的是中文": the language every answer is in, said with why
  if (/^(?:请)?(?:都)?用(?:英文|英语|中文|汉语|日文|日语)(?:回答|回复|回我|答复)[，,]\s*(?:虽然|尽管|因为|即使|哪怕)/.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "用 uv 代替 pip": one tool in place of another
  if (/^(?:请)?(?:都|一律|统一)?用\s*[A-Za-z][\w.+#-]*\s*(?:代替|替代|取代|替换)\s*[A-Za-z][\w.+#-]*[。！!]?$/.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "Python 3.12，全部加类型注解": the version, then what every one of the code gets
  if (/^(?:[A-Za-z][\w.+#-]*\s*v?\d+(?:\.\d+)*\s*[，,]\s*)?(?:全部|一律|统一)(?:都)?(?:要)?(?:加|写|用|带)\s*[^，,。]{2,12}[。！!]?$/.test(s) && aboutSoftware(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "我用的是 Windows，npm 脚本要跨平台": the machine the user works on, and what it asks of the work
  if (/^(?:对了[，,]\s*)?我(?:用的是|在用|用|在)\s*(?:Windows|Win\s*1[01]|Mac(?:Book)?|macOS|Linux|Ubuntu|WSL\d?|Arch|Fedora|(?:M[1-4]|Intel)\s*(?:芯片)?的\s*Mac(?:Book)?)(?:\s*[+＋/和]\s*(?:WSL\d?|Docker|Parallels|[A-Za-z][\w.-]*)|\s*上(?:用|跑)\s*(?:WSL\d?|Docker|Parallels))?(?:\s*(?:电脑|系统|笔记本|开发))?(?:[，,]\s*[^。]{2,30})?[。！!]?$/i.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s.replace(/^对了[，,]\s*/, '') };
  // "我人在新加坡，和你说的时间都按新加坡时间": where the user is, and whose clock a time they give is on
  if (/^(?:对了[，,]\s*)?我(?:人)?(?:在|住在|现在在|常驻)[\u4e00-\u9fff]{2,6}[，,]\s*[^，,。]{0,12}时间(?:都)?(?:按|用|是|以)/.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s.replace(/^对了[，,]\s*/, '') };
  // "我们团队在东八区": where the team's times are
  if (/^我们(?:团队|组|这边)?(?:在|是|都在|用)(?:东[七八九]区|西[一二三四五六七八]区|UTC\s*[+-]\s*\d+|北京时间|[\u4e00-\u9fff]{2,4}时区)$/.test(s.replace(/[。！!]$/, ''))) return { type: 'project', kind: 'notice', text: s };
  // "我电脑只有 8G 内存，别并行跑全部测试": what the user's machine can take
  if (/^我(?:的)?(?:电脑|笔记本|机器|本子)(?:只有|就|才)\s*\d+\s*(?:G|GB|g)\s*(?:的)?内存/.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  const rule = (MORE_RULES_ZH.some((re) => re.test(s)) || KIND_MUST_BE_ZH.test(s.replace(/[。！!]$/, ''))) && !ASKED.test(s) && !MOMENT.test(s);
  if (rule || (NO_LONGER_NEEDED_ZH.test(s) && !ASKED.test(s) && !MOMENT.test(s.replace(/现在/g, '')))) return { type: 'feedback', kind: 'rule', text: s };
  // "接口超时是 30 秒", "部署在周二", "发版找小张", "现在每周发一次版": how the project stands, tersely, or since a change
  const terse = s.replace(/[。！!]$/, '');
  if (!ASKED.test(s) && ((TERSE_FACTS_ZH.some((re) => re.test(terse)) && !MOMENT.test(s)) || (TERSE_CHANGES_ZH.some((re) => re.test(terse)) && !MOMENT.test(s.replace(/现在/g, ''))))) {
    return { type: 'project', kind: 'notice', text: s };
  }
  // "我不是前端出身，CSS 的东西多解释两句": the trade they did not come from
  if (/^我(?:并)?不是\s*[^，,。]{1,8}(?:出身|科班出身|专业的|科班)(?:[，,。]|$)/.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我不太懂 Dart，多用注释解释一下语法": what they do not know (not "我不懂你的意思", "我不会用这个功能")
  if (/^我(?:不太|不怎么|不是很|完全不|不)(?:懂|熟悉?|会)\s*(?!你|这|那|怎么|为什么|什么)[A-Za-z\u4e00-\u9fff]/.test(s) && aboutSoftware(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我刚转行做运维，Linux 命令还不太熟": who they are since they changed trades
  // "我是后端转前端的": the trade they came from
  if (TRADE_CHANGE.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  if (/^我(?:刚|刚刚|才)?(?:转行|入行)(?:做|学|到)?/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我主要做数据这块，前端不太熟", "我在柏林，跟美国同事时差很大", "我是安全组的，…": their work, where they are, their group
  if (!MOMENT.test(s) && !REQUEST.test(s) && !DONE.test(s) && !ASKED.test(s)) {
    if (/^我(?:之前|以前|原来)?(?:主要|平时|一般|大多|基本|一直){1,2}(?:做|写|负责|搞)(?!了)[^，,。]{1,12}(?:这块|方向|相关|的活|开发)?/.test(s) && !/想|问/.test(s)) return { type: 'user', kind: 'profile', text: s };
    if (/^我(?:人)?(?:在|住在)[^，,。]{1,8}[，,][^。]*(?:时差|时区)/.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "我每天早上九点到十点开会": when they are away, every day
    // ("我一般晚上才有空，白天在开会": when they are there)
    if (/^我(?:每天|一般|平时|通常|每周[一二三四五六日天])[^，,。]{0,12}(?:开会|不在|没空|离线|下线|下班|上班|在线|有空|有时间)/.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "我一般早上看PR，中午前会给意见": when they review, every day
    if (/^我(?:每天|一般|平时|通常|都)(?:是)?(?:早上|上午|中午|下午|晚上|周[一二三四五六日天]|每周[一二三四五六日天])[^，,。]{0,6}(?:看|审|评审|review|处理|回)\s*(?:PR|MR|代码|评审|邮件|消息|issue)/i.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "我用的是 13 寸的笔记本，终端输出别太宽": the machine they work on, and what it asks of the output
    if (/^我(?:用的是|用|的电脑是|的屏幕是)\s*[^，,。]{0,12}(?:笔记本|屏幕|显示器|MacBook|Mac)/i.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "我英语不太好，回复尽量用中文": a language they read less well, and what it asks of the replies
    if (/^我(?:的)?(?:英语|英文|中文|日语|日文)(?:水平)?(?:不太好|不好|一般|很差|不太行|不行|比较差)/.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "我是色盲": what the agent should adapt to
    if (/^我(?:是|有)(?:红绿)?(?:色盲|色弱|阅读障碍|读写障碍|ADHD|多动症)/i.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "我的环境：neovim、tmux": what they work with
    if (/^我的(?:开发)?(?:环境|配置|工具|编辑器|设备)(?:是|：|:)\s*\S/.test(s) && !/(?:坏|挂|不行|有问题)/.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "前端就我一个人": who does a part alone
    if (/^(?:前端|后端|移动端|客户端|运维|测试|这个项目|项目|团队里)(?:就|只有)我一个(?:人)?/.test(s)) return { type: 'user', kind: 'profile', text: s };
    // "我是一个人在做这个项目": a solo developer
    if (/^我(?:是)?(?:自己)?一个人(?:在)?(?:做|维护|开发|写|负责)(?:这个|整个)?(?:项目|仓库|产品|app|应用|代码)/i.test(s)) return { type: 'user', kind: 'profile', text: s };
    if (/^我是[^，,。]{1,8}(?:组|团队|部门|小组)的(?:[，,。]|$)/.test(s)) return { type: 'user', kind: 'profile', text: s };
  }
  // "我不喜欢一次改太多文件，每次改动控制在一个模块内": what the user does not like in the work, kept with what they want instead
  if (/^我(?:不喜欢|不太喜欢|讨厌|最烦|受不了)(?!你|这个|那个|刚才)[^，,。]{0,16}(?:改|提交|文件|代码|函数|注释|命名|测试|PR|MR|commit|依赖|抽象|封装|魔法|缩写)/i.test(s) && aboutSoftware(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'preference', text: s };
  // (or a plain 喜欢 of a kind of code: "我喜欢小一点的 PR")
  if (/^我(?:更喜欢|比较喜欢|偏好|倾向于?)(?!这个|那个|第[一二三]|你的|刚才)/.test(s) || (/^我喜欢(?!这个|那个|你)[^，,。]{0,10}(?:PR|提交|代码|函数|注释|命名|测试|改动|commit)/i.test(s) && !MOMENT.test(s))) return { type: 'user', kind: 'preference', text: s };
  // "我写了十年 Java", "我在东八区", "我是自学的编程", "我们团队就四个人", "我负责审这个模块的代码": who the user is
  if (
    /^我(?:写|用|做)了?\s*(?:[一二三四五六七八九十两几\d]+|好几|很多)\s*年(?:的)?\s*[A-Za-z\u4e00-\u9fff]|^我(?:刚|才|刚刚)(?:开始)?(?:学|接触)\s*[A-Za-z][\w+#.-]*(?=[，,。]|$)|^我(?:在|是|住在)\s*[东西][一二三四五六七八九十]+区|^我的时区是|^我是(?:自学|半路出家|转行|培训班出来)(?!的时候)|^我们(?:团队|组|小组|(?=就|只有|一共|总共))(?:就|只有|一共|总共)?\s*[一二三四五六七八九十两几\d]+\s*个人|^我(?:负责|在管)(?:审|评审|维护|review)/i.test(s) &&
    !MOMENT.test(s)
  ) return { type: 'user', kind: 'profile', text: s };
  // "我平时只用终端，不用图形界面的工具", "我很在意改动要小": how they work, what they care about
  if ((/^我(?:(?:习惯|平时|一般|通常)(?:只|都)?|只|都)(?:用|使用)\s*(?:终端|命令行|键盘)/.test(s) || /^我(?:很|比较|特别|非常)?(?:在意|在乎|看重)(?!的是)/.test(s)) && !MOMENT.test(s)) return { type: 'user', kind: 'preference', text: s };
  // "我习惯用 vim": how the user works
  // ("我习惯看 diff，不用给我解释每一行改了什么": what they read, and what they do not need)
  if ((/^我(?:习惯|平时|一般|通常)(?:用|使用)\s*[A-Za-z]/.test(s) || /^我(?:习惯|平时|一般|通常)看\s*(?:diff|git\s*log|log|PR|MR|commit|代码|源码|日志|(?:中文|英文)的?(?:解释|回答|说明|回复|文档))/i.test(s)) && !MOMENT.test(s)) return { type: 'user', kind: 'preference', text: s };
  // "我习惯小步提交，一个 PR 只做一件事": how they like the work cut
  // ("我比较习惯先看接口定义再看实现，…": what they read first, of the code)
  // ("我习惯先看结论再看细节": what they read first, of an answer)
  const readsFirst = /^我(?:比较|更|一般)?习惯先(?:看|读)(结论|要点|重点|总结|摘要)?/.exec(s);
  if (readsFirst && (TRADE.test(s) || readsFirst[1]) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'preference', text: s };
  if (/^我(?:比较|更|一般)?(?:习惯|喜欢|倾向)(?!了)[^，,。]{0,10}(?:提交|写|测试|评审|review|部署|开发|命名|注释|拆|改)/i.test(s) && aboutSoftware(s) && !MOMENT.test(s) && !REQUEST.test(s) && !/(?:吗|呢)[。！!]?$/.test(s)) return { type: 'user', kind: 'preference', text: s };
  // "我们把 users 服务改名为 accounts 了", "orders 表上个迭代改名成 purchases 了": a name that changed (not "把 orders 表改名成 purchases", "我刚把这个变量改名成 total 了")
  // "staging 从 main 自动部署，prod 要在 argo 里手动点": how each environment is released to
  if (/^(?:staging|prod|production|生产(?:环境)?|测试环境|预发(?:环境)?|灰度(?:环境)?)\s*(?:环境)?(?:是)?(?:从\s*[\w/.-]+\s*(?:分支)?)?(?:自动|手动)(?:部署|发布|上线|同步)/i.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !FAILING_ZH.test(s) && !MOMENT.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "这个季度的目标是把下单接口的 P99 降到 200ms 以内": a goal for a stretch of time
  if (GOAL_ZH.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !FAILING_ZH.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "我刚转到后端，之前一直做 iOS": the trade the user moved to, and the one before
  if (CHANGED_TRADE_ZH.test(s) && !ASKED.test(s) && !REQUEST.test(s)) return { type: 'user', kind: 'profile', text: s };
  if (RENAMED_ZH.test(s) && !/^(?:请|帮|麻烦|把|我(?!们)|你)|(?<![\w\`'"]\s?)这个|那个|一下|刚|[?？]|(?:吗|呢)[。！!]?$/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "我们不再用 MySQL 了", "我们已经从 Jenkins 迁移到 GitHub Actions 了", "我们又换回 pnpm 了": a change in what the project uses
  // (and "我们以前用 Jenkins，现在全部迁到 GitLab CI 了": before, then now; "集成测试我们从 localstack 换成了 testcontainers": what it is for, first)
  if (/^(?:[\u4e00-\u9fff]{2,8}(?:这块|这边|方面)?)?我们(?:团队|项目)?(?:已经|现在|早就|又|上个?月|上周|去年|今年|前段时间)?(?:不再(?:用|使用)|从\s*\S+?\s*(?:迁移|迁|切换|换|改)(?:到|成)|(?:全部|都)?(?:迁移|迁|切换|换)(?:到|成)了?\s*[A-Za-z]|(?:换回|改回|切回|用回|重新(?:用|使用|采用))了?\s*[A-Za-z]|(?:以前|之前|原来)(?:用|使用)\s*[A-Za-z][^，,。]{0,20}[，,]\s*现在(?:已经)?(?:全部|都)?(?:迁移|迁|切换|换|改)(?:到|成)了?\s*[A-Za-z])/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "我们现在不用 Jenkins 了，改用 GitLab CI": a tool no longer used, and what took its place
  if (/^(?:我们|团队)?(?:现在|已经)?不(?:再)?用\s*[A-Za-z][\w. +#-]*?\s*了[，,]\s*(?:改用|换成|换用|都用|现在用)\s*[A-Za-z]/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "我们的 Redis 是集群模式，不支持 KEYS 和跨 slot 的事务": how a part is deployed, and what that rules out
  if (/^(?:我们的?|线上的?|生产(?:环境)?的?)?\s*[A-Za-z][\w.-]*\s*(?:是|用的是|跑的是|部署成)[^，,。]{1,12}(?:模式|版本|架构|集群)[，,]\s*(?:不支持|只支持|不能用|不能|没有)/.test(s) && !MOMENT.test(s) && !REQUEST.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "我们决定事件存储继续用 Postgres", "团队定了内部服务用 gRPC", "法务同意 IP 最多保存 30 天": a decision
  // about the project (a named thing or a word of software in it; not "我们决定明天再看", "先休息一下")
  if (
    /^(?:(?:我们|团队|我们团队|大家)(?:(?:上|这)(?:个)?(?:季度|月|周|星期|迭代|sprint|冲刺)|去年|今年|年初|之前)?(?:已经|最终|最后)?(?:决定|商量好了?|定了|确定了?|同意了?|选了|选择了?)|(?:法务|安全团队|合规|产品(?:团队)?|领导|老板)(?:已经)?(?:同意|批准|要求|规定|禁止))/.test(s) &&
    (/[A-Za-z0-9]/.test(s) || /(?:服务|接口|数据库|存储|测试|发布|发版|上线|封版|版本|支持|前端|后端|框架|部署|缓存|队列|代码|仓库)/.test(s)) &&
    !MOMENT.test(s) && !/(?:明天|今天|下午|晚上|休息|再看|再说|再讨论)/.test(s) && !REQUEST.test(s)
  ) return { type: 'project', kind: 'notice', text: s };
  // How a kind of thing is made or handled (not a question, a request, a failure, or one said of "this")
  if (plainSoftwareFact(s) && !ASKED.test(s) && !/^(?:你|我(?!们)|这|那)|这个|那个|一下/.test(s) && DESIGN_ZH.some((re) => re.test(s))) return factOrRuleZh(s, MUST_ZH);
  // How the system is put together (not a question, a request, or one said of "this")
  if (!MOMENT.test(s) && !REQUEST.test(s) && !DONE.test(s) && !/(?:吗|呢)[。！!]?$/.test(s) && !/^(?:你|我(?!们)|这|那|看|查|杀|停|关|改)/.test(s) && SYSTEM_ZH.some((re) => re.test(s))) {
    return { type: 'project', kind: 'notice', text: s };
  }
  // "我经常在手机上看 PR，描述写短一点": where the user reads the agent's work
  if (/^我(?:经常|常常|一般|通常|平时|习惯|大多)(?:在|用)(?:手机|平板|iPad|小屏幕?)上?(?:看|审|review)/i.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我每天早上统一看代码，有问题攒到最后一起问", "我是一个人业余维护这个项目，方案越简单越好": how the user's standing situation
  // shapes the work (not "我今天在外面，简单说")
  if (/^我(?:每天|每周|一般|通常|平时|习惯|一直|是一个人|一个人|是业余|业余|只在|只有)[^，,。]{2,30}[，,][^。]*?(?:别|不要|先问我|攒到|一起问|拆成|越简单越好|简单为主|多解释|说清楚|标出来|指出来)/.test(s) && !/今天|明天|现在|这次|刚才|这会儿|先别|先不|暂时|等一下|等会|这个(?:文件|函数|需求|bug)/.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我色弱，别用红绿色区分状态", "我不看长消息，最多三条要点": what the agent should adapt to
  if (/^我(?:是)?(?:色弱|色盲|有阅读障碍|听力不好|视力不好)/.test(s)) return { type: 'user', kind: 'profile', text: s };
  if (/^我(?:不看|不读|懒得看|看不懂|读不下去)(?:长|太长的?|很长的?)/.test(s)) return { type: 'user', kind: 'preference', text: s };
  // "我们的服务都部署在阿里云上", "订单服务部署在阿里云的 ACK 上": where the project runs (a part of the system
  // named, not "这个改动部署在预发了": one deploy)
  if ((/^我们的?[^，,。]{1,10}都(?:部署|跑|运行|托管|放)在/.test(s) || /^(?!这|那|我(?!们)|你)[^，,。]{0,10}(?:服务|应用|后端|前端|网站|系统|集群|数据库|接口|站点)(?:都|统一)?(?:部署|跑|运行|托管)在\s*[^，,。]{2,20}(?:上|里)[。！!]?$/.test(s)) && !DONE.test(s) && !REQUEST.test(s) && !MOMENT.test(s) && !/我(?!们)|本地|电脑|笔记本/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "这是我们的订单服务", "这个仓库是订单服务", "这个仓库是实时数仓的 Flink 作业": what the repository is
  // (and what it is built with, after it: "这是我们的 uni-app 小程序项目，Vue 3 + TypeScript，一套代码发微信和支付宝两个端")
  if (/^(?:这|这个(?:仓库|项目|代码库|repo))是(?:我们的?)?\s*[^，,。]{1,40}(?:服务|应用|项目|后端|前端|网站|官网|系统|SDK|客户端|中台|网关|小程序|引擎|平台|框架|中间件|固件|驱动|插件|仓库|作业|任务|脚本|模型|文档|合约|流水线|数仓|爬虫|机器人|工具|App|app|APP|notebook|Notebook|看板|告警规则)(?:[。！!]?$|[，,](?![^。]*(?:帮我|帮忙|麻烦|看看|看下|一下|挂|报错|问题|[?？])))/i.test(s) && !MOMENT.test(s) && !REQUEST.test(s) && !/我(?!们)|测试|临时|刚|那个/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "这个脚本每个月初从用友导出凭证，生成报表发给财务总监": what the project does, and when (a step of the work named, not
  // "这个脚本跑不动了": a trouble; nor "这个脚本帮我改一下": a request; nor "…昨天从用友导出了凭证": one run)
  if (/^(?:这个|我们的?)?(?:脚本|仓库|项目|服务|程序|工具|任务|作业)(?:会)?(?:每天|每晚|每周[一二三四五六日天]?|每个?月(?:初|底|末)?|每年|每小时|定时|定期)?[^，,。]{0,8}?(?:导出|同步|抓取|拉取|采集|生成|汇总|计算|导入|备份|推送|发送|对账|清洗)[^，,。]{1,20}(?:[，,]\s*[^，,。]{2,24})?[。！!]?$/.test(s) && /每|定时|定期|从/.test(s) && !/了|昨天|今天|刚|上次|这次/.test(s) && !MOMENT.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !DONE.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "抓到的数据每天凌晨写入 ClickHouse": where the data goes, and how often
  // ("检查点每500步存一次到共享bucket": every so many steps of a training run)
  if (/^(?!这|那|你|我(?!们))[^，,。]{2,12}?每(?:天|晚|小时|周[一二三四五六日天]?|个?月|\s*\d+\s*(?:步|轮|个?epoch|分钟))[^，,。]{0,6}?(?:写入|同步到|导入|落到|(?:存|写|传)(?:一次)?到|推到|落库到)\s*[A-Za-z\u4e00-\u9fff][^，,。]{0,20}[。！!]?$/.test(s) && !/了|昨天|今天|刚|这次/.test(s) && !REQUEST.test(s) && !MOMENT.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "金额保留两位小数，四舍五入": how many decimals a kind of number keeps, and how it is rounded
  if (/^(?!这|那)[^，,。]{1,10}?(?:都|统一|一律)?保留\s*(?:[一二两三四五六\d])\s*位小数(?:[，,]\s*(?:四舍五入|向上取整|向下取整|截断|银行家舍入))?[。！!]?$/.test(s) && !REQUEST.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "报表模板在共享盘的财务/模板目录里": where a kind of file the work uses is kept, outside the code
  if (/^(?!这|那|你|我(?!们))[^，,。]{2,10}?(?:模板|文档|资料|原始数据|数据文件|表格|素材|设计稿)\s*(?:都)?(?:放)?在\s*(?:共享盘|网盘|NAS|共享文件夹|公司盘|云盘|飞书云文档|腾讯文档|石墨文档|语雀)[^，,。]{0,20}(?:里|上|下)?[。！!]?$/.test(s) && !REQUEST.test(s) && !MOMENT.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  // "税率表每年一月更新，更新前要找税务组确认": a step that comes back, and whom to confirm it with before
  if (/^(?!这|那|你|我(?!们))[^，,。]{2,10}?每(?:年|个?月|周|季度)[^，,。]{0,6}(?:更新|调整|发布|变更|修订)[，,]\s*(?:更新|调整|发布|变更|修订|改)?(?:之前|以前|前)\s*(?:都)?(?:要|得|需要)?(?:先)?(?:找|问|和|跟)\s*[^，,。]{1,10}?(?:确认|核对|对一下|审核)[。！!]?$/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "每个子应用的路由前缀要和应用名一致": what every one of a kind must match
  if (/^每(?:个|一个|条|张)[^，,。]{1,12}的[^，,。]{1,12}(?:都)?(?:要|必须|得|需要)(?:和|跟|与)[^，,。]{1,12}(?:一致|相同|对应|保持一致)[。！!]?$/.test(s) && !MOMENT.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "我们的支付服务是 Java 21 + Spring Boot 3，数据库 PostgreSQL": the project named as ours, and the stack it is (a tool by
  // its Latin name, not "我们的支付服务是老王写的"; a rule said with it is the rule forms')
  if (/^我们的?\s*[^，,。]{1,20}?(?:服务|应用|项目|后端|前端|网站|官网|系统|小程序|平台|客户端|App|app)\s*(?:是|用的是|基于)\s*[A-Za-z][\w.+#-]*(?:\s*v?\d+(?:\.\d+)*)?\s*(?:\+|和|加|[，,]|[。！!]?$)/.test(s) && !/不要|别|禁止|不能|不许|统一|一律/.test(s) && !MOMENT.test(s) && !REQUEST.test(s) && !DONE.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "每月3号财务结账，那两天不要改收入相关的表": a date that comes back, and what not to do then
  if (/每(?:个)?(?:月|周|星期|礼拜|年)[^，,。]{1,12}[，,]\s*(?:那|当|这)(?:[一两二三几]?天|周|几天|个星期)[^，,。]{0,4}(?:不要|别|禁止|不能|不许|不准)/.test(s) && (TRADE.test(s) || /表|结账|对账/.test(s)) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "凌晨 2 点到 6 点是批处理窗口，这段时间不要重启数据库": a window of the day, and what not to do in it
  if (/\d{1,2}\s*点(?:半)?\s*(?:到|至|-|~)\s*\d{1,2}\s*点[^，,。]{0,12}[，,]\s*(?:这段时间|这个时间段|这期间|期间|那段时间)[^，,。]{0,4}(?:不要|别|禁止|不能|不许)/.test(s) && !MOMENT.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "每周三晚上是变更窗口，其他时间不要动生产": the window a kind of work is done in, and nothing outside it
  if (/^每(?:个)?(?:周|星期|礼拜)[一二三四五六日天][^，,。]{0,6}是\s*(?:变更|发布|发版|上线|维护|部署)窗口[，,]\s*(?:其他|其余|别的)(?:时间|时候)(?:都)?(?:不要|别|不能|禁止|不许)/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "维护前要提前一天发公告": how long ahead each time of a kind must be announced (not "这次维护前提前一天发个公告")
  if (/^(?:维护|停服|停机|发版|上线|发布|部署|升级|迁移)(?:之)?前(?:都)?(?:要|得|必须|需要)提前\s*[一两二三四五六七\d]+\s*(?:天|个?小时|周|个?工作日)[^，,。]{0,10}(?:发|通知|公告|告诉|知会)/.test(s) && !MOMENT.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "协议改动要同时通知客户端组": whom each change of a kind must be told to
  // (or said by its verb: "改数据库表结构要提前一天在群里通知运维", "修改线上表结构要提前一天通知下游")
  if ((/^(?!这|那|你|我(?!们))[^，,。]{1,10}(?:改动|变更|修改|上线|发布|升级)(?:都)?(?:要|得|必须|需要)(?:同时|提前|及时|先)?(?:通知|告诉|知会|同步给|抄送)/.test(s) || /^(?:修改|变更|调整|改|动|删|升级|发布|上线|部署)(?!这|那|一下)[^，,。]{1,12}(?:都)?(?:要|得|必须|需要)(?:提前[^，,。]{0,6}?|先|同步|及时)?(?:在[^，,。]{1,6}?)?(?:通知|告诉|知会|同步给|抄送)(?!我|一下)[^，,。]*[。！!]?$/.test(s)) && !MOMENT.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "会员到期前 7 天要自动发提醒": what is sent, how long before or after a date comes
  if (/^[^，,。]{2,10}?(?:到期|过期|截止|开始|生日)(?:前|后|之前|之后)\s*[\d一二三四五六七八九十两]+\s*(?:天|小时|分钟)\s*(?:都)?(?:要|就要|会|需要)?(?:自动)?(?:[\u4e00-\u9fff]{0,2})?(?:发|推送|提醒|通知|短信|标)/.test(s) && !ASKED.test(s) && !REQUEST.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "药剂科的刘主任负责审核盘点结果": who checks a kind of result, named with where they work
  if (new RegExp(String.raw`^[^，,。]{0,8}的\s*${PERSON_ZH}\s*负责(?:审核|审批|确认|检查|把关|复核)[^，,。]{2,10}[。！!]?$`).test(s) && !ASKED.test(s) && !REQUEST.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "每个店每天至少要排两个人，高峰期三个人": how many people a schedule must put on each place and day
  if (/^每(?:个|家)?[^，,。]{1,6}每(?:天|周|班)(?:都)?(?:至少|最少|最多|至多)要?(?:排|安排|有)\s*[\d一二两三四五六七八九十]+\s*(?:个人|人|名|位|班)/.test(s) && !ASKED.test(s) && !REQUEST.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "只抓我书架上的书，不要全站爬": the scope of what a program takes, and what it must not
  if (/^只(?:抓|爬|同步|处理|下载|采集|监控|导入|导出|备份|推送)[^，,。]{2,16}[，,]\s*(?:不要|别|不能|不准)[^，,。]{2,12}[。！!]?$/.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "提醒通过 Server 酱推送到微信": the channel a kind of message reaches the user through
  if (/^(?!这|那|你|我)[^，,。]{2,8}(?:通过|用|走)\s*[A-Za-z\u4e00-\u9fff][^，,。]{0,12}?(?:推送|发送|通知|发)(?:到|给)\s*(?:我的)?\s*(?:微信|企业微信|钉钉|飞书|手机|邮箱|iPhone|Telegram|Slack|短信)/i.test(s) && !ASKED.test(s) && !REQUEST.test(s) && !DONE.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "程序跑在我宿舍的树莓派上": the user's own machine the program runs on
  if (/^(?:这个)?(?:程序|脚本|服务|机器人|爬虫|bot|项目)(?:都)?(?:跑在|部署在|运行在|放在)\s*我[^，,。]{0,8}?的?\s*(?:树莓派|电脑|服务器|NAS|笔记本|主机|VPS|云服务器|旧电脑|Mac)\s*(?:上|里)?[。！!]?$/i.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "日终批量每天晚上十一点跑", "批量日终跑在晚上十一点，那个时间段不要发版": the clock time a scheduled job runs at (and
  // what not to do while it runs, its "那个时间段" that time, no thing at hand)
  // "要调就用梯度累积", "显存已经满了，要调就用梯度累积": the way to go whenever a kind of change is wanted
  if (WANTED_THEN_THE_WAY_ZH.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // "模型分数低于 0.3 直接拦截，0.3 到 0.7 转人工审核": a threshold, and what is done past it
  if (THRESHOLD_ACTION_ZH.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !MOMENT.test(s) && !DONE.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  // ("晚上十一点到十二点不要发版": a window of the clock with no release in it)
  if (NO_CHANGE_IN_A_WINDOW_ZH.test(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s };
  const atAClockTime = RUNS_AT_A_CLOCK_TIME_ZH.exec(s);
  if (atAClockTime && !MOMENT.test(s) && !DONE.test(s) && !REQUEST.test(s) && !ASKED.test(s) && !FAILING_ZH.test(s)) return atAClockTime[1] ? { type: 'feedback', kind: 'rule', text: s } : { type: 'project', kind: 'notice', text: s };
  // "我们每周四下午发版", "每周四下午发 TestFlight", "每周五下午四点推送下周的食谱", "日文翻译由外包公司做，每两周交一次", "每 30 分钟检查一次更新": the team's
  // or the program's rhythm
  if (/^(?!我(?!们))/.test(s) && /每(?:个)?(?:周|星期|礼拜)[一二三四五六日天]|每(?:两|三|四)?(?:天|晚|周|个?月|个?小时|年)|每\s*\d+\s*(?:秒|分钟|小时)/.test(s) && /(?:检查|轮询|抓取|巡检|发版|发布|上线|部署|发\s*(?:TestFlight|测试包|内测包|测试版)|提审|打包|例会|站会|周会|组会|晨会|备份|重置|封版|重建|刷新|同步|清理|清空|清零|重启|轮换|过期|续期|续|停服|停机|维护|升级|推送|群发|交付|交稿|交一次)/.test(s) && !MOMENT.test(s) && !DONE.test(s) && !REQUEST.test(s)) return { type: 'project', kind: 'notice', text: s };
  // (not "在 Gerrit 上提个评审": an order to go and do something there)
  // (another repository, "翻译文件在 i18n 仓库": where it is kept, too)
  if (/^(?!这|那|你|我(?!们))[^，,。]{2,16}在\s*[A-Za-z][\w-]*\s*仓库/.test(s) && !REQUEST.test(s) && !MOMENT.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  // (errors are a kind of record too, where they are looked up: "线上的报错在阿里云 SLS 控制台的日志里查")
  if (((AT_PLACE.test(s) && !SEEN_THERE_ZH.test(s)) || ((AT_A_CONSOLE.test(s) || AT_SOMEONES_PLACE.test(s)) && !MOMENT.test(s) && (!FAILING_ZH.test(s) || WHERE_TO_LOOK_ZH.test(s)) && !DONE.test(s) && !/^(?:我(?!们)|你|他|她)|一下|了|吗|呢|？|\?/.test(s))) && !/^(?:请)?(?:把|帮我|给我|麻烦)/.test(s) && !NOT_WHERE_IT_IS_ZH.test(s) && !/^在\s*\S+?\s*(?:上|里)?\s*(?:给|把|提|建|发|开|加|看|查|改|配|删|设置|创建|新建|找)/.test(s)) return { type: 'reference', kind: 'pointer', text: s };
  // "注意：测试环境的数据库每天凌晨会重置": how a part of the system behaves, told as a notice
  const told = /^(?:请)?(?:注意|提醒一下|提醒|说明一下|备注)[：:，,]\s*(.{6,})$/.exec(s)?.[1];
  if (told && !MOMENT.test(told) && /(?:环境|数据库|服务|集群|分支|接口|队列|缓存|流水线|CI)/i.test(told) && /(?:每(?:天|晚|周|个?月|次)|定期|凌晨|只能|只在|需要|依赖|不支持|由.{1,8}负责|归.{1,8}管)/.test(told)) {
    return { type: 'project', kind: 'notice', text: told };
  }
  // "如果本地集成测试挂了，多半是 docker 没启动", "构建卡在解析依赖的时候，把缓存删掉重跑就行": how the tooling fails, and what to do
  const tip = troubleshootingZh(s);
  if (tip) return { ...tip, text: s };
  // "下个月10号要提审，之后只修bug": a date, and only fixes after it
  if (/(?:下个?月|本月|这个月|\d{1,2}\s*月)?\s*\d{1,2}\s*[日号]|下周[一二三四五六日天]?|月底/.test(s) && /(?:之后|以后|那之后|从那天起)[，,]?\s*(?:就)?(?:只(?:修|改|合)\s*(?:bug|缺陷|问题)|不(?:再)?(?:加|做|合|上)新?(?:功能|需求|特性))/i.test(s) && !REQUEST.test(s) && !ASKED.test(s)) {
    return { type: 'project', kind: 'notice', text: s };
  }
  // "代码冻结推迟到 27 号了", "上线日期推迟到 3 月 17 号了": a milestone's day moved (not "会议推迟到 3 点了")
  if (MILESTONE_MOVED_ZH.test(s) && !REQUEST.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  // (its time may be a day of a month: "我们 12 月 15 号开始封板，前端代码不再合并", "代码冻结从 20 号开始")
  // ("客户演示在14号，10号之后别合有风险的东西": what may not go in after a day)
  if (/(?:冻结|封版|封板|暂停发布|禁止合并|(?:之后|以后)(?:别|不要|不能|不许)(?:再)?(?:合|合并|上线|发布|部署))/.test(s) && /(?:周[一二三四五六日天]|星期|明天|下周|月底|\d{4}-\d{2}-\d{2}|(?:\d{1,2}\s*月\s*)?\d{1,2}\s*[日号]|之前|之后|直到|到\S{1,6}为止)/.test(s) && !REQUEST.test(s) && !ASKED.test(s)) {
    return { type: 'project', kind: 'notice', text: s };
  }
  // "单体正在拆分，订单模块下个季度会独立成服务": a change to the system and when it lands (not "这个需求下周一要上线，先把主流程做出来": this one, and the work for it)
  if (plainSoftwareFact(s) && /(?:下个?(?:月|季度|星期|周|版本|迭代|sprint)|年底|月底|季度末|明年|\d{1,2}\s*月(?:\d{1,2}\s*[日号])?)(?:前|之前|起|开始|底)?[^，,。]{0,12}(?:会|要|将|就|计划)?(?:上线|下线|迁移|拆分|拆出|独立|切换|废弃|停用|发布|合并|替换|升级|改成|换成)/i.test(s) && !/(?:吗|呢|吧)[。！!]?$|[?？]|^(?:你|我(?!们)|这|那)|[，,]\s*(?:先把|先做|帮我|麻烦|请)/.test(s)) {
    return { type: 'project', kind: 'notice', text: s };
  }
  // "GMV 的口径是实付金额，不含运费和退款": how a metric is defined
  if (/^[^，,。]{1,16}的?口径(?:是|为|：|:)\s*\S/.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !REQUEST.test(s) && !/^(?:这|那)/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "每个团队有自己的命名空间，我们是 team-pay": the team's own part of what is shared, by its name
  if (/^每个(?:团队|组|服务|项目)(?:都)?有(?:自己的|单独的|独立的)[^，,。]{1,10}[，,]\s*我们(?:的)?(?:是|用|叫|用的是)\s*[A-Za-z][\w-]*/.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "我们只做手机端": what the product covers, and so what not (not "我们目前只做了一半")
  if (/^(?:不用[，,]\s*)?我们(?:的?(?:产品|项目|App|app|应用))?只(?:做|支持|适配|上)\s*[^，,。了]{1,10}?(?:端|平台|版|系统)[。！!]?$/.test(s) && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "你那边没有 mac，跑 android 的就行", "这台机器上没有 docker": the machine the agent works on
  if (/^(?:你(?:那边|这边|那里|的环境|的机器|的电脑)|这台(?:机器|电脑|服务器|机子))(?:上)?(?:没有|没装|装不了)\s*[A-Za-z\u4e00-\u9fff]{1,12}/.test(s) && !MOMENT.test(s) && !ASKED.test(s) && !/(?:吧|了吗|吗)[。！!]?$/.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "用 logger，print 在 release 包里会被去掉但还是有性能开销": the tool to use, and what is wrong with the other
  { const m = /^(?:请)?用\s*([A-Za-z][\w.]*)\s*[，,]\s*([A-Za-z][\w.]*)\s*(?:在|会|有|太|不|也)/.exec(s); if (m && m[1]!.toLowerCase() !== m[2]!.toLowerCase() && !MOMENT.test(s) && !ASKED.test(s)) return { type: 'feedback', kind: 'rule', text: s }; }
  // "我下周一到周三请假，有问题找小王": the user away for a stretch, and who stands in (not "我明天请假": one day's)
  // (the stretch said first too: "下周我不在，Priya帮你review")
  if (/^我(?:从)?\s*(?:下(?:个)?(?:周|星期|礼拜)(?:[一二三四五六日天](?:到|至)(?:下?(?:周|星期|礼拜))?[一二三四五六日天])?|下个?月|(?:\d{1,2}|[一二三四五六七八九十]{1,3})月(?:\d{1,2}|[一二三四五六七八九十]{1,3})[号日](?:到|至)(?:(?:\d{1,2}|[一二三四五六七八九十]{1,3})月)?(?:\d{1,2}|[一二三四五六七八九十]{1,3})[号日]|(?:这|本)(?:周|星期)[一二三四五六日天](?:到|至)(?:周|星期)?[一二三四五六日天])\s*(?:都|整周|一整周)?(?:要)?(?:请假|休假|休年假|出差|去出差|不在|休产假|陪产假)/.test(s.replace(/\s+/g, '').replace(/^(下(?:个)?(?:周|星期|礼拜)(?:[一二三四五六日天](?:到|至)(?:下?(?:周|星期|礼拜))?[一二三四五六日天])?|下个?月)我/, '我$1')) && !ASKED.test(s)) return { type: 'project', kind: 'notice', text: s };
  // "我周末一般不看消息，有问题周一再说": when the user is away
  if (/^我(?:周末|晚上|下班后|节假日|休息日)(?:一般|通常|基本|基本上)?(?:都)?(?:不看|不回|不在|没空|不上线|不处理)/.test(s) && !ASKED.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我主要用 Jupyter 做分析，pandas + SQL，…": what the user works in, and for what
  if (/^我(?:主要|平时|一般|基本|大多){1,2}(?:用|在)\s*[A-Za-z][\w.+#-]*\s*(?:里)?(?:做|写|跑)(?!了)[^，,。]{1,12}/.test(s) && !ASKED.test(s) && !MOMENT.test(s)) return { type: 'user', kind: 'profile', text: s };
  // "我负责移动端，后端的问题可以问小王": what the user is responsible for
  if (/^我(?:主要)?负责(?!一下)[^，,。]{2,12}(?:[，,。]|$)/.test(s) && !MOMENT.test(s) && !REQUEST.test(s) && !DONE.test(s)) return { type: 'user', kind: 'profile', text: s };
  // The second net (DECLARED_ZH): a standing property of a thing of the software (not on a desk or a phone)
  if (
    s.length >= 8 && plainSoftwareFact(s) && DECLARED_ZH.some((re) => re.test(s)) &&
    !/(?:吗|呢|吧)[。！!]?$|[?？]|哪|什么|怎么|多少|几个|是否|为何/.test(s) && !/这|那|^(?:把|给|帮|请|先|再|去|改成|改为|换成|挪到|移到|搬到)|你|我(?!们)|一下|明天|后天|昨天|前天|刚刚|上次|今晚|下午|晚上|待会|一会儿/.test(s) &&
    !/桌面|便签|群里|手机上|电脑上|网盘|微信|U盘|测试数据|假数据/.test(s)
  ) return factOrRuleZh(s, MUST_OR_ONLY_ZH);
  // The net under the forms above: a clause that says how things must always be (必须, 一律, 都要,
  // 禁止, 不能…) about software (a Latin word or a word of the trade), in a sentence that is no
  // request, question, pause, reminder, day or thing at hand ("这个…", "明天必须上线", "别忘了提交").
  if (
    s.length >= 8 &&
    MUST_CLAUSE_ZH.test(s) &&
    aboutSoftware(s) &&
    !REQUEST.test(s) && !MOMENT.test(s) && !DONE.test(s) && !NOT_RULE.test(s) &&
    // (nor a question without its mark: "周末要不要写测试。")
    !/(?:吗|呢|吧)[。！!]?$|[?？]|^[^，,。]{0,8}(?:(?<!必)要不要|能不能|可不可以|需不需要|用不用)/.test(s) &&
    // (nor a trouble of the day: "刚上线的服务有问题，调的时候要先降级"; a machine named by its room is no "那" of the
    // moment: "实验室那台测试架上的A板是基准板，永远不要重新烧录")
    // (nor "那" but of the one a rule picks, said last: "片头音乐只能用我们买了授权的那首")
    !/这|(?<!(?:实验室|机房|办公室|库房|仓库)(?:里|里面)?)那(?!(?<=的那)[首个款种版套家张幅条段篇句][。！!]?$)|^(?:你|我(?!们))|^刚|有问题|挂了|^(?:不要|别)[^，,。]{1,4}了|(?:不要|别)(?:忘|担心|着急|急|客气|紧|管了|在意|害怕|怕|放弃|灰心|难过|生气)|明天|后天|今晚|下午|晚上|待会|一会儿|开心|加油|休息|不够|不足/.test(s)
  ) return { type: 'feedback', kind: 'rule', text: s };
  // "单元测试用 Jest，提交前要跑 npm test": what a part is done with, by its Latin name, then a rule alone — kept whole (read
  // last: the forms above read such a sentence their own way, "我平时用 Windows + WSL，…" as who the user is)
  const builtWith = /^(?!这|那|你|把|请|帮|我)[^，,。]{1,10}?用\s*[A-Za-z][\w.+# -]*?[，,]\s*(\S.{3,})$/.exec(s);
  if (builtWith && !ASKED.test(s) && !REQUEST.test(s)) {
    const rule = classifyChineseOne(builtWith[1]!);
    if (rule?.kind === 'rule') return { ...rule, text: s };
  }
  return null;
}

/** A Chinese reply that corrects the agent: "不对，…", "错了，…", "不是这样，…" (and "放错了，…", "注释太多了，…" before a rule). */
export function chineseCorrection(first: string): string | null {
  // ("你刚才那个改法不对，状态要放在 pinia 里": the same, said of what the agent just did)
  const m = /^(?:你(?:刚才|刚刚|之前|上面)?(?:那个|这个|的)?(?:改法|写法|做法|改动|方案|思路|这么改|这样改|这么写|这样写)(?:是|也)?|这(?:样|么)(?:改|写|做))?(?:不对|错了|不是这样的?|不是的|不，|不,)[，,。！!\s]*([^，,。！!\s].{3,})$/.exec(first);
  // ("放错了，功能组件放src/features/…", "注释太多了，我们只写为什么，…": what was wrong, then a rule of its own — kept only when
  // what follows is one, not "放错了，挪到 src/utils 下面" or "日志太多了，删掉一些", the work at hand)
  const wrongThen = m ? null : /^(?:(?:放|写|改|命名|起)错(?:地方)?了|[\u4e00-\u9fff]{1,4}太(?:多|长|啰嗦|啰唆|复杂|乱)了)[，,。！!\s]*([^，,。！!\s].{3,})$/.exec(first)?.[1];
  if (wrongThen) return classifyChinese(wrongThen)?.type === 'feedback' && !/^(?:先|等一下|等等|删|挪|拆|改|帮我)/.test(wrongThen) ? wrongThen : null;
  if (!m || /[?？]$/.test(m[1]!) || /^(?:没关系|不客气|不用谢|谢谢)/.test(m[1]!)) return null;
  // "不对，是另一个文件": a pick among what is on the table, nothing to keep
  const pick = /(?:另一个|另外一个|上一个|下一个|前一个|后一个|第[一二三四五六七八九十\d]+个|(?:上面|下面|前面|后面|左边|右边)(?:的|那个|这个)?)/.source;
  // "不对，我说的是另一个函数", "不对，我说的是上面那个文件", "不对，改的是上面那个函数": the same, said as what was meant
  if (new RegExp(`^(?:我?[\u4e00-\u9fff]{0,3}的是|我是说)?(?:(?:是|要|用)(?:${pick}|那个|这个)|${pick})`).test(m[1]!) && m[1]!.length <= 14) return null;
  // "不对，先别动吧", "不对，等一下": a hold for now, not how things are
  if (/^(?:先|等一下|等等|稍等|暂时|今天|现在(?!都|统一|改|换|已经|用)|回头|晚点)/.test(m[1]!)) return null;
  // "不对不对，只有这一个测试里 mock 数据库": for this once
  if (/只有这|这一个|这次|这里/.test(m[1]!) && !/(?:都|一律|永远|总是|每次)/.test(m[1]!)) return null;
  // "不对，定时任务在另一个文件里": where the work at hand is, not how things are
  if (/(?:另一个|另外一个|别的|其他的?)(?:文件|函数|方法|类|模块|目录|地方|分支|页面)/.test(m[1]!)) return null;
  return m[1]!;
}
