import path from 'node:path';
import {expect, it} from 'vitest';
import config from '../../../docusaurus.config';
import type {ParsedPage} from './parse';
import {checkRouteList} from './route-list';
import {listPages, siteFromConfig} from './site';

// The spec's route list is closed: a page off the list, and a listed route without its
// page, are reported.

const root = path.resolve(__dirname, '../../..');
const site = siteFromConfig(root, config);
const pages = listPages(site) as ParsedPage[];

it('passes the site as it is', () => {
  expect(checkRouteList(pages, site)).toEqual([]);
});

it('reports a page the list lacks and a listed route with no page', () => {
  const errors = pages.find((page) => page.route === '/api/errors')!;
  const moved = [...pages.filter((page) => page !== errors), {...errors, route: '/api/errorz'}];
  const problems = checkRouteList(moved, site).map(({file, message}) => `${path.relative(root, file)}: ${message}`);
  expect(problems).toEqual([
    "docs/api/errors.mdx: /api/errorz is not in the spec's route list (src/data/routes.ts); add a page only when the spec gains one",
    'src/data/routes.ts: /api/errors is in the route list, but no page has that route',
  ]);
});

it('reports two files with one route', () => {
  const cancel = pages.find((page) => page.route === '/api/projects/cancel')!;
  const twin = {...cancel, file: path.join(root, 'docs/api/projects/cancel/index.mdx')};
  const problems = checkRouteList([...pages, twin], site).map(
    ({file, message}) => `${path.relative(root, file)}: ${message}`,
  );
  expect(problems).toEqual([
    'docs/api/projects/cancel/index.mdx: /api/projects/cancel is also the route of docs/api/projects/cancel.mdx: the build would keep one page and drop the other; merge them or move one',
  ]);
});
