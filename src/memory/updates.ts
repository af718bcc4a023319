// What a statement says holds now that an older memory may say otherwise: the version a runtime is on, the address of
// a part, the weekday of a step of the work, where a kind of record is kept, a number a kind of thing is held to, where
// the user is and their team ("we bumped node to 22", "the staging URL changed to …", "发版改到周五了", "the design mocks
// moved to Penpot", "PRs can be up to 500 lines now", "I moved to Tokyo"). The extraction job retires the memories that
// say otherwise (workers/jobs/retire-offline); only a memory that says the same kind of thing of the same part counts.
// Each kind is read in its own file under updates/; this one gathers them.

import { noLongerSo, saysItIsDone, locallyNow, leavesItOffLocally, runsByItselfNow, runsItByHand, caseNow, givesTheKindAnotherCase, noLongerNeededZh, requiresItZh, setToNowZh, setsItToOtherZh, formatNow, makesItInOther, languagesNow, readInOtherLanguages, hoursTrackedNow, tracksHoursElsewhere, automaticNow, needsAHand, noLongerHasTo, hasToDoIt, paperNow, printsOnOtherPaper } from './updates/practices.js';
import { releaseNow, statesOtherRelease, versionsNow, floorNow, statesOtherFloor, statesOtherVersion, namedNumberNow, givesTheNameAnotherNumber, latestTestedNow, testsOtherLatest, rangeNow, supportsOtherRange } from './updates/versions.js';
import { addressNow, statesOtherAddress, domainNow, givesOtherDomain, envGoneZh, envMovedToAName, namesItOtherwise } from './updates/addresses.js';
import { placeNow, statesOtherPlace, teamNow, statesOtherTeam, roleHolderNow, statesOtherHolder, partHolderNow, statesOtherPartHolder, keptByNow, keptByWhoLeft, sayHolderNow, givesTheSayToAnother, goToNowZh, statesOtherGoToZh, deviceNow, testsOnOtherDevice } from './updates/people.js';
import { regionNow, inAnotherRegion, tableMovedTo, namesTheOlderTable, storeMovedTo, saysItIsOnAnother, machineNow, runsOnAnotherMachine, sourceNow, comesFromElsewhere, fileAtAPathNow, fileAtAnotherPath, bucketNow, inOtherBucket, recordsMoved, keptElsewhere, codeMoved, placesCodeElsewhere, doneInAPlaceNow, keptOutOfIt, placedNowZh, placesElsewhereZh, runsOnNow, runsOnOther, documentNow, documentElsewhere, filesKeptNow, filesKeptElsewhere, channelNow, postsToOtherChannel, sentOrTakenNowZh, sendsOrTakesElsewhereZh, movedToAPath, keptAtAnotherPath, movedToAService, sharedThroughAnother, placeMovedZh, placesItElsewhereZh, addressNowZh, givesAnotherAddressZh } from './updates/places.js';
import { boundNow, boundsItOtherwise, holdsNow, holdsAnotherNumber, numberNowZh, givesTheThingAnotherNumberZh, discountNowZh, givesAnotherDiscountZh, withinNow, windowNow, givesItAnotherTime, numberNow, statesOtherNumber, unitWords, spanPastNowZh, givesTheSpanPastAnotherZh, mostNowZh, statesOtherMostZh, aheadNowZh, statesOtherAheadZh, settingNowZh, givesTheSettingAnotherZh, priceNow, statesOtherPrice, perOneNow, statesOtherPerOne, atATimeNow, statesOtherAtATime, leastOrderNow, statesOtherLeastOrder, namesOfKind, limitOnNow, capsOnOther, retentionNow, keepsForOther, limitNowZh, statesOtherLimitZh, approvalsNowZh, statesOtherApprovalsZh, capNowZh, capsOtherZh, spanNow, givesTheSpanAnother } from './updates/limits.js';
import { leadTimeNow, opensAtAnotherLeadTime, dueHourNowZh, dueBeforeAnotherHourZh, cutoffNow, heldToAnotherHour, periodEndNow, runsToAnotherMonth, closedHoursNowZh, statesOtherClosedHoursZh, dayOfMonthNowZh, dueOnAnotherDayZh, dayMoved, statesOtherDay, timeMoved, statesOtherTime, hourInsteadOf, doneAtTheOldHour, weekdayNow, comesOnAnotherWeekday, milestoneMoved, datesOtherDay, givesOtherDayOfMonthZh, rhythmNow, statesOtherRhythm, rhythmNowZh, statesOtherRhythmZh, periodMoved, startsInOtherMonth, timeMovedZh, statesOtherHourZh, spanMovedZh, statesOtherSpanZh, hourMovedZh, statesOtherHourAtZh } from './updates/schedules.js';
import { deviceSwitchedZh, namesAnotherMakeZh, partOnNow, statesPartOnOther, wordsOfThePart, toolSwitched, usesForThePart, deploysThroughNow, deploysThroughOther, firmSwitched, namesOtherFirm, jobMovedToATool, runsTheJobOnOther, uiKitNow, namesOtherUiKit, UI_KIT_WORDS, throughNowInstead, doneThroughTheOld, roleFilledNow, fillsTheRoleOtherwise } from './updates/tools.js';
import { MILESTONE_MOVED_ZH } from './statement-forms-zh.js';
import { TOOLING_PARTS } from './fact-forms.js';
import { searchWords, stemSet } from './search-text.js';
import { memoryText } from './supersede.js';
import { allowedNow, allowedNowZh, alsoNow, alsoTakenNowZh, onlyAtOtherTimesZh, forbidsIt, forbidsItZh, onlyElsewhere, oppositesOf } from './rules-relaxed.js';
import { givesTheFrameAnother, oldValueJudged, saysTheOldValue, valueInAFrame } from './value-frames.js';
import { givesTheRateAnother, givesTheSettingAnother, givesTheThingAnotherSize, numberedSettingNow, rateNow, sizeNow } from './updates/numbered-settings.js';

/** The words of `text` whose stems are `stems`, as said (search-text's `searchWords`): what finds a memory by its text ("formulary", not its stem "formulari"). */
const wordsAsSaid = (stems: string[], text: string): string[] => searchWords(text).filter((w) => stems.includes(w.stem)).map((w) => w.word);

/** A part of the work done with one tool, the whole of what a switch names: "experiment tracking". */
const TOOLING_PART = new RegExp(`^(?:${TOOLING_PARTS})$`, 'i');

/**
 * What a statement says holds now, of a kind an older memory can say otherwise: a version, an address, a weekday, a
 * place where records are kept, a number a kind of thing is held to (of the project), and where the user is and their
 * team (of the user, or said beside an order). Each with the words that find such a memory cheaply and the test that it
 * says otherwise.
 */
export interface Update {
  words: string[];
  saysOtherwise: (memory: string) => boolean;
}

export function updatesSaid(st: { text: string; quote: string; type: string }): Update[] {
  const out: Update[] = [];
  // (as the statement was kept, else in the words it was cut from, where its "now" or "from now on" may be: "results go to
  // the ministry every month from now on" is kept as "Results go to the ministry every month")
  const readEither = <T,>(read: (said: string) => T | null): T | null => read(st.text) ?? read(st.quote);
  // (most kinds: a reader's value, the words that find a memory of it, and the check that the memory says otherwise)
  const add = <T,>(said: T | null, words: (said: T) => string[], says: (memory: string, said: T) => boolean): void => {
    if (said) out.push({ words: words(said), saysOtherwise: (m) => says(m, said) });
  };
  if (st.type !== 'user') {
    for (const v of versionsNow(st.quote)) out.push({ words: [v.tool], saysOtherwise: (m) => statesOtherVersion(m, v.tool, v.version) });
    const floor = floorNow(st.quote);
    if (floor) out.push({ words: [floor.platform], saysOtherwise: (m) => statesOtherFloor(m, floor.platform, floor.version) });
    const address = addressNow(st.text);
    // (found by the stems too: "references" finds "Reference genomes live on …")
    if (address) out.push({ words: [...new Set([...address.words, ...address.of])], saysOtherwise: (m) => statesOtherAddress(m, address.of, address.address) });
    const moved = dayMoved(st.text);
    if (moved) out.push({ words: [moved.what], saysOtherwise: (m) => statesOtherDay(m, moved.what, moved.day) });
    const records = recordsMoved(st.text);
    if (records) out.push({ words: [records.what], saysOtherwise: (m) => keptElsewhere(m, records.what, records.to, records.from) });
    // ("prod moved to eu-west-2 last week")
    add(regionNow(st.text), (region) => [region.part], inAnotherRegion);
    // ("the features moved to ANALYTICS.CHURN_FEATURES_V2": the table by its name before the version)
    add(tableMovedTo(st.text), (table) => [table.before], namesTheOlderTable);
    // ("prod db moved to neon": what a part of an environment is on)
    add(storeMovedTo(st.text), (store) => [store.part], saysItIsOnAnother);
    // (its "now" may be in the words the statement was cut from: "PRs need two approvals from now on")
    // (a retention is read by its own update, which keeps to the data it is of: "… on prod topics" says nothing of staging's)
    const kept = retentionNow(st.text);
    if (kept) out.push({ words: ['retention', 'ttl', 'kept', 'retained'], saysOtherwise: (m) => keepsForOther(m, kept.of, kept.n, kept.unit) });
    const number = kept ? null : readEither(numberNow);
    // (found by any of the kind's names, the plural too — not one of two letters alone, "pr": the words pick the files to
    // read by what they contain)
    // (but a kind of two letters alone is its own word: "the CI limit is 45 minutes now" finds "CI runs … max 30 minutes")
    const kindWords = number ? [...new Set([number.kind, ...namesOfKind(number.kind)])] : [];
    // (and a quantity by its unit, which names it where its name is not said: "… above 20 V" for a voltage limit)
    if (number) out.push({ words: [...(kindWords.some((w) => w.length > 2) ? kindWords.filter((w) => w.length > 2) : kindWords), ...unitWords(number.kind, number.unit)], saysOtherwise: (m) => statesOtherNumber(m, number.kind, number.n, number.unit) });
    const on = partOnNow(st.text);
    // (found by its stem too: "logging" is in "Logs go to Papertrail" as "log")
    if (on) out.push({ words: wordsOfThePart(on.part), saysOtherwise: (m) => statesPartOnOther(m, on.part, on.tool) });
    const switched = toolSwitched(st.text);
    if (switched) {
      out.push({ words: [switched.from], saysOtherwise: (m) => usesForThePart(m, switched.from, switched.part, switched.to) });
      // (and a part done with one tool said to be on another, whatever the old one is called there: "Experiments are tracked
      // in Weights & Biases" after "we moved experiment tracking from W&B to MLflow" — not "the site", whose host is not what
      // it is built on)
      if (TOOLING_PART.test(switched.partSaid)) out.push({ words: [switched.partSaid, ...stemSet(switched.partSaid)], saysOtherwise: (m) => statesPartOnOther(m, switched.partSaid, switched.to) });
      // (and what it moved to is no longer kept out: "We moved DI from Hilt to Koin after all" of "… please dont introduce koin")
      const movedTo = { all: [...stemSet(switched.to)], some: [], variant: null, notIn: [] };
      if (movedTo.all.length > 0) out.push({ words: [switched.to], saysOtherwise: (m) => forbidsIt(m, movedTo) });
    }
    // ("I switched to Letter paper": the paper size the work is printed on)
    add(paperNow(st.quote), () => ['paper', 'print'], printsOnOtherPaper);
    const milestone = milestoneMoved(st.text);
    if (milestone) out.push({ words: [milestone.what], saysOtherwise: (m) => datesOtherDay(m, milestone.what, milestone.day) });
    const milestoneZh = MILESTONE_MOVED_ZH.exec(st.text.trim());
    if (milestoneZh) out.push({ words: [milestoneZh[1]!], saysOtherwise: (m) => givesOtherDayOfMonthZh(m, milestoneZh[1]!, milestoneZh[2]!) });
    const time = timeMoved(st.text);
    if (time) out.push({ words: time.what.split(' '), saysOtherwise: (m) => statesOtherTime(m, time.what, time.at) });
    // ("the formulary export lands on Thursdays now": another weekday)
    add(weekdayNow(st.text), (weekday) => wordsAsSaid(weekday.words, st.text), comesOnAnotherWeekday);
    // ("we pull from ezyVet at 6am instead of 11pm": the hour it was done at, named)
    add(hourInsteadOf(st.text), (instead) => wordsAsSaid(instead.words, st.text), doneAtTheOldHour);
    const hourZh = timeMovedZh(st.text);
    if (hourZh) out.push({ words: [hourZh.what], saysOtherwise: (m) => statesOtherHourZh(m, hourZh.what, hourZh.hour) });
    // ("上线时间改到晚上十一点以后了": the hour a step is held to)
    add(hourMovedZh(st.text), (hourAtZh) => [hourAtZh.what], statesOtherHourAtZh);
    // ("休息时间改成下午两点半到四点半了": a span of hours)
    add(spanMovedZh(st.text), (spanZh) => [spanZh.what], statesOtherSpanZh);
    const rhythmZh = rhythmNowZh(st.text);
    if (rhythmZh) out.push({ words: [rhythmZh.what || rhythmZh.step], saysOtherwise: (m) => statesOtherRhythmZh(m, rhythmZh.what, rhythmZh.every, rhythmZh.step) });
    const rhythm = readEither(rhythmNow);
    if (rhythm) out.push({ words: [rhythm.job.split(' ').pop()!], saysOtherwise: (m) => statesOtherRhythm(m, rhythm.job, rhythm.every) });
    const holder = roleHolderNow(st.text);
    // (a role for one part: only a memory of that part's holder — "Priya is the PM for checkout", not "Lena is the PM")
    // (found by what it is too, where the memory says what for after it: "our contact for API questions" of the "api contact")
    if (holder) out.push({ words: [holder.role, ...(/\s(?:contact|person|go-to|expert)$/.test(holder.role) ? [holder.role.split(' ').pop()!] : [])], saysOtherwise: (m) => statesOtherHolder(m, holder.role, holder.person) && (!holder.part || memoryText(m).toLowerCase().includes(holder.part)) });
    const goTo = goToNowZh(st.quote) ?? goToNowZh(st.text);
    if (goTo) out.push({ words: goTo.from ? [goTo.part, goTo.from] : [goTo.part], saysOtherwise: (m) => statesOtherGoToZh(m, goTo.part, goTo.person, goTo.from, goTo.gone) });
    const limitZh = limitNowZh(st.text);
    if (limitZh) out.push({ words: [limitZh.kind], saysOtherwise: (m) => statesOtherLimitZh(m, limitZh.kind, limitZh.n, limitZh.unit, limitZh.kept) });
    // ("兼职现在一周最多 24 小时": the most a kind may take in a span)
    add(mostNowZh(st.text), (mostZh) => [mostZh.kind], statesOtherMostZh);
    // ("现在超过 12 小时没人接就提醒": the span past which a step is taken)
    add(spanPastNowZh(st.text), (pastZh) => [pastZh.after], givesTheSpanPastAnotherZh);
    const approvals = approvalsNowZh(st.text);
    if (approvals) out.push({ words: [approvals.kind], saysOtherwise: (m) => statesOtherApprovalsZh(m, approvals.kind, approvals.n) });
    const bucket = bucketNow(st.text);
    if (bucket) out.push({ words: [bucket.what, 'bucket'], saysOtherwise: (m) => inOtherBucket(m, bucket.what, bucket.bucket) });
    const code = codeMoved(st.text);
    if (code) out.push({ words: [code.part], saysOtherwise: (m) => placesCodeElsewhere(m, code.part, code.place) });
    const part = partHolderNow(st.text);
    // (found by who held it too: a stem, "grade", is not in "grading" as the files are searched)
    if (part) out.push({ words: [...part.words, ...(part.from ? [part.from] : [])], saysOtherwise: (m) => statesOtherPartHolder(m, part.words, part.person, part.from, part.gone, part.role) });
    const unneeded = noLongerNeededZh(st.text);
    if (unneeded) out.push({ words: [unneeded.step], saysOtherwise: (m) => requiresItZh(m, unneeded.kind, unneeded.step) });
    add(allowedNow(st.text), (allowed) => [...allowed.all, ...allowed.some, ...oppositesOf(allowed)], forbidsIt);
    // ("BI can read from models/reporting too now": a place allowed beside the one a rule kept it to)
    add(alsoNow(st.text), () => ['only'], onlyElsewhere);
    // ("大型犬现在工作日也接了": taken at another time too, over a memory that takes it only then)
    add(alsoTakenNowZh(st.text), (taken) => [taken.what], onlyAtOtherTimesZh);
    // ("会员折扣改成八五折了")
    add(discountNowZh(st.text), (discount) => [discount.who], givesAnotherDiscountZh);
    // ("flags should be cleaned up within a month now": how soon a kind of thing is to be done)
    add(withinNow(st.text), () => ['within'], givesItAnotherTime);
    // ("the crush window is 4 hours now": a memory of it says "within": "crushed within 6 hours")
    add(windowNow(st.text), () => ['within'], givesItAnotherTime);
    // ("it's max 6 students per instructor now": a number of a kind per one of another)
    add(perOneNow(st.text), (perOne) => [perOne.per], statesOtherPerOne);
    // ("walkers can take 5 dogs at a time now")
    add(atATimeNow(st.text), (atOnce) => [atOnce.who], statesOtherAtATime);
    // ("booking opens eight weeks before each show now")
    add(leadTimeNow(st.text), (lead) => [lead.what], opensAtAnotherLeadTime);
    // ("周报改成每周一上午 9 点前发了")
    add(dueHourNowZh(st.text), (due) => [due.thing], dueBeforeAnotherHourZh);
    // ("minimum order dropped to 3 kg")
    add(leastOrderNow(st.text), (least) => [least.kind], statesOtherLeastOrder);
    // ("Tomás left, the signing key is with Ana now": a thing the one who left kept)
    add(keptByNow(st.text), (keptBy) => [keptBy.from], keptByWhoLeft);
    const there = doneInAPlaceNow(st.text);
    if (there) out.push({ words: there.words, saysOtherwise: (m) => keptOutOfIt(m, there.of, there.place) });
    // ("stall fees went up to $45 a day": a price)
    add(priceNow(st.text), (price) => [price.kind], statesOtherPrice);
    // ("实验室升级到 MATLAB R2024a 了": a release named by its year)
    add(releaseNow(st.text), (release) => [release.tool], statesOtherRelease);
    // ("会员到期提醒改成提前 3 天了", "导师现在要求图的字号用 10": how long before, a setting by its Chinese name)
    add(aheadNowZh(st.text), (aheadZh) => [aheadZh.kind], statesOtherAheadZh);
    add(settingNowZh(st.text), (settingZh) => [settingZh.setting], givesTheSettingAnotherZh);
    // ("…, so it runs on the Linux workstation now": the machine a part runs on)
    add(machineNow(st.text), (machine) => wordsAsSaid(machine.of, st.text), runsOnAnotherMachine);
    // ("training runs go on the H100 box now": the machine a kind of run is done on)
    const runs = runsOnNow(st.text);
    if (runs) out.push({ words: [runs.what.split(' ').pop()!], saysOtherwise: (m) => runsOnOther(m, runs.what, runs.on) });
    const placed = placedNowZh(st.text);
    if (placed) out.push({ words: placed.pairs, saysOtherwise: (m) => placesElsewhereZh(m, placed.pairs, placed.path) });
    // ("I moved the raw footage to /Volumes/Archive": data moved to another path on disk)
    add(movedToAPath(st.text), (toPath) => wordsAsSaid(toPath.of, st.text), keptAtAnotherPath);
    // ("we moved the tracks to a Dropbox folder": things shared or kept through another service)
    add(movedToAService(st.text), (toService) => wordsAsSaid(toService.of, st.text), sharedThroughAnother);
    // ("汇总结果以后发到企业微信群", "订单现在改成从拼多多后台导出了": where a kind of thing goes, or comes from)
    add(sentOrTakenNowZh(st.text), (sentOrTaken) => sentOrTaken.pairs, sendsOrTakesElsewhereZh);
    const capped = limitOnNow(st.text);
    if (capped) out.push({ words: [capped.on], saysOtherwise: (m) => capsOnOther(m, capped.on, capped.n, capped.unit) });
    const period = periodMoved(st.text);
    if (period) out.push({ words: [period.period], saysOtherwise: (m) => startsInOtherMonth(m, period.period, period.edge, period.month) });
    const domain = domainNow(st.text);
    if (domain) out.push({ words: ['@'], saysOtherwise: (m) => givesOtherDomain(m, domain.of, domain.domain) });
    add(locallyNow(st.text), (local) => local, leavesItOffLocally);
    add(runsByItselfNow(st.text), (byItself) => byItself, runsItByHand);
    const allowedZh = allowedNowZh(st.text);
    if (allowedZh) out.push({ words: [allowedZh.thing], saysOtherwise: (m) => forbidsItZh(m, allowedZh.thing, allowedZh.step) });
    const setZh = setToNowZh(st.text);
    if (setZh) out.push({ words: setZh.thing.split(/\s+/), saysOtherwise: (m) => setsItToOtherZh(m, setZh.thing, setZh.value) });
    add(throughNowInstead(st.text), (through) => [through.instead], doneThroughTheOld);
    add(uiKitNow(st.text), () => UI_KIT_WORDS, namesOtherUiKit);
    const languages = languagesNow(st.text);
    if (languages) out.push({ words: [languages.part], saysOtherwise: (m) => readInOtherLanguages(m, languages.part, languages.languages) });
    const files = filesKeptNow(st.text);
    if (files) out.push({ words: files.words, saysOtherwise: (m) => filesKeptElsewhere(m, files.of, files.place) });
    add(spanNow(st.text), (span) => span.of, givesTheSpanAnother);
    const capZh = capNowZh(st.text);
    if (capZh) out.push({ words: [capZh.kind], saysOtherwise: (m) => capsOtherZh(m, capZh.kind, capZh.n) });
    const range = readEither(rangeNow);
    if (range) out.push({ words: [range.tool], saysOtherwise: (m) => supportsOtherRange(m, range) });
    const channel = readEither(channelNow);
    if (channel) out.push({ words: ['#'], saysOtherwise: (m) => postsToOtherChannel(m, channel.of, channel.channel) });
    const role = readEither(roleFilledNow);
    if (role) out.push({ words: [role.role], saysOtherwise: (m) => fillsTheRoleOtherwise(m, role.role, role.by) });
    add(noLongerHasTo(st.quote), (noLonger) => [noLonger[1]!], hasToDoIt);
    const latest = readEither(latestTestedNow);
    if (latest !== null) out.push({ words: ['latest', 'newest', 'most recent'], saysOtherwise: (m) => testsOtherLatest(m, latest) });
    const automatic = readEither(automaticNow);
    if (automatic) out.push({ words: [automatic], saysOtherwise: (m) => needsAHand(m, automatic) });
    const document = documentNow(st.text);
    if (document) out.push({ words: document.of, saysOtherwise: (m) => documentElsewhere(m, document.of, document.path) });
    const job = jobMovedToATool(st.text);
    if (job) out.push({ words: job.job.split(/\s+/), saysOtherwise: (m) => runsTheJobOnOther(m, job.job, job.tool) });
    const firm = readEither(firmSwitched);
    if (firm) out.push({ words: [firm.role], saysOtherwise: (m) => namesOtherFirm(m, firm.role, firm.firm) });
    add(deploysThroughNow(st.text), () => ['deploy'], deploysThroughOther);
    const envGone = envGoneZh(st.text);
    if (envGone) out.push({ words: [envGone], saysOtherwise: (m) => memoryText(m).includes(envGone) });
    const format = formatNow(st.text);
    if (format) out.push({ words: [format.kind], saysOtherwise: (m) => makesItInOther(m, format.kind, format.format) });
    // (its "from now on" may be in the words the rule was cut from: "headings are title case from now on")
    const cased = readEither(caseNow);
    if (cased) out.push({ words: [cased.kind], saysOtherwise: (m) => givesTheKindAnotherCase(m, cased.style, cased.kind) });
    const renamed = envMovedToAName(st.text);
    if (renamed) out.push({ words: [renamed.env], saysOtherwise: (m) => namesItOtherwise(m, renamed.env, renamed.kind, renamed.name) });
    const noMore = noLongerSo(st.quote);
    if (noMore) out.push({ words: noMore.words, saysOtherwise: (m) => saysItIsDone(m, noMore.stems) });
    const say = sayHolderNow(st.text);
    if (say) out.push({ words: ['sign', 'approv', 'review', 'escalat', 'triage', 'contact'], saysOtherwise: (m) => givesTheSayToAnother(m, say.say, say.words, say.person) });
    // ("shadow runs are 3 days now, a week was too slow": the value it replaces named, with the subject's first word)
    const judged = oldValueJudged(st.text);
    if (judged) out.push({ words: [judged.subject], saysOtherwise: (m) => saysTheOldValue(m, judged.subject, judged.old) });
    // ("from now on use seed 42", "the lab moved their feed to port 6670": a setting named by the word before its number)
    const setting = readEither(numberedSettingNow);
    if (setting) out.push({ words: [setting.setting], saysOtherwise: (m) => givesTheSettingAnother(m, setting) });
    // ("snapshots are recorded on the iPhone 16 simulator now": a thing named with its number, another number)
    const noKind = out.length === 0;
    const numbered = noKind ? namedNumberNow(st.text) : null;
    if (numbered) out.push({ words: [numbered.name], saysOtherwise: (m) => givesTheNameAnotherNumber(m, numbered) });
    // (said in words no kind above reads: the same words up to a value, another value — "the fiscal year now starts in …")
    const framed = noKind ? valueInAFrame(st.text, true) : null;
    if (framed) out.push({ words: framed.words, saysOtherwise: (m) => givesTheFrameAnother(m, framed) });
    // (after the two above, which read only what no other kind reads)
    // ("handicaps come from our own club list now": where a kind of thing comes from; "the letterhead template is
    // templates/letterhead-2025.docx now": the path a file of a kind is at)
    add(sourceNow(st.text), (source) => wordsAsSaid(source.of, st.text), comesFromElsewhere);
    add(fileAtAPathNow(st.text), (fileAt) => wordsAsSaid(fileAt.of, st.text), fileAtAnotherPath);
    // ("we upgraded to a 20 barrel system": the size of a piece of equipment, another size)
    add(sizeNow(st.text), (size) => [size.thing], givesTheThingAnotherSize);
    // ("the battery floor is 30% now": a floor or a cap, bounded at another number)
    add(boundNow(st.text), (bound) => wordsAsSaid(bound.of, st.text), boundsItOtherwise);
    // ("the cutoff is 4pm now": the hour a kind of thing must be in by)
    add(cutoffNow(st.text), () => ['cutoff', 'cut-off', 'deadline', ' by '], heldToAnotherHour);
    // ("the season runs until mid-December now": the month a period runs to)
    add(periodEndNow(st.text), (periodEnd) => [periodEnd.period], runsToAnotherMonth);
    // ("提货点搬到 5 号楼的快递柜旁边了", "…，新的 IP 是 10.20.5.8": a place moved, a new address, in Chinese)
    add(placeMovedZh(st.text), (placeZh) => [placeZh.place], placesItElsewhereZh);
    add(addressNowZh(st.text), (addressZh) => [addressZh.kind], givesAnotherAddressZh);
    // ("…, it carries 180 trays now": what a thing holds)
    add(holdsNow(st.text), (holds) => [holds.unit], holdsAnotherNumber);
    // ("两节课之间现在留 20 分钟了", "打印机换成佳博的了", "排班表改成每月 20 号前交了", "现在下午 3 点到 5 点不接单": a number, a
    // device's make, a day of the month, hours closed, in Chinese)
    add(numberNowZh(st.text), (numberZh) => [numberZh.thing], givesTheThingAnotherNumberZh);
    add(deviceSwitchedZh(st.text), (deviceZh) => [deviceZh.device], namesAnotherMakeZh);
    add(dayOfMonthNowZh(st.text), (dueZh) => [dueZh.thing], dueOnAnotherDayZh);
    add(closedHoursNowZh(st.text), (closedZh) => [closedZh.what], statesOtherClosedHoursZh);
    // ("switched the radio to 500Hz ELRS": a part's rate with its unit, another rate)
    add(rateNow(st.text), (rate) => wordsAsSaid(rate.of, st.text), givesTheRateAnother);
  }
  // ("I'm on the ML team now, so jargon is fine": what a change of the user's own makes fine)
  const fineForThem = st.type === 'user' ? allowedNow(st.text) : null;
  if (fineForThem) out.push({ words: [...fineForThem.all, ...fineForThem.some], saysOtherwise: (m) => forbidsIt(m, fineForThem) });
  // ("I moved to Tokyo last month, use JST from now on": said as a profile, or beside an order)
  add(placeNow(st.quote), () => ["I'm in", 'I live', 'I work'], statesOtherPlace);
  add(hoursTrackedNow(st.text), () => ['time', 'hours'], tracksHoursElsewhere);
  // ("I test on an iPhone 15 now": the device the user tries the work on)
  add(deviceNow(st.quote), () => ['test on', 'try it on'], testsOnOtherDevice);
  add(teamNow(st.quote), () => [' team'], statesOtherTeam);
  return out;
}
