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
    // where the marker goes, exactly: the words around the secret stay
    const exact: Array<[string, string]> = [
      ['the staging password is hunter22, ask Bob', 'the staging password is [REDACTED password], ask Bob'],
      [`the password for the office wifi is 'correct horse battery staple'; ask IT`, 'the password for the office wifi is [REDACTED password]; ask IT'],
      // said in words or in Chinese, and short names for a password
      ['the api token is 8f3a9c2e7b1d4f6a9c0e2b4d, rotate it monthly', 'the api token is [REDACTED token], rotate it monthly'],
      ['pw: correcthorsebattery', 'pw: [REDACTED secret]'],
      ['测试环境的密码是 Passw0rd123。', '测试环境的密码是 [REDACTED secret]。'],
      ['数据库密码：Hunter2Hunter2，别外传', '数据库密码：[REDACTED secret]，别外传'],
      // a cloud's access key named in Latin letters within Chinese, and such a key by its own shape
      ['测试环境的 AccessKeySecret 是 8fK2mN4pQ7rS1tU3vW5xY9zA0bC6dE，别提交到仓库', '测试环境的 AccessKeySecret 是 [REDACTED secret]，别提交到仓库'],
      ['测试环境的 AccessKey 是 LTAI5tQ8xK2mN4pR7sT9vW1y，别提交到仓库', '测试环境的 AccessKey 是 [REDACTED cloud key]，别提交到仓库'],
      // a command's flags, a short name said in words, a key named by what it signs, basic auth
      ['connect with mysql -u root --password hunter22 -h db', 'connect with mysql -u root --password [REDACTED secret] -h db'],
      ['run it as deploy --api-key=9f8e7d6c5b4a3928', 'run it as deploy --api-key=[REDACTED secret]'],
      ['the staging admin pw is Tr0ub4dor&3', 'the staging admin pw is [REDACTED password]'],
      ['the wifi password at the office is coffee2024', 'the wifi password at the office is [REDACTED password]'],
      ['the signing key is 3q2x7wK9zP0aLm4N, keep it safe', 'the signing key is [REDACTED token], keep it safe'],
      ['Authorization: Basic dXNlcjpwYXNzd29yZA==', 'Authorization: Basic [REDACTED basic auth]'],
      // a login said as a pair: the part after the slash
      ['the login is admin / hunter2hunter2', 'the login is admin / [REDACTED password]'],
      ['creds: deploy/s3cr3tpass for staging', 'creds: deploy/[REDACTED password] for staging'],
      // a marker one rule left is not taken for a value by the next
      ['export OPENAI_API_KEY=sk-proj-abcdefghijklmnopqrstuvwxyz123456', 'export OPENAI_API_KEY=[REDACTED api key]'],
      ['the password is sk-ant-api03-abcdefghijklmnopqrstuv', 'the password is [REDACTED anthropic key]'],
    ];
    for (const [text, redacted] of exact) expect(redactSecrets(text).text, text).toBe(redacted);
  });

  it('leaves ordinary prose and code alone', () => {
    for (const text of ['Use pnpm, never npm.', 'The password reset flow lives in auth/reset.ts.', 'The password is stored in Vault.', 'The password is hashed with argon2.', 'primary key = id', 'token count is 4 characters a token', 'The password for the admin account is stored in 1Password.', 'The passphrase for the deploy key is never written down.', 'The token is stored in Vault.', 'The api key is rotated every 90 days.', 'The secret is to keep PRs small.', 'The key is consistency.', 'token 是什么？', 'token 是什么意思？', 'secret 是存在 Vault 里的', 'AccessKey 是哪个？', '密码：见 1Password', 'Tests pass: 1532 of 1532.', 'bypass: true', 'the login is handled by SSO / Okta', 'credentials are in 1Password / Vault', 'the login page is at /login', 'use --password-stdin to pass it', 'the pw is stored in Vault', 'the signing key is rotated yearly', 'Basic authentication is off', 'run with --token from the environment', 'the license key is in the wiki', 'the password in Vault is rotated monthly', 'the password at login is checked against the breach list']) {
      expect(redactSecrets(text)).toEqual({ text, found: [] });
    }
  });
});
