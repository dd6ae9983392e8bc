// Swizzled (ejected: the theme's button takes no extra attribute): a toggle button (aria-pressed), so a screen reader tells whether the lines wrap.
import React, {type ReactNode} from 'react';
import clsx from 'clsx';
import {translate} from '@docusaurus/Translate';
import {useCodeBlockContext} from '@docusaurus/theme-common/internal';
import Button from '@theme/CodeBlock/Buttons/Button';
import type {Props} from '@theme/CodeBlock/Buttons/WordWrapButton';
import IconWordWrap from '@theme/Icon/WordWrap';
import styles from '@docusaurus/theme-classic/lib/theme/CodeBlock/Buttons/WordWrapButton/styles.module.css';

export default function WordWrapButton({className}: Props): ReactNode {
  const {wordWrap} = useCodeBlockContext();
  if (!wordWrap.isEnabled && !wordWrap.isCodeScrollable) return false;
  const title = translate({
    id: 'theme.CodeBlock.wordWrapToggle',
    message: 'Toggle word wrap',
    description: 'The title attribute for toggle word wrapping button of code block lines',
  });
  return (
    <Button
      onClick={() => wordWrap.toggle()}
      className={clsx(className, wordWrap.isEnabled && styles.wordWrapButtonEnabled)}
      aria-label={title}
      aria-pressed={wordWrap.isEnabled}
      title={title}
    >
      <IconWordWrap className={styles.wordWrapButtonIcon} aria-hidden="true" />
    </Button>
  );
}
