import type {Heading, Paragraph} from 'mdast';
import {toString} from 'mdast-util-to-string';
import {visit} from 'unist-util-visit';
import type {OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import {versions} from '../../../src/data/versions';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// A changelog's release sections are its <h2>s that start with a version ("1.1.1"), the
// newest first, as the Atom feed reads them (plugins/changelog-feed); an older version's
// list of corrections opens each with a paragraph that starts with it in bold ("**3.0.1**,
// released on …"). The newest must be the version the contract download says it is
// (`info.version`), or a reader comparing the two cannot tell which changes their copy has.

const release = /^(\d+\.\d+\.\d+)\b/;

export function checkReleaseVersion(
  page: ParsedPage & {tree: NonNullable<ParsedPage['tree']>},
  docs: Map<string, OpenApiDocument>,
): DocProblem[] {
  let newest: {version: string; node: Heading | Paragraph} | undefined;
  visit(page.tree, (node) => {
    if (newest) return;
    const opening =
      node.type === 'heading' && node.depth === 2
        ? node
        : node.type === 'paragraph' && node.children[0]?.type === 'strong'
          ? node.children[0]
          : undefined;
    const version = opening && release.exec(toString(opening))?.[1];
    if (version) newest = {version, node: node as Heading | Paragraph};
  });
  if (!newest) return [];
  const contract = versions.find((version) => version.name === page.version?.name)?.contract;
  const contractVersion = contract ? String((docs.get(contract)?.info as {version?: unknown})?.version) : undefined;
  if (newest.version === contractVersion) return [];
  const {line, column} = newest.node.position!.start;
  return [
    {
      file: page.file,
      line,
      column,
      rule: 'release-version',
      message: contract
        ? `the newest release is ${newest.version}, but contracts/openapi/${contract}.yaml is version ${contractVersion}: add its release, or set the contract's info.version`
        : `release ${newest.version}, on a page of a version with no contract`,
    },
  ];
}
