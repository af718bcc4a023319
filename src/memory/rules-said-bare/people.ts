// Whom the work is for and what they want of it, said bare: "my advisor wants SI units everywhere in the figures",
// "Finance opens CSVs in Excel, so use semicolons".

import type { BareRule } from './bare-rule.js';

/** "my advisor wants SI units everywhere in the figures": what someone the user answers to wants of all the work. */
// ("Prof. Lindqvist wants every plot in SI units, no exceptions": a titled name, and every one of a kind; "my supervisor is Prof.
// Ines Martel and she wants every chapter as a separate PDF too": named first; "my biggest client is
// Hartmann Maschinenbau, they want British spelling in everything": a client named first)
const SOMEONE_ABOVE_WANTS =
  /^(?:(?:my|our)\s+(?:advisor|adviser|supervisor|manager|lead|boss|client|pi|professor|editor)(?:\s+is\s+[^,;]{2,40}?\s+and\s+(?:she|he|they))?|(?:prof|professor|dr)\.?\s+[a-z][\w'-]+|(?:my|our)\s+(?:biggest|main|largest|only|key)\s+(?:client|customer)\s+is\s+[^,;]{2,40},\s+(?:they|she|he))\s+(?:wants?|insists? on|requires?|asks? for)\s+(?:[^,;]{3,60}?\s+(?:everywhere|throughout|always|in\s+(?:all|every)\b|in everything)|(?:every|all)\s+[\w-]+(?:\s+[\w-]+)?\s+(?:in|with|as)\s+[^,;]{2,30}(?:\s+too)?(?:,\s+no exceptions)?[.!]*$)/i;
/** "keep the site simple, most vendors fill it in on their phones": how the work is to stay, for the devices its users are on. */
const KEPT_SIMPLE_FOR_PHONES =
  /^(?:please\s+)?keep\s+the\s+(?:site|app|form|page|pages|ui)\s+(?:simple|light|fast|small|minimal|lean)\b,\s+(?:most|all|our|many)\s+[\w-]+\s+[^,;]{3,60}\b(?:phones?|mobiles?|tablets?|slow connections?)\b[.!]*$/i;
/** "my partner hates when lights change color, keep everything warm white": what someone the work is for cannot stand, and what to keep. */
const SOMEONE_HATES_SO_KEEP =
  /^(?:my|our)\s+(?:partner|wife|husband|kids?|family|roommates?|parents?|mum|mom|dad|clients?|customers?|users?)\s+(?:hates?|dislikes?|can'?t stand|gets? annoyed)\s+(?:it\s+)?when\s+[^,;]{3,60},\s+(?:so\s+)?(?:please\s+)?(?:keep|make|use|don'?t|never|always)\b[^,;]{3,60}[.!]*$/i;
/** "Finance opens CSVs in Excel, so use semicolons as the separator": who opens the output in what, and what that asks of it. */
const OPENED_IN_SO =
  /^(?:finance|accounting|ops|support|sales|marketing|legal|hr|management|the\s+[\w-]+\s+team|our\s+(?:users|customers|clients|accountants?|analysts?))\s+(?:opens?|reads?|views?|imports?|loads?)\s+(?:them|the\s+[\w-]+|[\w-]+s)\s+(?:in|with|into)\s+[\w.-]+(?:\s+[\w.-]+)?\s*,\s+so\s+(?:please\s+)?(?:always\s+)?(?:use|keep|write|export|put|avoid|stick to|don'?t|never)\b[^,;]{3,60}[.!]*$/i;
/** "don't worry about Windows support": a platform the project does not support, waved off for good. */
const NOT_SUPPORTED_WAVED_OFF =
  /^(?:(?:you\s+)?(?:don'?t|do not|never)\s+(?:need\s+to\s+)?worry\s+about|(?:no\s+need\s+to|you\s+can\s+ignore|ignore)\s+(?:worry\s+about\s+)?)\s*(?:windows|linux|mac(?:os)?|android|ios|safari|firefox|edge|ie\s*11|ie|internet explorer|old(?:er)?\s+browsers|python\s*2|node\s*\d+|32-bit|arm|mobile|tablets?|rtl|i18n)\s+(?:support|compat(?:ibility)?|users|builds)\b(?:\s*[,;—–]\s*[^,;]{3,60})?[.!]*$/i;

/** "the on-call engineer owns any incident until it's handed off in the channel": which role owns every one of a kind. */
const A_ROLE_OWNS_EVERY =
  /^the\s+(?:[\w-]+\s+)?(?:engineer|lead|owner|team|person|dev|developer|manager|reviewer|captain|commander|maintainer|on-?call)\s+owns\s+(?:any|every|all|each)\s+[\w-]+(?:\s+[^;]{3,80})?[.!]*$/i;

/** "legal has to approve any change to the terms or the privacy page": whose approval every change to a part needs. */
const APPROVES_ANY_CHANGE =
  /^(?:legal|security|design|compliance|finance|product|ops|the\s+[\w-]+\s+team|[A-Z][a-z]+)\s+(?:has to|must|needs to|should)\s+(?:always\s+)?(?:approve|sign off on|review|ok)\s+(?:any|every|all)\s+(?:change|changes|edit|edits|update|updates|pr|prs)\s+(?:to|in|on|of|touching)\s+[^;]{3,60}[.!]*$/;

/** Whom the work is for and what they want of it, said bare. */
export const PEOPLE: BareRule[] = [
  { rule: SOMEONE_ABOVE_WANTS },
  { rule: KEPT_SIMPLE_FOR_PHONES, notNow: true },
  { rule: SOMEONE_HATES_SO_KEEP, notNow: true },
  { rule: OPENED_IN_SO, notNow: true },
  { rule: NOT_SUPPORTED_WAVED_OFF, notNow: true },
  { rule: A_ROLE_OWNS_EVERY, notNow: true },
  { rule: APPROVES_ANY_CHANGE, notNow: true },
];
