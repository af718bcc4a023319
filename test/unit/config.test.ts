import { describe, expect, it } from 'vitest';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ConfigError, envNameFor, loadConfig } from '../../src/config.js';
import { tempDir } from '../helpers/daemon.js';

describe('config', () => {
  it('has working defaults with no file and no environment', () => {
    const home = tempDir();
    const c = loadConfig({ MEMORYD_HOME: home });
    expect(c.home).toBe(home);
    expect(c.host).toBe('127.0.0.1');
    expect(c.port).toBe(7457);
    expect(c.limits.bodyBytes).toBe(4 * 1024 * 1024);
    expect(c.limits.eventsBodyBytes).toBe(32 * 1024 * 1024);
    expect(c.anthropic.apiKey).toBeUndefined();
  });

  it('layers defaults < config.json < environment', () => {
    const home = tempDir();
    writeFileSync(join(home, 'config.json'), JSON.stringify({ port: 9000, logLevel: 'debug', queue: { leaseMs: 5000 } }));
    const c = loadConfig({ MEMORYD_HOME: home, MEMORYD_PORT: '9100', MEMORYD_QUEUE_MAX_ATTEMPTS: '7', ANTHROPIC_API_KEY: 'k' });
    expect(c.port).toBe(9100);
    expect(c.logLevel).toBe('debug');
    expect(c.queue.leaseMs).toBe(5000);
    expect(c.queue.maxAttempts).toBe(7);
    expect(c.queue.pollMs).toBe(250);
    expect(c.anthropic.apiKey).toBe('k');
  });

  it('derives environment names from the schema path', () => {
    expect(envNameFor(['queue', 'leaseMs'])).toBe('MEMORYD_QUEUE_LEASE_MS');
    expect(envNameFor(['logLevel'])).toBe('MEMORYD_LOG_LEVEL');
  });

  it('names the bad key and its source', () => {
    const home = tempDir();
    expect(() => loadConfig({ MEMORYD_HOME: home, MEMORYD_PORT: 'eighty' })).toThrow(/port: .*\(from MEMORYD_PORT\)/);
    writeFileSync(join(home, 'config.json'), JSON.stringify({ queue: { leaseMS: 5 } }));
    const err = (() => {
      try {
        loadConfig({ MEMORYD_HOME: home });
      } catch (e) {
        return e as Error;
      }
    })();
    expect(err).toBeInstanceOf(ConfigError);
    expect(err!.message).toMatch(/queue\.leaseMS: unknown key \(from .*config\.json\)/);
    // a key Object itself has is a key like any other, named with where it came from
    writeFileSync(join(home, 'config.json'), '{"__proto__": {"port": 1}, "queue": {"constructor": 5}}');
    expect(() => loadConfig({ MEMORYD_HOME: home })).toThrow(/^ {2}__proto__: unknown key \(from .*config\.json\)$/m);
    expect(() => loadConfig({ MEMORYD_HOME: home })).toThrow(/^ {2}queue\.constructor: unknown key \(from .*config\.json\)$/m);
    expect(({} as Record<string, unknown>).port).toBeUndefined();
  });

  it('reports a config.json that is not JSON without a stack trace', () => {
    const home = tempDir();
    mkdirSync(home, { recursive: true });
    writeFileSync(join(home, 'config.json'), '{ port: ');
    expect(() => loadConfig({ MEMORYD_HOME: home })).toThrow(ConfigError);
    expect(() => loadConfig({ MEMORYD_HOME: home })).toThrow(/config\.json: not valid JSON/);
  });

  it('rejects out-of-range values', () => {
    expect(() => loadConfig({ MEMORYD_HOME: tempDir(), MEMORYD_PORT: '70000' })).toThrow(/port/);
    expect(() => loadConfig({ MEMORYD_HOME: tempDir(), MEMORYD_LOG_LEVEL: 'loud' })).toThrow(/logLevel/);
  });
});
