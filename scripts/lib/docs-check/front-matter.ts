import fs from 'node:fs';
import path from 'node:path';
import Ajv2020, {type ErrorObject, type ValidateFunction} from 'ajv/dist/2020';
import {isMap, isScalar, parse as parseYaml, type Node as YamlNode} from 'yaml';
import type {ParsedPage} from './parse';
import {pointLocator, type DocProblem} from './problem';
import {declaredTags, type DocsVersion, type Site} from './site';
import {escapeRegexp} from '@docusaurus/utils';

// Front matter against front-matter.schema.json: required keys, known keys only,
// lengths, and tags declared in the tags.yml of the page's own version. Each problem
// points at the offending key or value.

const baseSchema = JSON.parse(fs.readFileSync(path.join(__dirname, 'front-matter.schema.json'), 'utf8')) as {
  $defs: {tag: {enum?: string[]}};
};

type Validators = {pages: ValidateFunction; docs: Map<DocsVersion, ValidateFunction>};

export function frontMatterValidators(site: Site): Validators {
  const compile = (definition: 'docPage' | 'sitePage', tags?: string[]) => {
    const schema = structuredClone(baseSchema);
    if (tags) schema.$defs.tag.enum = tags;
    return new Ajv2020({allErrors: true, strict: true, verbose: true}).compile({
      ...schema,
      $ref: `#/$defs/${definition}`,
    });
  };
  return {
    pages: compile('sitePage'),
    docs: new Map(site.versions.map((version) => [version, compile('docPage', declaredTags(version))])),
  };
}

/** `/tags/2` → `['tags', 2]`, the path of the value in the YAML document. */
const segmentsOf = (error: ErrorObject) =>
  error.instancePath
    .split('/')
    .slice(1)
    .map((segment) => (/^\d+$/.test(segment) ? Number(segment) : segment));

/** The YAML node an error is about: the key itself for an unknown key, else the value. */
function nodeOf(page: ParsedPage, error: ErrorObject): YamlNode | undefined {
  const yaml = page.frontMatter!.yaml;
  const segments = segmentsOf(error);
  const parent = segments.length === 0 ? yaml.contents : (yaml.getIn(segments, true) as YamlNode | undefined);
  const unknownKey = (error.params as {additionalProperty?: string}).additionalProperty;
  if (unknownKey && isMap(parent)) {
    const pair = parent.items.find((item) => isScalar(item.key) && item.key.value === unknownKey);
    return pair?.key as YamlNode | undefined;
  }
  return parent ?? undefined;
}

function messageOf(error: ErrorObject, page: ParsedPage, site: Site): string {
  const [key] = segmentsOf(error);
  const params = error.params as {additionalProperty?: string; missingProperty?: string; allowedValues?: string[]};
  const known = Object.keys(((error.parentSchema as {properties?: object})?.properties ?? {}) as object);
  if (params.additionalProperty)
    return `unknown front matter key "${params.additionalProperty}" (known: ${known.join(', ')})`;
  if (params.missingProperty) return `front matter has no "${params.missingProperty}"`;
  if (params.allowedValues && key === 'tags' && page.version) {
    const value = page.frontMatter!.yaml.getIn(segmentsOf(error));
    return `tag "${String(value)}" is not declared in ${path.relative(site.root, page.version.tagsFile)} (declared: ${params.allowedValues.join(', ')})`;
  }
  return `front matter "${error.instancePath.slice(1).replace(/\//g, '.')}" ${error.message}`;
}

export function checkFrontMatter(page: ParsedPage, site: Site, validators: Validators): DocProblem[] {
  const at = (line: number, column: number, message: string): DocProblem => ({
    file: page.file,
    line,
    column,
    message,
    rule: 'front-matter',
  });
  if (!page.frontMatter) return [at(1, 1, 'the page has no front matter (--- with title, description and tags ---)')];
  // Front matter that is not valid YAML is reported once, where it breaks, not again as missing keys.
  if (page.frontMatter.yaml.errors.length > 0) return [];
  const validate = page.version ? validators.docs.get(page.version)! : validators.pages;
  if (validate(page.frontMatter.data)) return [];
  return (validate.errors ?? []).map((error) => {
    const node = nodeOf(page, error);
    const {line, column} = node?.range ? page.frontMatter!.locate(node.range[0]) : page.locate(0);
    return at(line, column, messageOf(error, page, site));
  });
}

/** Markdown a tag page would show as it is: it renders a tag's label and description as plain text. */
const markdownInText = /`|\*\*|\]\(/;

/**
 * Each tag a version's tags.yml declares without a label or a description (its tag page
 * would show none), or with Markdown in them (the page would show its backticks).
 */
export function checkTagDeclarations(site: Site): DocProblem[] {
  return site.versions.flatMap((version) => {
    if (!fs.existsSync(version.tagsFile)) return [];
    const source = fs.readFileSync(version.tagsFile, 'utf8');
    const tags = (parseYaml(source) ?? {}) as Record<string, {label?: unknown; description?: unknown} | null>;
    const locate = pointLocator(source);
    return Object.entries(tags).flatMap(([tag, declaration]) =>
      (['label', 'description'] as const).flatMap((key) => {
        const text = declaration?.[key];
        const problem =
          typeof text !== 'string' || !text.trim()
            ? `tag "${tag}" has no ${key}: its tag page shows it (give it ${key === 'label' ? 'the name readers see' : 'one sentence on what its pages cover'})`
            : markdownInText.test(text)
              ? `tag "${tag}"'s ${key} has Markdown, which its tag page shows as it is: write plain text`
              : undefined;
        if (!problem) return [];
        // The line of the key in the tag's block, else of the tag.
        const tagStart = Math.max(source.search(new RegExp(`^${escapeRegexp(tag)}:`, 'm')), 0);
        const keyLine = new RegExp(`^[ \\t]+${key}:`, 'm').exec(source.slice(tagStart));
        return [
          {
            file: version.tagsFile,
            ...locate(tagStart + (typeof text === 'string' && keyLine ? keyLine.index : 0)),
            rule: 'front-matter',
            message: problem,
          },
        ];
      }),
    );
  });
}
