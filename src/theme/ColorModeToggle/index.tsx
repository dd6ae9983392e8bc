// Swizzled (ejected): the stock button's name only says "switch between dark and light"; ours names the current mode and what a press does. A wrap cannot change the inner button's aria-label.
import {memo, type ReactNode} from 'react';
import clsx from 'clsx';
import useIsBrowser from '@docusaurus/useIsBrowser';
import type {ColorMode} from '@docusaurus/theme-common';
import IconLightMode from '@theme/Icon/LightMode';
import IconDarkMode from '@theme/Icon/DarkMode';
import IconSystemColorMode from '@theme/Icon/SystemColorMode';
import type {Props} from '@theme/ColorModeToggle';
import styles from './styles.module.css';

type Choice = ColorMode | null;

// null is "follow the system"; it only takes part when respectPrefersColorScheme is on.
function nextChoice(choice: Choice, respectPrefersColorScheme: boolean): Choice {
  if (!respectPrefersColorScheme) {
    return choice === 'dark' ? 'light' : 'dark';
  }
  return choice === null ? 'light' : choice === 'light' ? 'dark' : null;
}

function choiceName(choice: Choice): string {
  return choice ?? 'system';
}

function ColorModeToggle({className, buttonClassName, respectPrefersColorScheme, value, onChange}: Props): ReactNode {
  const isBrowser = useIsBrowser();
  const next = nextChoice(value, respectPrefersColorScheme);
  const label = `${choiceName(value)} mode is on: switch to ${choiceName(next)} mode`;
  // The server render cannot know the stored mode (it would say "system" for every reader),
  // so until hydration the name says only what the button does.
  const accessibleName = isBrowser
    ? label.charAt(0).toUpperCase() + label.slice(1)
    : 'Switch between dark and light mode';
  return (
    <div className={clsx(styles.toggle, className)}>
      <button
        type="button"
        className={clsx('clean-btn', styles.toggleButton, buttonClassName)}
        onClick={() => onChange(next)}
        // Before hydration the button cannot act yet; it stays in the tab order.
        aria-disabled={!isBrowser}
        aria-label={accessibleName}
        title={accessibleName}
      >
        {/* All three icons are in the HTML; the inline theme script's data-theme-choice
            shows the right one before React runs. */}
        <IconLightMode aria-hidden className={clsx(styles.toggleIcon, styles.lightToggleIcon)} />
        <IconDarkMode aria-hidden className={clsx(styles.toggleIcon, styles.darkToggleIcon)} />
        <IconSystemColorMode aria-hidden className={clsx(styles.toggleIcon, styles.systemToggleIcon)} />
      </button>
    </div>
  );
}

export default memo(ColorModeToggle);
