// Secrets never reach a memory file: keys, tokens, private keys and passwords are replaced
// with a marker that says what was there, before any write lands. A rule that must keep text
// around the secret ("password is ", "Bearer ", a URL's user and "@") names it in the groups
// `keep` (before) and `after`: the marker goes where the secret was.
const RULES: Array<[kind: string, pattern: RegExp]> = [
  ['private key', /-----BEGIN [A-Z ]*PRIVATE KEY-----[\s\S]*?(-----END [A-Z ]*PRIVATE KEY-----|$)/g],
  ['anthropic key', /\bsk-ant-[A-Za-z0-9_-]{16,}/g],
  ['api key', /\bsk-(?:proj-)?[A-Za-z0-9_-]{20,}/g],
  ['aws key', /\b(?:AKIA|ASIA)[A-Z0-9]{16}\b/g],
  // Alibaba Cloud and Tencent Cloud access key ids
  ['cloud key', /\b(?:LTAI[A-Za-z0-9]{12,30}|AKID[A-Za-z0-9]{32})\b/g],
  ['github token', /\b(?:gh[pousr]_[A-Za-z0-9]{30,}|github_pat_[A-Za-z0-9_]{30,})/g],
  ['slack token', /\bxox[abprs]-[A-Za-z0-9-]{10,}/g],
  ['gitlab token', /\bglpat-[A-Za-z0-9_-]{20,}/g],
  ['npm token', /\bnpm_[A-Za-z0-9]{36}\b/g],
  ['hugging face token', /\bhf_[A-Za-z0-9]{30,}\b/g],
  ['google key', /\bAIza[0-9A-Za-z_-]{35}\b/g],
  ['stripe key', /\b[sr]k_(?:live|test)_[A-Za-z0-9]{16,}/g],
  ['jwt', /\beyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g],
  ['bearer token', /(?<keep>\bBearer\s+)[A-Za-z0-9._~+/=-]{20,}/gi],
  ['basic auth', /(?<keep>\bAuthorization:\s*Basic\s+)[A-Za-z0-9+/=]{8,}/gi],
  // a command's flag: "--api-key=abc123…", or after a space a value with more than letters in it
  // ("mysql --password hunter22"; not "--token from the environment")
  ['secret', /(?<keep>(?:^|\s)--(?:password|passwd|pwd|pass|token|api-?key|secret|client-secret|access-key|secret-key)(?:=|\s+)["']?)(?!\[REDACTED)(?:(?<==["']?)|(?=[^\s"'`,;]*[^A-Za-z\s"'`,;]))([^\s"'`,;]{4,})/gim],
  ['url credentials', /(?<keep>\b[a-z][a-z0-9+.-]*:\/\/[^/\s:@]+:)[^@\s/]+(?<after>@)/gi],
  // a webhook's URL is its credential: whoever has it can post
  ['webhook url', /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+|https:\/\/(?:ptb\.|canary\.)?discord(?:app)?\.com\/api\/webhooks\/\d+\/[A-Za-z0-9_-]+/g],
  // key = value / key: value for names that say "secret" (connection strings' AccountKey= too)
  // (never over a marker an earlier rule left: "OPENAI_API_KEY=[REDACTED api key]")
  ['secret', /(?<keep>\b(?:[\w.-]*(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|client[_-]?secret|accountkey|sharedaccesskey)[\w.-]*|pw|pass)\s*[:=]\s*["']?)(?!\[REDACTED)([^\s"',;]{6,})/gi],
  // said in words: "the staging password is hunter22", "the password for the wifi is 'a b c'", "the wifi password at the office is coffee2024"
  ['password', /(?<keep>\b(?:password|passphrase|passcode|pw|pwd)(?:\s+(?:for|to|of|on|at|in|with)\s+[^\n.;:"'`]{1,40}?)?\s+(?:is|was|will be)\s+)(?:(["'`])[^"'`\n]{1,200}\2|["'`]?(?!\[REDACTED|(?:stored|kept|saved|set|required|needed|hashed|encrypted|rotated|managed|changed|reset|expired|missing|empty|wrong|correct|incorrect|invalid|valid|not|never|now|also|only|in|on|at|the|a|an|from|under|ignored|optional|shown|sent|generated|[a-z]+ed)\b)[^\s"'`,;]{4,})/gi],
  // a token or key said in words, when what follows looks like one (letters and digits, 12 or
  // more): "the api token is 8f3a…", not "the token is stored in Vault" or "the key is consistency"
  ['token', /(?<keep>\b(?:token|(?:api|access|secret|signing|encryption|license|licence|master|deploy|service|app|client|webhook)[ -]?key|secret|credentials?)(?:\s+(?:for|to|of|on)\s+[^\n.;:"'`]{1,40}?)?\s+(?:is|was|will be)\s+["'`]?)(?=[^\s"'`,;]*\d)(?=[^\s"'`,;]*[A-Za-z])(?!\[REDACTED)([A-Za-z0-9_\-+/=.]{12,})/gi],
  // a login said as a pair: "the login is admin / hunter2hunter2", "creds: deploy/s3cr3tpass" (the part after the slash)
  ['password', /(?<keep>\b(?:login|logins|creds?|credentials|user(?:name)?\s*\/\s*pass(?:word)?)\s*(?:is|are|:|=)\s*["'`]?[^\s/"'`]{1,40}\s*\/\s*)(?!\[REDACTED)([^\s"'`,;]{4,})/gi],
  // Chinese: 密码是 X, 密码：X, 口令为 X, token 是 X, AccessKeySecret 是 X (a value in Latin letters and digits: not "token 是什么意思")
  // (the name read from a word's start and at most 40 characters either side: a long run of letters is no quadratic search)
  ['secret', /(?<keep>(?:密码|口令|密钥|令牌|(?<![\w.-])[\w.-]{0,40}?(?:token|api[\s_-]?key|access[\s_-]?key|secret|password|passwd)[\w.-]{0,40})\s*(?:是|为|：|:)\s*)(?!\[REDACTED)([^\s，。；、,;：\p{Script=Han}]{4,})/giu],
];

export interface Redaction {
  text: string;
  found: string[];
}

export function redactSecrets(text: string): Redaction {
  const found: string[] = [];
  let out = text;
  for (const [kind, re] of RULES) {
    out = out.replace(re, (...args: unknown[]) => {
      found.push(kind);
      // with named groups, the replacer's last argument holds them (else it is the whole text)
      const last = args.at(-1);
      const g = (typeof last === 'object' && last !== null ? last : {}) as { keep?: string; after?: string };
      return `${g.keep ?? ''}[REDACTED ${kind}]${g.after ?? ''}`;
    });
  }
  return { text: out, found };
}
