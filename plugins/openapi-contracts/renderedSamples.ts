import {generateSample, LANGUAGES} from '../../src/components/ApiCodeSamples/generate';
import {highlightToHtml} from '../build-highlight/highlight';
import type {OperationView, RenderedCode, RenderedSamples} from './types';

// A call's request in every language and its response example, generated and
// highlighted at build time: the page ships code and markup, not the generator or Prism.

const renderJson = (example: unknown): RenderedCode => {
  const code = JSON.stringify(example, null, 2);
  return {language: 'json', code, html: highlightToHtml(code, 'json')};
};

/** `shownExamples`: the named response examples the page shows, the only ones rendered. */
export function renderSamples(
  view: Omit<OperationView, 'rendered'>,
  shownExamples: ReadonlySet<string> = new Set(),
): RenderedSamples {
  const response = view.responses.find((candidate) => candidate.example !== undefined);
  const shown = Object.entries(response?.namedExamples ?? {}).filter(([name]) => shownExamples.has(name));
  const named = shown.length > 0 ? Object.fromEntries(shown) : undefined;
  return {
    requests: LANGUAGES.map(({value, label, prism}) => {
      const code = generateSample(value, view.sample);
      return {value, label, language: prism, code, html: highlightToHtml(code, prism)};
    }),
    ...(response
      ? {
          response: {
            status: response.status,
            ...renderJson(response.example),
            ...(named
              ? {named: Object.fromEntries(Object.entries(named).map(([name, example]) => [name, renderJson(example)]))}
              : {}),
          },
        }
      : {}),
  };
}
