import type {Link, Parent, PhrasingContent, Root} from 'mdast';
import type {MdxJsxFlowElement} from 'mdast-util-mdx-jsx';
import {visit} from 'unist-util-visit';
import {
  findOperation,
  matchOperation,
  type JsonObject,
  type LocatedOperation,
  type OpenApiDocument,
} from '../../../plugins/openapi-contracts/contracts';
import {sectionsOf} from '../../../plugins/openapi-contracts/docsPages';
import {buildOverviewView, errorRows} from '../../../plugins/openapi-contracts/views';
import {versions} from '../../../src/data/versions';
import type {ParsedPage} from './parse';
import type {DocProblem} from './problem';

// What a sentence says a call does: the scope it needs ("`POST /widget-sessions` with a
// token of scope `projects:write`") and the status and error code it answers ("this call
// fails with `409` `revision_limit_reached`", "`409 revision_limit_reached`" or "409
// `revision_limit_reached`"). A sentence names its call as `METHOD /path`, as its
// `operationId`, by a link to the call's page, or as "this call" / "this endpoint" on the call's own page
// (where a sentence that says what is needed, naming no other call, is about the page's call);
// each claim must hold for one of the calls it names, in the page's version's contract. A
// clause after a colon or a semicolon that names no call is about the calls before it.
// A status and an error code named without a call must go together on some call. Sentences
// that deny ("never", "not", "nor", "cannot", "without") are left alone.

type CallPages = Map<string, string>;

const denial = /\b(never|not|nor|cannot|can't|without|no longer)\b/i;
const thisCall = /\bthis (call|endpoint)\b/i;
const needs = /\b(needs?|requires?)\b/i;
const httpCall = /^(GET|POST|PUT|PATCH|DELETE) (\/\S*)$/;
const httpStatus = /^[1-5]\d\d$/;
const statusWithCode = /^([1-5]\d\d) ([a-z][a-z0-9_]*)$/;
const statusBeforeCode = /\b([2-5]\d\d)\s*$/;

/** The operationId a page documents: its `<ApiEndpoint operationId="…"/>`. */
function pageOperation(tree: Root): string | undefined {
  let found: string | undefined;
  visit(tree, 'mdxJsxFlowElement', (node: MdxJsxFlowElement) => {
    if (found || node.name !== 'ApiEndpoint') return;
    const attribute = node.attributes.find((item) => item.type === 'mdxJsxAttribute' && item.name === 'operationId');
    if (typeof attribute?.value === 'string') found = attribute.value;
  });
  return found;
}

/**
 * Where each call is documented, with the operation: a call page's route, or the route and
 * anchor of the section that documents a call on a page about more (`/widget/intro#…`),
 * so that a link to the rest of that page names no call.
 */
export function callPagesOf(pages: ParsedPage[]): CallPages {
  const routes: CallPages = new Map();
  for (const page of pages) {
    const contract = versions.find(({name}) => name === page.version?.name)?.contract;
    if (!contract) continue;
    for (const [operationId, anchor] of sectionsOf(page.source, contract).operations)
      routes.set(anchor ? `${page.route}#${anchor}` : page.route, operationId);
  }
  return routes;
}

type Piece = {text: string; code?: string; link?: string; offset: number};
/** A sentence, or a clause after a `;` that goes on with the one before it. */
type Sentence = {pieces: Piece[]; continues: boolean};

/** The pieces of a paragraph or a table cell in reading order: text, inline code (with the link around it). */
function piecesOf(parent: Parent, link?: string): Piece[] {
  return (parent.children as PhrasingContent[]).flatMap((child): Piece[] => {
    const offset = child.position?.start.offset ?? 0;
    if (child.type === 'text') return [{text: child.value, offset, link}];
    if (child.type === 'inlineCode') return [{text: child.value, code: child.value, offset, link}];
    if (child.type === 'link') return piecesOf(child, (child as Link).url);
    return 'children' in child ? piecesOf(child as Parent, link) : [];
  });
}

/**
 * The sentences of a block, each as its pieces; a full stop inside a text piece ends one,
 * and so do a colon and a semicolon, whose clause goes on about the calls before it.
 */
function sentencesOf(parent: Parent): Sentence[] {
  const sentences: Sentence[] = [{pieces: [], continues: false}];
  for (const piece of piecesOf(parent)) {
    if (piece.code !== undefined) {
      sentences.at(-1)!.pieces.push(piece);
      continue;
    }
    const parts = piece.text.split(/(?<=[.!?:;])\s+/);
    parts.forEach((part, index) => {
      if (index > 0) sentences.push({pieces: [], continues: /[:;]$/.test(parts[index - 1])});
      sentences.at(-1)!.pieces.push({...piece, text: part});
    });
  }
  return sentences.filter((sentence) => sentence.pieces.length > 0);
}

type Vocabulary = {
  /** The scopes each call needs (operationId → scopes). */
  scopesOf: Map<string, Set<string>>;
  /** The statuses with which some call answers each error code. */
  statusesOf: Map<string, string[]>;
};
const vocabularies = new WeakMap<OpenApiDocument, Vocabulary>();

/** A contract's scopes and error codes, as its scopes and errors pages list them (read once per contract). */
function vocabularyOf(contract: string, doc: OpenApiDocument): Vocabulary {
  let vocabulary = vocabularies.get(doc);
  if (!vocabulary) {
    const overview = buildOverviewView(contract, doc, {operations: new Map(), schemas: new Map()});
    const scopesOf = new Map<string, Set<string>>();
    for (const scope of overview.scopes)
      for (const {operationId} of scope.operations)
        scopesOf.set(operationId, new Set([...(scopesOf.get(operationId) ?? []), scope.name]));
    const statusesOf = new Map(overview.errors.map((error) => [String(error.value), error.statuses]));
    vocabulary = {scopesOf, statusesOf};
    vocabularies.set(doc, vocabulary);
  }
  return vocabulary;
}

/** The route and anchor a link goes to: `/api/projects/create#errors`. */
function targetOf(url: string, pageRoute: string): {route: string; anchor: string} {
  const resolved = new URL(url, `http://site${pageRoute}`);
  return {route: resolved.pathname.replace(/\.mdx?$/, ''), anchor: resolved.hash.slice(1)};
}

/** The calls a sentence names; `own` is the call of the page it is on, if any. */
function callsOf(
  sentence: Piece[],
  page: ParsedPage,
  doc: OpenApiDocument,
  callPages: CallPages,
  own: string | undefined,
): LocatedOperation[] {
  const calls = new Map<string, LocatedOperation>();
  const add = (call: LocatedOperation | undefined) => call && calls.set(call.operationId, call);
  for (const piece of sentence) {
    const named = piece.code === undefined ? undefined : httpCall.exec(piece.code);
    if (named) add(matchOperation(doc, named[1], named[2].split('?')[0]));
    else if (piece.code !== undefined && /^[a-z][\w.]*$/i.test(piece.code)) add(findOperation(doc, piece.code));
    const target = piece.link === undefined ? undefined : targetOf(piece.link, page.route);
    const linked = target && (callPages.get(target.route) ?? callPages.get(`${target.route}#${target.anchor}`));
    if (linked) add(findOperation(doc, linked));
  }
  const text = sentence.map((piece) => piece.text).join('');
  // "Call it with a token that needs …" on a call's page, naming no other call, is about that call.
  if (own && (thisCall.test(text) || (calls.size === 0 && needs.test(text)))) add(findOperation(doc, own));
  return [...calls.values()];
}

const list = (calls: LocatedOperation[]) => calls.map((call) => call.operationId).join(' or ');

/** A page's sentences that say a call needs a scope, or answers a status and error code, that its contract does not. */
export function checkCallClaims(
  page: ParsedPage,
  docs: Map<string, OpenApiDocument>,
  callPages: CallPages,
): DocProblem[] {
  const version = versions.find(({name}) => name === page.version?.name);
  const doc = version && docs.get(version.contract);
  if (!doc || !page.tree) return [];
  const {scopesOf, statusesOf} = vocabularyOf(version.contract, doc);
  const scopes = new Set([...scopesOf.values()].flatMap((names) => [...names]));
  const callScopes = (call: LocatedOperation) => scopesOf.get(call.operationId) ?? new Set<string>();
  const own = pageOperation(page.tree);
  const problems: DocProblem[] = [];
  const report = (piece: Piece, message: string) =>
    problems.push({file: page.file, ...page.locate(piece.offset), rule: 'call-claim', message});

  visit(page.tree, (node) => {
    if (node.type !== 'paragraph' && node.type !== 'tableCell') return;
    let callsBefore: LocatedOperation[] = [];
    for (const {pieces: sentence, continues} of sentencesOf(node as Parent)) {
      const named = callsOf(sentence, page, doc, callPages, own);
      const calls = named.length === 0 && continues ? callsBefore : named;
      callsBefore = calls;
      if (denial.test(sentence.map((piece) => piece.text).join(''))) continue;
      const codes = sentence.filter((piece) => piece.code !== undefined);
      // A call that needs no scope, such as the token call, is where a token asks for them.
      const scoped = calls.filter((call) => callScopes(call).size > 0);
      for (const scope of codes.filter((piece) => scopes.has(piece.code!))) {
        if (scoped.length > 0 && !scoped.some((call) => callScopes(call).has(scope.code!)))
          report(scope, `\`${scope.code}\` is not a scope of ${list(scoped)} in the contract`);
      }
      // A status in its own code span ("`409` `revision_limit_reached`"), with its code in
      // one span ("`409 revision_limit_reached`"), or as text before the code ("410 `quote_expired`").
      const claims: Array<{status: string; at: Piece; codes: (string | undefined)[]}> = [];
      const namedCodes = sentence
        .filter(
          (piece) =>
            statusesOf.has(piece.code ?? '') || (piece.link?.includes('/errors#') && statusesOf.has(piece.text)),
        )
        .map((piece) => piece.code ?? piece.text);
      const spanned = codes.find((piece) => httpStatus.test(piece.code!));
      if (spanned) claims.push({status: spanned.code!, at: spanned, codes: namedCodes});
      sentence.forEach((piece, index) => {
        const joined = piece.code === undefined ? undefined : statusWithCode.exec(piece.code);
        if (joined && statusesOf.has(joined[2])) claims.push({status: joined[1], at: piece, codes: [joined[2]]});
        const next = sentence[index + 1];
        const before = piece.code === undefined ? statusBeforeCode.exec(piece.text) : null;
        if (!spanned && before && next?.code !== undefined && statusesOf.has(next.code))
          claims.push({status: before[1], at: piece, codes: [next.code]});
      });
      for (const claim of claims) {
        const answersCall = (call: LocatedOperation, code?: string) =>
          /^[123]/.test(claim.status)
            ? claim.status in ((call.operation.responses as JsonObject | undefined) ?? {})
            : errorRows(doc, call).some(
                (row) => row.status === claim.status && (code === undefined || row.code === code),
              );
        for (const code of claim.codes.length > 0 ? claim.codes : [undefined]) {
          const what = code ? `\`${claim.status}\` \`${code}\`` : `\`${claim.status}\``;
          if (calls.length > 0) {
            if (!calls.some((call) => answersCall(call, code)))
              report(claim.at, `${list(calls)} does not answer ${what} in the contract`);
          } else if (code && !statusesOf.get(code)?.includes(claim.status)) {
            report(claim.at, `no call answers ${what} in the contract`);
          }
        }
      }
    }
  });
  return problems;
}
