// Who holds a part of the work or a role now: the handover forms, and the look-alikes that are the work at hand.
import { describe, expect, it } from 'vitest';
import { handover, handoverZh } from '../../src/memory/handovers.js';

describe('handovers', () => {
  it('reads a part or a role changing hands, in the ways it is said', () => {
    for (const said of [
      'Priya took over billing from Ana',
      'Ravi has taken over the mobile releases',
      'Omar replaced Lena as tech lead',
      'Omar replaced Lena as tech lead on the payments team',
      'Lena handed her tech lead role to Omar',
      'Kim passed mobile releases on to Ravi',
      'the new tech lead is Omar',
      'Omar is our new tech lead',
      "Lena is no longer tech lead, it's Omar now",
      "Ana doesn't own billing anymore, Priya does",
      "Priya's the tech lead now",
      "billing is Priya's now",
      'Ravi is in charge of releases now',
      'release management moved from Kim to Ravi',
      'Priya owns billing',
      'ask Priya about billing from now on, not Ana',
      // (typed in lowercase: the shapes that name both sides)
      'priya took over billing from ana',
      'omar replaced lena as tech lead',
      // (who holds a part or a role, said bare, and a team that does a kind of work)
      'priya owns billing',
      'sam leads mobile now',
      'Kenji is the DBA',
      'Kenji is the DBA, ask him before any schema change on the ledger',
      'the ops team handles cert renewals',
      'ops handles cert renewals, not us',
      // (who a kind of say goes to since)
      'UI sign-off is Jonas now',
      'schema reviews go to Dana now',
      'design approval is now Priya',
      'Sign-off on payments is Kim now',
      'escalations go to Priya',
      'Lena handles support',
      'Lena handles support, if something needs a merchant-facing message, draft it and send it to her',
      'support moved to Omar, Lena left',
    ]) expect(handover(said), said).toBe(said);
  });

  it('puts the new holder first when who left is said first', () => {
    expect(handover('Ana moved to the platform team, Priya took over billing')).toBe('Priya took over billing, Ana moved to the platform team');
    expect(handover('Priya took over billing; Ana left the company.')).toBe('Priya took over billing; Ana left the company.');
    expect(handover('Maria moved to the web team, UI sign-off is Jonas now')).toBe('UI sign-off is Jonas now, Maria moved to the web team');
  });

  it('leaves the work at hand and what only looks like a handover', () => {
    for (const said of [
      'Priya took over the meeting',
      'Alex took over the backend ticket',
      'Sam took over the payments service incident',
      'Priya took over the release',
      'Priya took over from here',
      'Priya took over my laptop',
      'Sam gave his notes to Priya',
      'Sam passed the baton to Priya',
      'Priya runs the tests now',
      'Priya runs it now',
      'Bob owns it',
      "Bob doesn't own this anymore, Alice does",
      'Omar is the new lead on this ticket',
      'the new intern is Bob',
      'The new version is Node 22',
      'Redis replaced Memcached as our cache',
      'the meeting moved from Monday to Tuesday',
      'Priya took over billing, can you update CODEOWNERS',
      'ask Priya about billing now',
      'priya took over the ticket from ana',
      'the job took over the lock from the worker',
      'who owns billing',
      'make runs lint',
      'this owns billing',
      'Sarah is the on-call',
      'Bob is the reviewer on this one',
      'Kenji is the DBA, ask him what he thinks',
      'qa handles this ticket',
      'the security team handles it',
      'ops handles the pager now',
      // (a day is no one's: "releases are Fridays now")
      'releases are Fridays now',
      'the review is Monday now',
      'code reviews are mandatory now',
      'reviews go to Monday',
      // (a part gone to a name alone may be a tool's: "support moved to Zendesk")
      'support moved to Zendesk',
      'support moved to Omar',
      'Priya handles the release',
      'Lena handles support, can you ask her about the refund ticket',
      'questions go to the channel',
    ]) expect(handover(said), said).toBeNull();
  });

  it('reads the same in Chinese, 现在 saying since when', () => {
    for (const said of ['现在支付归小李管', '小李接手了支付服务', '支付服务现在是小李负责，小王调走了', '文档交接给小李了', '新的技术负责人是小刘', '小刘是我们新的组长', '发版改成小刘负责了']) {
      expect(handoverZh(said), said).toBe(true);
    }
    for (const said of ['这个需求现在归小李管', '小李接手了这个需求', '小李接手了一个新项目', '小李接手了']) expect(handoverZh(said), said).toBe(false);
  });
});
