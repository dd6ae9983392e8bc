import type {Root} from 'mdast';
import {VFile} from 'vfile';
import remarkOpenapiContracts, {componentProblem} from '../../../plugins/openapi-contracts/remark';
import {checkHttpBlocks} from '../http-request-checker';
import {checkMarkdownFile, type loadContracts} from '../sample-checker';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// The page against the contracts, with the checks the build and check:samples use:
// every ```json block matches the schema its meta names (scripts/lib/sample-checker.ts),
// every ```http request keeps to the operation its meta names (../http-request-checker.ts),
// and every contract component names an operation or schema the contract has
// (the remark plugin of plugins/openapi-contracts).

export function checkJsonBlocks(page: ParsedPage, contracts: ReturnType<typeof loadContracts>): DocProblem[] {
  const lines = page.source.split('\n');
  return checkMarkdownFile(page.file, contracts).map((problem) => ({
    file: page.file,
    line: problem.line,
    column: (lines[problem.line - 1] ?? '').search(/\S|$/) + 1,
    rule: 'json-sample',
    message: problem.message,
  }));
}

export function checkHttpRequests(page: ParsedPage, contracts: ReturnType<typeof loadContracts>): DocProblem[] {
  return checkHttpBlocks(page.file, page.source, contracts).map((problem) => ({
    file: page.file,
    line: problem.line,
    column: 1,
    rule: 'http-sample',
    message: problem.message,
  }));
}

/** Runs last on a page: the plugin adds the contract imports to the tree it is given. */
export function checkContractComponents(page: ParsedPage & {tree: Root}): DocProblem[] {
  const file = new VFile({path: page.file, value: page.source});
  try {
    remarkOpenapiContracts()(page.tree, file);
  } catch (error) {
    // The plugin lists every problem on the file before it fails; any other failure is its own.
    if (!file.messages.some((message) => message.ruleId === componentProblem)) throw error;
  }
  return file.messages
    .filter((message) => message.ruleId === componentProblem)
    .map((message) => ({
      file: page.file,
      line: message.line ?? 1,
      column: message.column ?? 1,
      rule: 'contract-component',
      message: message.reason,
    }));
}
