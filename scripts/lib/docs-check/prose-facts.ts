import type {OpenApiDocument} from '../../../plugins/openapi-contracts/contracts';
import {currentVersion, versions} from '../../../src/data/versions';
import {ContractFacts, numberOf} from './contract-facts';
import type {ParsedPage} from './parse';
import {pointLocator, type DocProblem, type Point} from './problem';
import {proseOf} from './spelling';

// The prose of each version's pages repeats numbers of its contract: how long a
// download link or a widget session lasts, how many revisions a deliverable has, when a
// webhook must be answered and how often it is retried. Each fact below names the phrases
// that state it; a phrase with another number is reported at its line. A phrase matches
// within one sentence of the page's prose (code is left out); `about` narrows a fact to
// sentences that also name its subject.

type ProseFact = {
  what: string;
  /** Each with one capture: the number (or number word) the page states. */
  phrases: RegExp[];
  about?: RegExp;
  expected: (contract: ContractFacts) => number;
};

/** How long something lasts, in minutes: `about` says what. */
const lifetimeInMinutes = [
  /\bvalid for (\w+) minutes\b/,
  /\bexpires? after (\w+) minutes\b/,
  /\blasts (\w+) minutes\b/,
];

const proseFacts: ProseFact[] = [
  {
    what: 'how long an access token lasts, in hours',
    phrases: [/\blasts (\w+) hours?\b/, /\bvalid for (\w+) hours?\b/, /\bseconds: (\w+) hours?\b/],
    about: /\btokens?\b/i,
    expected: (c) => c.stated('tokenSeconds') / 3600,
  },
  {
    what: 'how long an access token lasts, in seconds (`expires_in`)',
    phrases: [/\bhours? \( (?:is )?(\w+)\)/],
    about: /\btokens?\b/i,
    expected: (c) => c.stated('tokenSeconds'),
  },
  {
    what: 'the time an endpoint has to answer a webhook',
    phrases: [/\bwithin (\w+) seconds\b/, /\banswers? after (\w+) seconds\b/],
    expected: (c) => c.stated('webhookAnswerSeconds'),
  },
  {
    what: "how far a webhook signature's `t` may be from the receiver's clock",
    phrases: [/\bmore than (\w+) seconds away\b/],
    expected: (c) => c.stated('signatureDriftSeconds'),
  },
  {
    what: 'the retries of an unanswered webhook',
    phrases: [/\b(\w+) times over about \d+ hours\b/],
    expected: (c) => c.retryDelays().length,
  },
  {
    what: 'the attempts at a webhook',
    phrases: [/\bafter the (\w+) failed attempt\b/i, /\b(\w+) attempts\b/],
    expected: (c) => c.retryDelays().length + 1,
  },
  {
    what: 'how long a webhook is retried',
    phrases: [/\bover about (\w+) hours\b/, /\babout (\w+) hours after the event\b/],
    expected: (c) => c.retryHours(),
  },
  {
    what: 'the revisions of a deliverable',
    phrases: [/\b(\w+) revisions\b/],
    expected: (c) => c.revisions(),
  },
  {
    what: 'the revision request that fails',
    phrases: [/\bthe (\w+) request on one deliverable fails\b/, /\ba (\w+) fails with\b/],
    expected: (c) => c.revisions() + 1,
  },
  {
    what: 'the requests a token may send per minute',
    phrases: [/\b(\w+) requests per minute\b/],
    expected: (c) => c.rateLimit(),
  },
  {
    what: 'how long a download link works',
    phrases: [/\blinks?\b[^.;:]*?\b(\w+) hours?\b/i],
    expected: (c) => c.stated('downloadLinkHours'),
  },
  {
    what: 'how long delivered files are kept',
    phrases: [/\b(\w+) months\b/],
    about: /\b(files?|kept)\b/i,
    expected: (c) => c.stated('filesKeptMonths'),
  },
  {
    what: 'how long events are kept',
    phrases: [/\b(\w+) days\b/],
    about: /\bevents?\b/i,
    expected: (c) => c.stated('eventsKeptDays'),
  },
  {
    what: 'how long a quote is valid',
    phrases: [/\b(\w+) days\b/],
    about: /\bquotes?\b/i,
    expected: (c) => c.stated('quoteDays'),
  },
  {
    what: 'the minutes an access token lasts',
    phrases: lifetimeInMinutes,
    about: /\baccess tokens?\b/i,
    expected: (c) => c.stated('tokenSeconds') / 60,
  },
  {
    what: 'how long a widget session is valid',
    phrases: lifetimeInMinutes,
    about: /\b(sessions?|widgets?)\b/i,
    expected: (c) => c.stated('widgetSessionMinutes'),
  },
  {
    what: 'when a revision or a replacement is due',
    phrases: [/\bwithin (\w+) hours of your request\b/, /\bdue (\w+) hours after you ask\b/],
    about: /\b(revisions?|replacements?|new version)\b/i,
    expected: (c) => c.stated('redeliveryHours'),
  },
  {
    what: 'how long a cursor is valid',
    phrases: [/\bvalid for (\w+) hours\b/],
    about: /\bcursor\b/i,
    expected: (c) => c.stated('cursorHours'),
  },
  {
    what: 'how long an idempotency key is remembered',
    phrases: [/\bwithin (\w+) hours\b/],
    about: /\bkey\b/i,
    expected: (c) => c.stated('idempotencyKeyHours'),
  },
];

/**
 * The sentences of a page's prose with their offsets in the page (code and markup
 * blanked): split at a full stop, a blank line, and between the rows of a table (or
 * between any two lines, in a module whose strings are one a line).
 */
function sentencesOf(prose: string, source: string, lineByLine: boolean): {text: string; offset: number}[] {
  const isTableRow = (lineStart: number) => lineByLine || /^\s*\|/.test(source.slice(lineStart, lineStart + 200));
  const sentences: {text: string; offset: number}[] = [];
  let start = 0;
  for (const match of prose.matchAll(/[.!?](?=\s)|\n\s*\n|\n/g)) {
    const index = match.index;
    if (match[0] === '\n' && !isTableRow(index + 1) && !isTableRow(source.lastIndexOf('\n', index - 1) + 1)) continue;
    sentences.push({text: prose.slice(start, index + 1), offset: start});
    start = index + match[0].length;
  }
  sentences.push({text: prose.slice(start), offset: start});
  // Blanked code and line breaks become spaces, so a phrase may span them.
  return sentences.map(({text, offset}) => ({text: text.replace(/\s/g, ' '), offset}));
}

/** A version's pages: numbers their prose states that the version's contract says otherwise, or does not state. */
export function checkProseFacts(page: ParsedPage, docs: Map<string, OpenApiDocument>): DocProblem[] {
  const version = versions.find(({name}) => name === page.version?.name);
  if (!version || !page.tree) return [];
  return factProblems(page.file, proseOf(page), page.source, page.locate, docs, version.contract, false);
}

/**
 * The site's data modules (src/data), whose strings pages render as prose, such as the
 * migration notes, and the guides' scenarios: the same check over their text as written.
 * A module's strings are one a line; a scenario's prose runs over several lines, so its
 * sentences end at a full stop.
 */
export function checkDataFacts(file: string, source: string, docs: Map<string, OpenApiDocument>): DocProblem[] {
  const lineByLine = !/\.ya?ml$/.test(file);
  return factProblems(file, source, source, pointLocator(source), docs, currentVersion.contract, lineByLine);
}

function factProblems(
  file: string,
  prose: string,
  source: string,
  locate: (offset: number) => Point,
  docs: Map<string, OpenApiDocument>,
  contract: string,
  lineByLine: boolean,
): DocProblem[] {
  const doc = docs.get(contract);
  if (!doc) return [];
  const facts = new ContractFacts(doc, contract);
  const problems: DocProblem[] = [];
  const expectedOf = new Map<ProseFact, number>();
  for (const {text, offset} of sentencesOf(prose, source, lineByLine)) {
    const squeezed = text.replace(/ {2,}/g, ' ');
    for (const fact of proseFacts) {
      if (fact.about && !fact.about.test(squeezed)) continue;
      for (const phrase of fact.phrases) {
        const match = phrase.exec(squeezed);
        if (!match) continue;
        const stated = numberOf(match[1]);
        if (stated === undefined) continue;
        const at = locate(offset + Math.max(0, text.indexOf(match[1])));
        const report = (message: string) => problems.push({...at, file, rule: 'contract-fact', message});
        let expected = expectedOf.get(fact);
        try {
          expected ??= fact.expected(facts);
        } catch (error) {
          report(`"${match[0]}" states ${fact.what}, but ${(error as Error).message}`);
          continue;
        }
        expectedOf.set(fact, expected);
        if (stated !== expected)
          report(`"${match[0]}" states ${fact.what} as ${stated}; the contract says ${expected}`);
      }
    }
  }
  return problems;
}
