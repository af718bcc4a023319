import { describe, expect, it } from 'vitest';
import { spelledOut } from '../../src/memory/shorthand.js';
import { extractStatements, standsAlone } from '../../src/memory/offline-extract.js';

const keptFrom = (text: string) => extractStatements([{ role: 'assistant', text: 'Done.' }, { role: 'user', text }]).filter(standsAlone);

describe('shorthand spelled out before a message is read', () => {
  it('spells out apostrophes left out and texting shorthand, keeping a capital first letter', () => {
    expect(spelledOut('pls dont touch it w/o asking Dani, bc she wrote it')).toBe("please don't touch it without asking Dani, because she wrote it");
    expect(spelledOut("Im new, can u explain? its always feat/x")).toBe("I'm new, can you explain? it's always feat/x");
    expect(spelledOut('were on Go 1.22 and were moving to 1.23')).toBe("we're on Go 1.22 and we're moving to 1.23");
    expect(spelledOut('Id rather u ask. Ill be offline until Monday, thats it')).toBe("I'd rather you ask. I'll be offline until Monday, that's it");
    expect(spelledOut('tests r colocated w/ src files, run make check b4 saying ur done')).toBe("tests are colocated with src files, run make check before saying you're done");
    expect(spelledOut('dont touch migrations, its shared w the analytics team; dont bother w IE')).toBe("don't touch migrations, it's shared with the analytics team; don't bother with IE");
  });

  it('leaves words that are words, code, paths, letters and Chinese as typed', () => {
    expect(spelledOut('the tests were flaky and its own cache is fine')).toBe('the tests were flaky and its own cache is fine');
    expect(spelledOut('its shared config lives in lib/, x = w + 1')).toBe('its shared config lives in lib/, x = w + 1');
    expect(spelledOut('I know Go well')).toBe('I know Go well');
    expect(spelledOut('see `u` and `dont()` in src/u/x.ts, the user id, u.s. spelling')).toBe('see `u` and `dont()` in src/u/x.ts, the user id, u.s. spelling');
    expect(spelledOut('naming: U prefix for UObjects')).toBe('naming: U prefix for UObjects');
    expect(spelledOut('麻醉药品的数据不能导出到 U 盘，pls 别忘了')).toBe('麻醉药品的数据不能导出到 U 盘，pls 别忘了');
    expect(spelledOut('```\nconst u = dont(im);\n```')).toBe('```\nconst u = dont(im);\n```');
  });

  it('reads what is typed in haste as what is typed in full: kept the same, and a request still a request', () => {
    for (const said of ["we dont write tests for the admin scripts in tools/, theyre throwaway", "were on Go 1.22", "the staging db is reset nightly, dont rely on data there"]) expect(keptFrom(said)).toHaveLength(1);
    // ("can u …" asks as "can you …" does; "Im running the migration now" is the moment)
    for (const said of ['can u go thru the open TODOs and list them? dont fix anything', 'just so u know, Im running the migration now', 'pls dont touch that function until Ive reviewed it.']) expect(keptFrom(said)).toEqual([]);
    // (kept in the words spelled out)
    expect(keptFrom('we dont write tests for the admin scripts in tools/, theyre throwaway').map((st) => st.text)).toEqual(["We don't write tests for the admin scripts in tools/, they're throwaway."]);
  });
});
