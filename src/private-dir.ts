// Everything memoryd makes under its home is for the user alone: folders 0700, files 0600.
import { mkdirSync } from 'node:fs';

/** Makes `dir` and any missing parents, private to the user (0700; existing folders are left as they are). */
export function makePrivateDir(dir: string): void {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
}
