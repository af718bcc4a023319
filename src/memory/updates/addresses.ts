// Updates of where a part is reached: its address ("the staging URL changed to …"), its resource's name ("prod moved to
// eks-prod-eu2"), the email domain a kind of account uses, an environment gone ("预发环境下线了").

import { DOMAIN_NOW, MOVED_TO_STORAGE, NEW_HOME, PARTS_WITH_AN_ADDRESS, STORAGE_URL } from '../fact-forms.js';
import { escapeRegExp } from '../regexp.js';
import { searchWords, stemSet } from '../search-text.js';
import { memorySentences, memoryText } from '../supersede.js';
import { NEWS_OPENERS, POSSESSIVE_ADDRESS } from '../statement-text.js';
import { KIND_FILLER } from '../rules-relaxed.js';
import { namesItWithAnother } from './said-of-it.js';

/** An address: a URL, or a host name under a common top-level domain (not "app.ts", "deploy.sh"). */
// (a bucket's too: "s3://lab-refs")
const ADDRESS = new RegExp(String.raw`\bhttps?:\/\/[^\s)>\]]+|\b${STORAGE_URL}|\b(?:[a-z0-9-]+\.)+(?:com|net|org|io|dev|app|cloud|internal|local|co|ai|tech|site|run|xyz|me|corp|lan|svc|cn|jp|de|uk|fr|eu|us|ca|au|tw|hk|sg|kr)\b`, 'gi');
/** "the staging URL changed to staging.acme.dev": what the address is of, and the address now. */
// ("测试环境地址换成 test.acme.cn 了": the same in Chinese)
const ADDRESS_NOW = /^(?:the|our)\s+((?:[\w-]+\s+){1,2}?)(?:url|urls|domain|host(?:name)?|address|base url|endpoint)\s+(?:has\s+|just\s+)?(?:changed|moved|switched)\s+(?:from\s+\S+\s+)?to\s+(\S+?)[.,;!]*(?:\s|$)|^(?:我们的?)?([\u4e00-\u9fff]{2,8}?)的?(?:(?:地址|域名|网址)(?:已经)?(?:换成|改成|改为|变成|换到|迁到)|(?:已经)?换了(?:个)?新?(?:的)?(?:地址|域名|网址)[:：]?|(?:已经)?换(?:了)?(?:新)?(?:的)?(?:地址|域名|网址)了?[，,]\s*(?:现在|新的)?(?:是|在)|(?:(?:地址|域名|网址))?现在(?:在|是))\s*([A-Za-z0-9][\w.:/-]*?)\s*了?[。！!.]*$/i;

/** "we moved the api to https://api.acme.dev": the same, said as a move ("staging moved to staging.shop.io": said of the part). */
/** "we moved the references to s3://lab-refs-v2": a kind of data moved to another store. */
const MOVED_TO_STORE = new RegExp(String.raw`^${NEWS_OPENERS}${MOVED_TO_STORAGE}`, 'i');
const MOVED_TO_ADDRESS = new RegExp(String.raw`^(?:we(?:'ve| have)?\s+(?:just\s+|recently\s+)?(?:moved|migrated|switched)\s+(?:the|our)\s+((?:[\w-]+\s+){0,2}?(?:${PARTS_WITH_AN_ADDRESS}))|(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:${PARTS_WITH_AN_ADDRESS}))\s+(?:has\s+|just\s+)?(?:moved|migrated))\s+(?:over\s+)?to\s+(\S+?)[.,;!]*(?:\s|$)`, 'i');

/** "heads up, staging lives at stage.bookly.app now": the same, said as where the part is since. */
const AT_ADDRESS_NOW = new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?((?:[\w-]+\s+)?(?:${PARTS_WITH_AN_ADDRESS}))\s+(?:lives|is|runs|sits)\s+(?:now\s+)?(?:at|on|under)\s+(\S+?)[.,;!]*\s+(?:now|these days|nowadays)\b`, 'i');

/** "the admin panel has a new home: ops.acme.io" (fact-forms keeps the statement by the same words). */
const NEW_HOME_FOR_A_PART = new RegExp(NEW_HOME, 'i');

/** The new address a statement gives a part of the system, with the words that name the part (as stems). */
export function addressNow(said: string): { of: string[]; words: string[]; address: string } | null {
  // ("staging's URL changed to …" is "the staging URL changed to …", as the forms read it)
  const text = said.trim().replace(POSSESSIVE_ADDRESS, 'the $1 $2');
  const moved = MOVED_TO_ADDRESS.exec(text);
  const store = MOVED_TO_STORE.exec(text);
  const at = AT_ADDRESS_NOW.exec(text);
  const home = NEW_HOME_FOR_A_PART.exec(text);
  const m = moved ? [moved[0], moved[1] ?? moved[2], moved[3]] : store ? [store[0], store[1], store[2]] : at ? [at[0], at[1], at[2]] : home ? [home[0], home[1], home[2]] : ADDRESS_NOW.exec(text);
  if (!m) return null;
  const address = bareAddress((m[2] ?? m[4])!);
  const named = searchWords((m[1] ?? m[3])!, 4);
  ADDRESS.lastIndex = 0;
  return named.length > 0 && ADDRESS.test(address) ? { of: named.map((w) => w.stem), words: named.map((w) => w.word), address } : null;
}

/** Whether a memory gives the part (all of `of`) another address than `address`. */
export function statesOtherAddress(content: string, of: string[], address: string): boolean {
  const text = memoryText(content);
  const said = stemSet(text);
  // (files are any data's: "golden files" are the golden data, "The test data is in /data/golden")
  if (!of.every((w) => said.has(w) || w === 'file')) return false;
  ADDRESS.lastIndex = 0;
  // (data moved to a store was at a path on a disk before: "/data/golden")
  const paths = STORAGE.test(address) ? text.match(ABSOLUTE_PATH) ?? [] : [];
  const found = [...(text.match(ADDRESS) ?? []), ...paths].map(bareAddress);
  return found.length > 0 && !found.includes(address);
}

/** A store's address, and a path on a disk: where data moved to a store had been. */
const STORAGE = new RegExp(String.raw`^${STORAGE_URL}`, 'i');
const ABSOLUTE_PATH = /(?<![\w:/.~-])\/[\w.-]+(?:\/[\w.-]+)+/g;

/** An address as compared: lower case, without its scheme and what ends a sentence after it ("https://x.dev/." is x.dev). */
const bareAddress = (a: string) => a.toLowerCase().replace(/^https?:\/\//, '').replace(/[.,;:!?]+$/, '').replace(/\/+$/, '');

const DOMAIN_NOW_READ = new RegExp(String.raw`^${NEWS_OPENERS}${DOMAIN_NOW}`, 'i');

/** The email domain a kind of account uses since (the kind as stems): "test accounts now use @acme-qa.io emails". */
export function domainNow(text: string): { of: string[]; domain: string } | null {
  const m = DOMAIN_NOW_READ.exec(text.trim());
  const of = m ? [...stemSet(m[1]!)].filter((w) => !KIND_FILLER.has(w) && !/^(?:account|user|email|address)$/.test(w)) : [];
  return m && of.length ? { of, domain: m[2]!.toLowerCase() } : null;
}

/** Whether a memory gives the same kind of account (every word of it) another email domain: "… test accounts, they have emails ending in @acme-test.com". */
export function givesOtherDomain(content: string, of: string[], domain: string): boolean {
  return namesItWithAnother(content, of, /@[\w-]+(?:\.[\w-]+)+/g, (d) => d[0].toLowerCase().replace(/\.$/, '') !== domain);
}

/** "预发环境下线了": an environment gone (its name with 环境), in Chinese. */
const ENV_GONE_ZH = /^((?:预发|测试|灰度|开发|联调|staging|uat|pre)\s*环境)(?:已经)?(?:下线|撤掉|撤了|没了|不用了|停掉|停了|关掉|关了)/i;

export function envGoneZh(text: string): string | null {
  return ENV_GONE_ZH.exec(text.trim())?.[1]!.replace(/\s+/g, '') ?? null;
}

/** A resource by its name: with a dash or a digit ("eks-prod-eu2", "db2") or an underscore ("analytics_prod"). */
const RESOURCE_NAME = String.raw`[a-z][\w.]*(?:-[\w.]+)+|[a-z]+\d[\w.-]*|[a-z][a-z\d]*(?:_[a-z\d]+)+`;
/** "prod moved to eks-prod-eu2", "the prod catalog got renamed to analytics_prod": an environment's (1) resource (2) by a new name (3). */
const ENV_MOVED_TO_A_NAME =
  new RegExp(String.raw`^${NEWS_OPENERS}(?:the\s+|our\s+)?(prod|production|staging|dev|qa|uat|preprod|sandbox)(?:\s+(cluster|db|database|env|environment|server|host|account|namespace|bucket|instance|catalog|schema|dataset|project|workspace))?\s+(?:has\s+|got\s+|was\s+|has\s+been\s+)?(?:moved|migrated|switched|renamed)\s+(?:over\s+)?to\s+(?:the\s+|a\s+)?\`?(${RESOURCE_NAME})\`?`, 'i');

/** The environment, the kind of resource if named, and the resource's new name, or null. */
export function envMovedToAName(text: string): { env: string; kind: string | null; name: string } | null {
  const m = ENV_MOVED_TO_A_NAME.exec(text.trim());
  return m ? { env: m[1]!.toLowerCase(), kind: m[2]?.toLowerCase() ?? null, name: m[3]!.toLowerCase().replace(/\.+$/, '') } : null;
}

/** Whether a memory names the environment's resource (of the kind, when named) otherwise: "The prod cluster is eks-prod-eu". */
export function namesItOtherwise(content: string, env: string, kind: string | null, name: string): boolean {
  const said = new RegExp(String.raw`\b${escapeRegExp(env)}(?:uction)?(?:\s+(${kind ? escapeRegExp(kind) : '[\\w-]+'}))?\s+(?:is|=|:|runs on|lives on|lives in|is on)\s+(?:the\s+)?\`?(${RESOURCE_NAME})\`?`, 'gi');
  return memorySentences(content).some((sentence) => [...sentence.matchAll(said)].some((m) => m[2]!.toLowerCase().replace(/\.+$/, '') !== name));
}
