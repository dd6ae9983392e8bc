import path from 'node:path';
import {expect, it} from 'vitest';
import {currentVersion} from '../../../src/data/versions';
import {fixturePage} from './fixture-page';
import {referenceTargets} from './reference-targets';

// A value's row carries the list's anchor prefix, as <ApiEnum anchorPrefix> renders it: two
// lists of one page that share a value (a category and a service both `voice_over`).

const page = fixturePage(
  path.join(__dirname, 'available.mdx'),
  [
    '<ApiEnum contract="final-1.0.0" schema="CategoryCode" />',
    '<ApiEnum contract="final-1.0.0" schema="ServiceType" anchorPrefix="service-" />',
  ].join('\n\n'),
  currentVersion.name,
);
const targets = referenceTargets([{...page, route: '/api/available'}], currentVersion.contract, {
  targets: new Map(),
  fileRoutes: new Map(),
});

it("links a value's row with its list's anchor prefix", () => {
  expect(targets.listValue('CategoryCode', 'voice_over')).toMatchObject({
    route: '/api/available',
    anchor: 'voice_over',
  });
  expect(targets.listValue('ServiceType', 'voice_over')).toMatchObject({
    route: '/api/available',
    anchor: 'service-voice_over',
  });
  expect(targets.listPage('ServiceType')).toMatchObject({route: '/api/available'});
});
