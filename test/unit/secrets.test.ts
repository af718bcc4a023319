import { describe, expect, it } from 'vitest';
import { redactSecrets } from '../../src/memory/secrets.js';

describe('secret redaction', () => {
  it('replaces every kind of secret it knows with a marker naming the kind', () => {
    const cases: Array<[string, string]> = [
      ['-----BEGIN RSA PRIVATE KEY-----\nMIIEabc\n-----END RSA PRIVATE KEY-----', 'private key'],
      ['sk-ant-api03-abcdefghijklmnopqrstuv', 'anthropic key'],
      ['sk-proj-abcdefghijklmnopqrstuvwx', 'api key'],
      ['AKIAABCDEFGHIJKLMNOP', 'aws key'],
      ['ghp_abcdefghijklmnopqrstuvwxyz0123456789', 'github token'],
      ['xoxb-1234567890-abcdef', 'slack token'],
      ['glpat-abcdefghijklmnopqrstu', 'gitlab token'],
      [`npm_${'a1'.repeat(18)}`, 'npm token'],
      [`hf_${'b2'.repeat(17)}`, 'hugging face token'],
      [`AIza${'c'.repeat(35)}`, 'google key'],
      ['sk_live_abcdefghijklmnopqrst', 'stripe key'],
      ['eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxMjM0NTYifQ.abcdefghijklmnop', 'jwt'],
      ['Authorization: Bearer abcdefghijklmnopqrstuvwxyz012345', 'bearer token'],
      ['postgres://app:s3cretpass@db.internal:5432/app', 'url credentials'],
      ['DB_PASSWORD=hunter2hunter2', 'secret'],
      ['DefaultEndpointsProtocol=https;AccountName=acct;AccountKey=abc123def456==;', 'secret'],
      ['the staging password is hunter22, ask Bob', 'password'],
      ['the password for the office wifi is "correct horse battery staple"', 'password'],
      ['https://hooks.slack.com/services/T0000000/B0000000/abcdefghijklmnopqrstuvwx', 'webhook url'],
      ['https://discord.com/api/webhooks/123456789012345678/abcDEF-ghi_jkl', 'webhook url'],
    ];
    for (const [text, kind] of cases) {
      const r = redactSecrets(`before ${text} after`);
      expect(r.found, text).toContain(kind);
      expect(r.text, text).toContain(`[REDACTED ${kind}]`);
    }
    expect(redactSecrets('the staging password is hunter22, ask Bob').text).toBe('the staging password is [REDACTED password], ask Bob');
    expect(redactSecrets(`the password for the office wifi is 'correct horse battery staple'; ask IT`).text).toBe('the password for the office wifi is [REDACTED password]; ask IT');
  });

  it('leaves ordinary prose and code alone', () => {
    for (const text of ['Use pnpm, never npm.', 'The password reset flow lives in auth/reset.ts.', 'The password is stored in Vault.', 'The password is hashed with argon2.', 'primary key = id', 'token count is 4 characters a token', 'The password for the admin account is stored in 1Password.', 'The passphrase for the deploy key is never written down.']) {
      expect(redactSecrets(text)).toEqual({ text, found: [] });
    }
  });
});
