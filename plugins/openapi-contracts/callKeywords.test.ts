import {expect, it} from 'vitest';
import {callKeywords} from './callKeywords';

// The search finds a call page by the call's operationId and by its name in the other version.

it('gives a call page its operationId and the name of the call in the other version', () => {
  expect(callKeywords('<ApiEndpoint contract="final-1.0.0" operationId="createRevision" />')).toEqual([
    'createRevision',
    'deliverables.addRevision',
    'addRevision',
  ]);
  expect(callKeywords('<ApiEndpoint contract="v3.0.0" operationId="deliverables.addRevision" />')).toEqual([
    'deliverables.addRevision',
    'addRevision',
    'createRevision',
  ]);
});

it('leaves out a last part that names several calls, which any read would match', () => {
  expect(callKeywords('<ApiEndpoint contract="v3.0.0" operationId="projects.get" />')).toEqual([
    'projects.get',
    'getProject',
  ]);
});

it('gives a page without a call none', () => {
  expect(callKeywords('# Errors\n\n<ApiErrorCatalogue contract="final-1.0.0" view="overview" />')).toEqual([]);
});
