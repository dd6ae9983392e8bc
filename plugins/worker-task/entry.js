// The entry of a worker thread that runs one plugin task (./index.ts). Plain JS because
// Node starts it directly; it loads the task's TypeScript the way Docusaurus loads the
// site config and its plugins (loadFreshModule, with jiti), which also keeps the
// libraries' own modules native, so the worker starts fast.
const {parentPort, workerData} = require('node:worker_threads');
const {loadFreshModule} = require('@docusaurus/utils');

loadFreshModule(workerData.modulePath)
  .then((task) => task(...workerData.args))
  .then(
    (result) => parentPort.postMessage({result}),
    (error) => parentPort.postMessage({error}),
  );
