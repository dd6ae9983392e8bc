// Swizzled (ejected: a wrap cannot see whether the copy succeeded): a status region says "Copied" (WCAG 4.1.3), where the theme renames the focused button, which some screen readers never announce; the name stays, so none says it twice.
import React, {useCallback, useEffect, useRef, useState, type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/CopyButton';
import IconCopy from '@theme/Icon/Copy';
import IconSuccess from '@theme/Icon/Success';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/CopyButton/styles.module.css';

/** The clipboard API exists on HTTPS and localhost only; elsewhere (a build served on a LAN) the theme's fallback. */
async function copyToClipboard(text: string): Promise<unknown> {
  if (navigator.clipboard) return navigator.clipboard.writeText(text);
  const {default: copy} = await import('copy-text-to-clipboard');
  return copy(text);
}

function useCopyButton() {
  const {
    metadata: {code},
  } = useCodeBlockContext();
  const [isCopied, setIsCopied] = useState(false);
  const copyTimeout = useRef<number | undefined>(undefined);
  const copyCode = useCallback(() => {
    // A refused copy is left unhandled, as in the theme, for error monitoring to see.
    void copyToClipboard(code).then(() => {
      setIsCopied(true);
      window.clearTimeout(copyTimeout.current);
      copyTimeout.current = window.setTimeout(() => setIsCopied(false), 1000);
    });
  }, [code]);
  useEffect(() => () => window.clearTimeout(copyTimeout.current), []);
  return {copyCode, isCopied};
}

export default function CopyButton({className}: Props): ReactNode {
  const {copyCode, isCopied} = useCopyButton();
  return (
    <>
      <Button
        aria-label={translate({
          id: 'theme.CodeBlock.copyButtonAriaLabel',
          message: 'Copy code to clipboard',
          description: 'The ARIA label for copy code blocks button',
        })}
        title={translate({
          id: 'theme.CodeBlock.copy',
          message: 'Copy',
          description: 'The copy button label on code blocks',
        })}
        className={clsx(className, styles.copyButton, isCopied && styles.copyButtonCopied)}
        onClick={copyCode}
      >
        <span className={styles.copyButtonIcons} aria-hidden="true">
          <IconCopy className={styles.copyButtonIcon} />
          <IconSuccess className={styles.copyButtonSuccessIcon} />
        </span>
      </Button>
      <span role="status" className="visually-hidden">
        {isCopied
          ? translate({
              id: 'theme.CodeBlock.copied',
              message: 'Copied',
              description: 'The copied button label on code blocks',
            })
          : ''}
      </span>
    </>
  );
}
