// Runs in every test file: the temp folders its tests made go when the file is done (after the
// file's own afterAll hooks, which stop the daemons using them).
import { afterAll } from 'vitest';
import { removeTempDirs } from './helpers/daemon.js';

afterAll(removeTempDirs);
