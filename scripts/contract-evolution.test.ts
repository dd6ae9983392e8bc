import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import {expect, it} from 'vitest';
import {loadContract} from '../plugins/openapi-contracts/contracts';
import {currentVersion} from '../src/data/versions';

// The current contract says new event types can appear at any time. A client that
// validates the events list against the contract, as generated clients can, must then let
// an event of a later type through, or its catch-up stops on the first such page.

const contract = loadContract(currentVersion.contract);
// As a client's validator reads the contract: OpenAPI's own keywords and extensions ignored.
const ajv = new Ajv2020({strict: false, allErrors: true});
addFormats(ajv);
ajv.addSchema({...structuredClone(contract), $id: 'contract'});
const eventList = ajv.getSchema('contract#/components/schemas/EventList')!;

const page = (event: Record<string, unknown>) => ({data: [event], pagination: {has_more: false, next_cursor: null}});
const laterEvent = {
  id: 'evt_01JQ99X960TS291F5K9P0AD3MZ',
  type: 'project.archived',
  created_at: '2025-03-16T09:40:00Z',
  test_mode: true,
  data: {project_id: 'prj_01JQ7GZQ1M3V5B7N9C2X4Z6K8P', archived_at: '2025-03-16T09:40:00Z'},
};

it('the events list accepts an event of a type added after this version', () => {
  expect(eventList(page(laterEvent)), JSON.stringify(eventList.errors)).toBe(true);
});

it('the events list still refuses what is no event', () => {
  const {data: _, ...withoutData} = laterEvent;
  expect(eventList(page(withoutData))).toBe(false);
});
