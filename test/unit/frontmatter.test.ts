import { describe, expect, it } from 'vitest';
import { parseMemory, renderMemory, withBody, withFrontmatter } from '../../src/memory/frontmatter.js';

describe('frontmatter', () => {
  it('parses the known keys and keeps the unknown ones', () => {
    const raw = '---\nname: Prefers pnpm\ndescription: Use pnpm, never npm, in this repo\ntype: feedback\nowner: sam\ntags: [build, tooling]\n---\n\nUse pnpm.\n**Why:** lockfile.\n';
    const m = parseMemory(raw);
    expect(m).toMatchObject({ name: 'Prefers pnpm', description: 'Use pnpm, never npm, in this repo', type: 'feedback' });
    expect(m.data.owner).toBe('sam');
    expect(m.data.tags).toEqual(['build', 'tooling']);
    expect(m.body).toBe('\nUse pnpm.\n**Why:** lockfile.\n');
  });

  it('round-trips a file without loss when nothing changes', () => {
    const raw = '---\n# a comment\nname: X\ndescription: "quoted: colon"\ntype: user\nextra:\n  nested: 1\n---\nbody line\n';
    expect(withFrontmatter(raw, {})).toBe(raw);
    const changed = withFrontmatter(raw, { description: 'new one' });
    expect(changed).toContain('# a comment');
    expect(changed).toContain('nested: 1');
    expect(parseMemory(changed).description).toBe('new one');
    expect(parseMemory(changed).body).toBe('body line\n');
  });

  it('treats a file without frontmatter as an unknown memory and adds exactly one block when asked', () => {
    const raw = '# Notes\n\n---\nnot: frontmatter\n---\n';
    const m = parseMemory(raw);
    expect(m.type).toBe('unknown');
    expect(m.frontmatterText).toBeNull();
    const written = withFrontmatter(raw, { type: 'project' });
    expect(written.match(/^---$/gm)).toHaveLength(4); // the new block's two, plus the body's own two
    expect(parseMemory(written).type).toBe('project');
    expect(parseMemory(written).body).toBe(raw);
    expect(withFrontmatter(written, { name: 'n' }).match(/^---$/gm)).toHaveLength(4);
  });

  it('reads frontmatter that is not valid YAML line by line', () => {
    const m = parseMemory('---\nname: a: b: c\ndescription: [unclosed\ntype: reference\n---\nbody');
    expect(m.type).toBe('reference');
    expect(m.name).toBe('a: b: c');
    expect(m.body).toBe('body');
  });

  it('handles CRLF, a BOM, an empty block and an unknown type', () => {
    expect(parseMemory('\uFEFF---\r\nname: A\r\ntype: Feedback\r\n---\r\nB').type).toBe('feedback');
    expect(parseMemory('---\n---\nbody').body).toBe('body');
    expect(parseMemory('---\ntype: opinion\n---\n').type).toBe('unknown');
  });

  it('changes only the body, leaving the frontmatter byte for byte (comments, quoting, order)', () => {
    const raw = "---\n# kept by hand\ntype: 'feedback'\nname:   Use pnpm\n---\nUse pnpm.\n";
    expect(withBody(raw, (body) => `${body}Never npm.\n`)).toBe("---\n# kept by hand\ntype: 'feedback'\nname:   Use pnpm\n---\nUse pnpm.\nNever npm.\n");
    expect(withBody('no frontmatter here', (body) => body.toUpperCase())).toBe('NO FRONTMATTER HERE');
  });

  it('renders a new memory', () => {
    const raw = renderMemory({ name: 'Deploy day', description: 'Deploys happen on Thursdays', type: 'project' }, 'Thursdays.');
    expect(raw).toBe('---\nname: Deploy day\ndescription: Deploys happen on Thursdays\ntype: project\n---\n\nThursdays.\n');
    expect(parseMemory(raw)).toMatchObject({ name: 'Deploy day', type: 'project', body: '\nThursdays.\n' });
  });
});
