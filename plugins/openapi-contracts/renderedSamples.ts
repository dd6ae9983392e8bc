import {generateSample, LANGUAGES} from '../../src/components/ApiCodeSamples/generate';
import {highlightToHtml} from '../build-highlight/highlight';
import type {OperationView, RenderedSamples} from './types';

// A call's request in every language and its response example, generated and
// highlighted at build time: the page ships code and markup, not the generator or Prism.

export function renderSamples(view: Omit<OperationView, 'rendered'>): RenderedSamples {
  const response = view.responses.find((candidate) => candidate.example !== undefined);
  const responseCode = response ? JSON.stringify(response.example, null, 2) : undefined;
  return {
    requests: LANGUAGES.map(({value, label, prism}) => {
      const code = generateSample(value, view.sample);
      return {value, label, language: prism, code, html: highlightToHtml(code, prism)};
    }),
    ...(response && responseCode !== undefined
      ? {
          response: {
            status: response.status,
            language: 'json',
            code: responseCode,
            html: highlightToHtml(responseCode, 'json'),
          },
        }
      : {}),
  };
}
