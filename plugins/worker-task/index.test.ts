import path from 'node:path';
import {describe, expect, it} from 'vitest';
import {runInWorker} from '.';
import type task from '../../scripts/fixtures/worker-task/task';

const taskFile = path.resolve(__dirname, '../../scripts/fixtures/worker-task/task.ts');

describe('runInWorker', () => {
  it("runs a TypeScript module's default export in a worker thread and returns its result", async () => {
    await expect(runInWorker<typeof task>(taskFile, ['postman', 'types'], false)).resolves.toBe('POSTMAN TYPES');
  });

  it('rejects with the error the task throws', async () => {
    await expect(runInWorker<typeof task>(taskFile, [], true)).rejects.toThrow('task.ts: asked to fail');
  });

  it('rejects when the module cannot be loaded', async () => {
    await expect(runInWorker<typeof task>(path.join(__dirname, 'missing.ts'), [], false)).rejects.toThrow('missing.ts');
  });
});
