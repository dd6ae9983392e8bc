import path from 'node:path';
import {Worker} from 'node:worker_threads';

// A plugin's postBuild work in a worker thread. Docusaurus runs every plugin's postBuild
// at once on the main thread, which leaves the second core idle; a task here runs on it.

type Task = (...args: never[]) => unknown;

/**
 * Runs the default export of `modulePath` (a TypeScript file) in a new worker thread and
 * resolves with its result. Arguments and result are copied (structured clone), and so is
 * an error the task throws. The module is loaded in the worker only: whatever it imports
 * costs the main thread nothing.
 */
export function runInWorker<T extends Task>(
  modulePath: string,
  ...args: Parameters<T>
): Promise<Awaited<ReturnType<T>>> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(path.join(__dirname, 'entry.js'), {workerData: {modulePath, args}});
    worker.once('message', (message: {result?: Awaited<ReturnType<T>>; error?: unknown}) => {
      if ('error' in message) reject(message.error);
      else resolve(message.result as Awaited<ReturnType<T>>);
      void worker.terminate();
    });
    worker.once('error', reject);
    worker.once('exit', (code) =>
      reject(new Error(`${modulePath}: the worker thread exited (code ${code}) without a result`)),
    );
  });
}
