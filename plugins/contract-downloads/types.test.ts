import {astToString, type SchemaObject} from 'openapi-typescript';
import {expect, it} from 'vitest';
import {constantBranches} from './types';

// The if/then chains the types turn into a union, and those they leave alone.

const branch = (value: string, target: string, rest: object = {}) => ({
  if: {required: ['category'], properties: {category: {const: value}}},
  then: {properties: {attributes: {$ref: `#/components/schemas/${target}`}}},
  ...rest,
});
const typed = (schema: object) => {
  const node = constantBranches(schema as SchemaObject);
  return node && astToString(node).replace(/\s+/g, ' ').trim();
};

it('makes a union of a chain of branches, each tying a field to a constant', () => {
  expect(typed(branch('voice_over', 'VoiceOver', {else: branch('audio_ads', 'AudioAds')}))).toBe(
    '{ category: "voice_over"; attributes: components["schemas"]["VoiceOver"]; } | { category: "audio_ads"; attributes: components["schemas"]["AudioAds"]; }',
  );
});

it('leaves any other shape to openapi-typescript', () => {
  // The condition holds without the field too (no `required`): the field may be left out.
  expect(
    typed({...branch('voice_over', 'VoiceOver'), if: {properties: {category: {const: 'voice_over'}}}}),
  ).toBeUndefined();
  // A last else that is no branch, two conditions, another keyword beside the chain.
  expect(typed(branch('voice_over', 'VoiceOver', {else: {required: ['script']}}))).toBeUndefined();
  expect(
    typed({
      ...branch('voice_over', 'VoiceOver'),
      if: {required: ['category', 'kind'], properties: {category: {const: 'voice_over'}, kind: {const: 'a'}}},
    }),
  ).toBeUndefined();
  expect(typed({...branch('voice_over', 'VoiceOver'), type: 'object'})).toBeUndefined();
  expect(typed({type: 'object', properties: {}})).toBeUndefined();
});
