import React, {useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import styles from './styles.module.css';

type Props = {markdownUrl: string};

async function loadMarkdown(markdownUrl: string): Promise<string> {
  const response = await fetch(markdownUrl);
  if (!response.ok) throw new Error(`HTTP ${response.status}`);
  return response.text();
}

/** Copies the page's Markdown; the text is fetched only on a press. */
async function copyMarkdown(markdown: Promise<string>): Promise<void> {
  // A ClipboardItem holding a promise keeps the press's permission while the text loads (Safari needs it).
  if (typeof ClipboardItem !== 'undefined' && navigator.clipboard?.write) {
    const blob = markdown.then((text) => new Blob([text], {type: 'text/plain'}));
    await navigator.clipboard.write([new ClipboardItem({'text/plain': blob})]);
  } else {
    await navigator.clipboard.writeText(await markdown);
  }
}

/** "Copy page" and "View as Markdown": the page as Markdown, for an assistant or a tool. */
export default function PageActions({markdownUrl}: Props): ReactNode {
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  // Set when the browser refuses the clipboard: the text is shown selected, to copy by hand.
  const [fallback, setFallback] = useState<string | null>(null);
  const fallbackRef = useRef<HTMLTextAreaElement>(null);

  useEffect(() => {
    fallbackRef.current?.focus();
    fallbackRef.current?.select();
  }, [fallback]);

  async function copy(): Promise<void> {
    if (busy) return;
    setBusy(true);
    setStatus('');
    setFallback(null);
    const markdown = loadMarkdown(markdownUrl);
    try {
      await copyMarkdown(markdown);
      setStatus('Page copied as Markdown.');
    } catch {
      const text = await markdown.catch(() => null);
      if (text === null) {
        setStatus('The Markdown copy could not be loaded. Try again, or use “View as Markdown”.');
      } else {
        setFallback(text);
        setStatus('Your browser blocked copying. The Markdown is selected below: press Ctrl+C, or ⌘C on a Mac.');
      }
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={styles.actions}>
      <div className={styles.buttons}>
        <button
          type="button"
          className={clsx('button button--sm button--secondary', styles.button)}
          onClick={copy}
          aria-disabled={busy}
        >
          Copy page
        </button>
        <a
          className={clsx('button button--sm button--secondary', styles.button)}
          href={markdownUrl}
          type="text/markdown"
        >
          View as Markdown
        </a>
      </div>
      <p role="status" className={styles.status}>
        {status}
      </p>
      {fallback !== null && (
        <textarea
          ref={fallbackRef}
          className={styles.fallback}
          readOnly
          value={fallback}
          aria-label="This page as Markdown"
          rows={8}
        />
      )}
    </div>
  );
}
