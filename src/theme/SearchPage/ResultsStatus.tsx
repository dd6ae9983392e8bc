// Part of the SearchPage swizzle: the plugin's page says how many documents a search found in a plain paragraph, which a screen reader does not hear change; this status region says it, with the query, once the typing pauses.
import {useEffect, useRef, useState, type ReactNode} from 'react';
import {translate} from '@docusaurus/Translate';

/** How long the typing pauses before the count is said, as in the navbar's search. */
const pause = 500;

/** The plugin's count ("73 documents found", "No documents were found") with the query it answers. */
function describe(main: HTMLElement): string {
  const found = main.querySelector('.container > p')?.textContent?.trim();
  const query = main.querySelector<HTMLInputElement>('input[type="search"]')?.value.trim();
  if (!found || !query) return '';
  return translate(
    {
      id: 'theme.SearchPage.resultsStatus',
      message: '{found} for “{query}”',
      description: 'What a screen reader says of the results of the search page',
    },
    {found, query},
  );
}

export default function ResultsStatus(): ReactNode {
  const region = useRef<HTMLDivElement>(null);
  const [said, setSaid] = useState('');
  useEffect(() => {
    const main = region.current?.closest('main');
    if (!main) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    // Its own text changes too: setting the same text again changes nothing.
    const observer = new MutationObserver(() => {
      clearTimeout(timer);
      timer = setTimeout(() => setSaid(describe(main)), pause);
    });
    observer.observe(main, {childList: true, subtree: true, characterData: true});
    return () => {
      clearTimeout(timer);
      observer.disconnect();
    };
  }, []);
  return (
    <div ref={region} role="status" className="visually-hidden">
      {said}
    </div>
  );
}
