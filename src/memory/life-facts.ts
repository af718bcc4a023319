// The user's life outside the code — a household, a body and its week, money, tastes and needs, the canon of a
// book they write, a class they teach, a business they run, the people they serve, the work they seek, an event
// they plan — read by classify last, after every form for the team and the code, so that a sentence both could
// read ("we do a code freeze every other Thursday") stays the project's. One entry for the readers of each part
// of a life, and the memory type each is kept as.
import { classroomFact } from './classroom.js';
import { eventPlanned, eventPlannedZh } from './an-event.js';
import { BODY_ZH, STUDY_ZH } from './health-and-training.js';
import { householdFact, householdFactZh } from './household.js';
import { jobSearch } from './job-search.js';
import { moneyWay, moneyWayZh } from './money.js';
import { myClients, myClientsZh } from './my-clients.js';
import { ownBusiness, ownBusinessZh } from './own-business.js';
import { personalTaste, personalTasteZh } from './personal-tastes.js';
import type { Statement } from './statement-forms.js';
import { STORY_WORLD_ZH, storyWorld } from './story-world.js';

export type LifeFact = Pick<Statement, 'type' | 'kind'>;
const WHO_THE_USER_IS: LifeFact = { type: 'user', kind: 'profile' };
const THE_USERS_WORK: LifeFact = { type: 'project', kind: 'notice' };
/** How the user wants a piece of their own work done, every time (how their CV reads). */
const THE_USERS_RULE: LifeFact = { type: 'feedback', kind: 'rule' };

/** What the sentence says of the user's life, and as what it is kept; null for none, or a question. */
export function lifeFact(s: string): LifeFact | null {
  if (/\?\s*$/.test(s)) return null;
  if (householdFact(s) || moneyWay(s)) return WHO_THE_USER_IS;
  const job = jobSearch(s);
  if (job) return job === 'rule' ? THE_USERS_RULE : WHO_THE_USER_IS;
  const taste = personalTaste(s);
  if (taste) return { type: 'user', kind: taste };
  return storyWorld(s) || classroomFact(s) || ownBusiness(s) || eventPlanned(s) || myClients(s) ? THE_USERS_WORK : null;
}

/** The same in Chinese (each reader leaves out what holds only today or this once; the caller, the moment and a question). */
export function lifeFactZh(s: string): LifeFact | null {
  if ((householdFactZh(s) || BODY_ZH.test(s) || STUDY_ZH.test(s) || moneyWayZh(s) || personalTasteZh(s)) && !/今天|今晚|这两天|最近/.test(s)) return WHO_THE_USER_IS;
  return STORY_WORLD_ZH.test(s) || ownBusinessZh(s) || eventPlannedZh(s) || myClientsZh(s) ? THE_USERS_WORK : null;
}
