import {expect, it} from 'vitest';
import type {OpenApiDocument} from '../../plugins/openapi-contracts/contracts';
import {acceptsValue, enumValuesOf, exchangedFieldSchemas, jsonTypesOf} from './operation-fields';

// What check:version-mapping compares between two calls: each field's schemas by name,
// wherever the call exchanges it, and the values and JSON types they allow.

const doc: OpenApiDocument = {
  paths: {
    '/things/{thingKey}': {
      parameters: [{$ref: '#/components/parameters/ThingKey'}],
      get: {
        operationId: 'getThing',
        parameters: [{name: 'status', in: 'query', schema: {$ref: '#/components/schemas/Status'}}],
        responses: {
          '200': {content: {'application/json': {schema: {$ref: '#/components/schemas/Thing'}}}},
          '404': {content: {'application/json': {schema: {$ref: '#/components/schemas/Error'}}}},
        },
      },
    },
  },
  components: {
    parameters: {
      ThingKey: {name: 'thingKey', in: 'path', required: true, schema: {type: 'string', pattern: '^[a-z_]+$'}},
    },
    schemas: {
      Status: {type: 'string', enum: ['new', 'done']},
      Money: {type: 'object', properties: {amount: {type: 'integer'}, currency: {type: 'string', enum: ['EUR']}}},
      Thing: {
        type: 'object',
        properties: {
          status: {$ref: '#/components/schemas/Status'},
          price: {$ref: '#/components/schemas/Money'},
          note: {type: ['string', 'null']},
          parts: {type: 'array', items: {oneOf: [{$ref: '#/components/schemas/Part'}, {type: 'null'}]}},
        },
      },
      Part: {type: 'object', properties: {status: {type: 'string', enum: ['fitted']}}},
      Error: {type: 'object', properties: {code: {type: 'integer', enum: [1001]}}},
    },
  },
};

it('gathers the schemas of each field and parameter by name, through refs, combinations and items', () => {
  const fields = exchangedFieldSchemas(doc, 'getThing');
  expect([...fields.keys()].sort()).toEqual(['amount', 'currency', 'note', 'parts', 'price', 'status', 'thingKey']);
  // The query parameter, the thing's status and a part's status, under one name.
  expect([...enumValuesOf(fields.get('status') ?? [])].sort()).toEqual(['done', 'fitted', 'new']);
  // Only 2xx responses count: an error's code is not a field the call exchanges.
  expect(fields.has('code')).toBe(false);
});

it('tells the JSON types of a field, null left out, and an array by its items too', () => {
  const fields = exchangedFieldSchemas(doc, 'getThing');
  expect([...jsonTypesOf(fields.get('price') ?? [])]).toEqual(['object']);
  expect([...jsonTypesOf(fields.get('note') ?? [])]).toEqual(['string']);
  expect([...jsonTypesOf(fields.get('parts') ?? [])].sort()).toEqual(['array', 'object']);
});

it('accepts a value by the enum of a field, else by its pattern, else any value', () => {
  const fields = exchangedFieldSchemas(doc, 'getThing');
  expect(acceptsValue(fields.get('status') ?? [], 'done')).toBe(true);
  expect(acceptsValue(fields.get('status') ?? [], 'disposed')).toBe(false);
  expect(acceptsValue(fields.get('thingKey') ?? [], 'spot_length')).toBe(true);
  expect(acceptsValue(fields.get('thingKey') ?? [], 'spotLength')).toBe(false);
  expect(acceptsValue(fields.get('note') ?? [], 'anything')).toBe(true);
});
